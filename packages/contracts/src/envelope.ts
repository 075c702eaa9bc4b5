import { z } from 'zod';

/** Response codes of the spec's error catalogue (section 8), plus generic ones for our own server. */
export const Code = {
  success: '000',
  loginExpired: '001',
  smsSendStop: '006',
  fileExpired: '997',
  openAuthFailed: '40100',
  notEnoughCredits: '40104',
  /** The request body or query failed validation. */
  badRequest: '40000',
  /** Signed in, but the call needs the operator role (HTTP 403). */
  forbidden: '40300',
  notFound: '40400',
  tooManyRequests: '42900',
  /** Anything unexpected: the message is generic and no stack trace leaves the server. */
  internal: '50000',
  /** The request ran past the 50 s time-out. */
  timeout: '50400',
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** Every shared-layer call answers this envelope; the client unwraps `data` when `code` is `000`. */
export interface Envelope<T> {
  code: string;
  message: string;
  data: T | null;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data: data.nullable() });

export function ok<T>(data: T): Envelope<T> {
  return { code: Code.success, message: 'success', data };
}

export function fail(code: string, message: string): Envelope<null> {
  return { code, message, data: null };
}
