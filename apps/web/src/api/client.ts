import type { Envelope } from '@toolbox/contracts';
import { ApiError, ERR_NETWORK } from './api-error.ts';
import { toast } from '../ui/toast-store.ts';
import { i18n } from '../i18n/i18n.ts';

/** Main request time-out of the spec (section 9). */
export const REQUEST_TIMEOUT_MS = 50_000;

export interface PostOptions {
  signal?: AbortSignal;
  /** Do not toast the failure; the caller shows it its own way. */
  silent?: boolean;
  timeoutMs?: number;
}

type Hooks = {
  /** Value of the `accessToken` header; null for tourists. */
  accessToken: () => string | null;
  /** Code 001: the login has expired and the stored login must be cleared. */
  onLoginExpired: () => void;
};

const hooks: Hooks = { accessToken: () => null, onLoginExpired: () => {} };

/** Lets the login feature plug in its token and its clean-up without the client importing it. */
export function configureApiClient(next: Partial<Hooks>): void {
  Object.assign(hooks, next);
}

/** The headers every call carries: the visitor's language and, when logged in, the access token. */
function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { lang: i18n.language };
  const token = hooks.accessToken();
  if (token) headers.accessToken = token;
  return headers;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string';
}

async function send(path: string, body: unknown, options: PostOptions): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  // A Blob body (an upload chunk) goes as raw bytes; anything else as JSON.
  const binary = body instanceof Blob;
  const headers = requestHeaders();
  headers['content-type'] = binary ? 'application/octet-stream' : 'application/json';

  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers,
        body: body instanceof Blob ? body : JSON.stringify(body ?? {}),
        signal: controller.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause; // the caller gave up: not a failure to report
      const message = timedOut ? i18n.t('errors.timeout') : i18n.t('errors.ERR_NETWORK');
      throw new ApiError(ERR_NETWORK, message, { timedOut, cause });
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch (cause) {
      throw new ApiError(ERR_NETWORK, i18n.t('errors.bad_response', { status: response.status }), { cause });
    }
    if (!isEnvelope(payload)) {
      throw new ApiError(ERR_NETWORK, i18n.t('errors.bad_response', { status: response.status }));
    }
    if (payload.code !== '000') {
      if (payload.code === '001') hooks.onLoginExpired();
      const known = i18n.exists(`errors.${payload.code}`);
      throw new ApiError(payload.code, known ? i18n.t(`errors.${payload.code}`) : payload.message || 'Error');
    }
    return payload.data;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * POSTs JSON (or a Blob's raw bytes, as `application/octet-stream`) to a shared-layer path and returns the envelope's `data` on `000`.
 * Any other answer throws an {@link ApiError}; unless `silent`, its message is toasted
 * (duplicates within 5 s are dropped by the toast store).
 */
export async function post<T>(path: string, body?: unknown, options: PostOptions = {}): Promise<T> {
  try {
    return (await send(path, body, options)) as T;
  } catch (error) {
    if (!options.silent && error instanceof ApiError) toast.warning(error.message);
    throw error;
  }
}

/**
 * GETs a binary resource (a download chunk) with the same headers as `post`. A non-2xx answer
 * throws an {@link ApiError} with the envelope's code when the server sent one, else ERR_NETWORK.
 * Never toasts: the caller (the download widget) shows its own states.
 */
export async function getBlob(path: string, options: PostOptions = {}): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(path, { method: 'GET', headers: requestHeaders(), signal: controller.signal });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(ERR_NETWORK, i18n.t('errors.ERR_NETWORK'), { cause });
    }
    if (response.ok) return await response.blob();
    const payload: unknown = await response.json().catch(() => null);
    if (isEnvelope(payload)) {
      if (payload.code === '001') hooks.onLoginExpired();
      throw new ApiError(payload.code, payload.message || 'Error');
    }
    throw new ApiError(ERR_NETWORK, i18n.t('errors.bad_response', { status: response.status }));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * POSTs JSON to a call that answers a stream (`text/event-stream`) when it goes ahead and the
 * envelope when it refuses (the AI writers). Resolves the streaming Response; a refusal throws an
 * {@link ApiError} with the server's message, which is already in the visitor's language (001
 * clears the login, as `post` does). Never toasts, and has no time-out: a stream lasts as long as
 * the text takes; the caller's `signal` stops it.
 */
export async function postForStream(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const headers = requestHeaders();
  headers['content-type'] = 'application/json';
  headers.accept = 'text/event-stream';
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(ERR_NETWORK, i18n.t('errors.ERR_NETWORK'), { cause });
  }
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream') && response.body) {
    return response;
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!isEnvelope(payload) || payload.code === '000') {
    throw new ApiError(ERR_NETWORK, i18n.t('errors.bad_response', { status: response.status }));
  }
  if (payload.code === '001') {
    hooks.onLoginExpired();
    throw new ApiError(payload.code, i18n.t('errors.001'));
  }
  throw new ApiError(payload.code, payload.message || 'Error');
}
