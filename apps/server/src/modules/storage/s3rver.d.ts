// Types of the parts of s3rver (a dev dependency: a local S3 server for the adapter tests) we use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Resolves with the listening address. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
