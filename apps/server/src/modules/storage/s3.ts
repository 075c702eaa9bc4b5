import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, StorageMissingError, type Storage } from './storage.ts';

/** An S3-compatible bucket (AWS, MinIO, Ceph, OSS/COS in S3 mode). */
export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000; empty = AWS by region. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys go under this prefix ('' = bucket root). */
  prefix: string;
  /** Path-style URLs (bucket in the path), which most self-hosted servers need. */
  forcePathStyle: boolean;
}

function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    endpoint: options.endpoint || undefined,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums the SDK adds by default (CRC32 trailers) are not understood by every S3 clone.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const keyOf = (key: string) => prefix + checkKey(key);

  async function get(key: string, range?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key), Range: range }));
    } catch (err) {
      if (isMissing(err)) throw new StorageMissingError(key);
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, body, size) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentLength: size }));
    },
    async read(key) {
      const answer = await get(key);
      return answer.Body as Readable;
    },
    async readRange(key, start, end) {
      if (end <= start) return Buffer.alloc(0);
      const answer = await get(key, `bytes=${start}-${end - 1}`);
      const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
      // A server that ignores Range sends the whole object: cut it here.
      return bytes.length > end - start ? bytes.subarray(start, end) : bytes;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(keys) {
      for (const key of keys) {
        try {
          await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
        } catch (err) {
          if (!isMissing(err)) throw err;
        }
      }
    },
    async *list(listPrefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix + listPrefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key.slice(prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
