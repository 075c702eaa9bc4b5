/** Code of failures where no answer came back (offline, DNS, refused, time-out). */
export const ERR_NETWORK = 'ERR_NETWORK';

/** A call that did not answer `000`: carries the server's code and message, or ERR_NETWORK. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string;
  /** True when the 50 s time-out fired (code is ERR_NETWORK then). */
  readonly timedOut: boolean;

  constructor(code: string, message: string, options: { timedOut?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.timedOut = options.timedOut ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
