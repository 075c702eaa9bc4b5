import type { BridgeMessage } from '@toolbox/contracts';

/** A bridge message as the agent's event stream sends it (one server-sent event). */
export function bridgeEvent(message: BridgeMessage): Uint8Array {
  return new TextEncoder().encode(`data: ${JSON.stringify(message)}\n\n`);
}

/** A bridge call's answer as the agent sends it (the spec's code, data and exceptionMsg). */
export function bridgeReply(data: unknown, code = '000', exceptionMsg: unknown = null): Response {
  return new Response(JSON.stringify({ code, data, exceptionMsg }), {
    headers: { 'content-type': 'application/json' },
  });
}
