import { request } from 'node:http';
import type { BridgeResponse } from '@toolbox/contracts';

/**
 * Test helper: POSTs one bridge call to an agent on 127.0.0.1 as the paired page would (our origin,
 * the pairing secret), and answers the parsed response.
 */
export function callBridge<T>(
  agent: { port: number; secret: string; origin: string },
  type: string,
  data: unknown,
): Promise<BridgeResponse<T>> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: agent.port,
        method: 'POST',
        path: '/bridge',
        headers: {
          host: `127.0.0.1:${agent.port}`,
          origin: agent.origin,
          'x-toolbox-pairing': agent.secret,
          'content-type': 'application/json',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(JSON.parse(text) as BridgeResponse<T>));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ type, data }));
  });
}
