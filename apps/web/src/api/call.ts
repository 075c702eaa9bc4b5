import type {
  EndpointAnswer,
  EndpointBody,
  Endpoints,
  PathName,
  PayEndpoints,
  PayPathName,
} from '@toolbox/contracts';
// The zod-free half of the contracts: the shell stays light, the types come from the schemas.
import { paths, paymentPrefixes, payPaths } from '@toolbox/contracts/paths';
import { post, type PostOptions } from './client.ts';

/**
 * Calls a declared endpoint by name: its path, body and answer all come from the contracts, so a
 * typo or a drifted payload is a type error, not a runtime surprise.
 */
export function call<K extends PathName & keyof Endpoints>(
  name: K,
  body: EndpointBody<Endpoints[K]>,
  options?: PostOptions,
): Promise<EndpointAnswer<Endpoints[K]>> {
  return post(paths[name], body, options);
}

/**
 * Sends raw bytes (an upload chunk) to a declared endpoint whose request schema reads the query
 * string, e.g. `sendBytes('transData', { fileId, index }, chunk)`.
 */
export function sendBytes<K extends PathName & keyof Endpoints>(
  name: K,
  query: EndpointBody<Endpoints[K]>,
  bytes: Blob,
  options?: PostOptions,
): Promise<EndpointAnswer<Endpoints[K]>> {
  const search = new URLSearchParams(
    Object.entries(query as Record<string, string | number>).map(([k, v]) => [k, String(v)]),
  );
  return post(`${paths[name]}?${search}`, bytes, options);
}

/** `/ut/v1/qh`, `/ut/p3/qh`...: a payment-family path under one of its three prefixes, chosen at random (spec section 7). */
export function payPath(operation: string, random: () => number = Math.random): string {
  const index = Math.min(paymentPrefixes.length - 1, Math.floor(random() * paymentPrefixes.length));
  return `${paymentPrefixes[index]}/${operation.replace(/^\//, '')}`;
}

/** Calls a payment-family endpoint by name, under a prefix picked at random. */
export function callPay<K extends PayPathName & keyof PayEndpoints>(
  name: K,
  body: EndpointBody<PayEndpoints[K]>,
  options?: PostOptions,
): Promise<EndpointAnswer<PayEndpoints[K]>> {
  return post(payPath(payPaths[name]), body, options);
}
