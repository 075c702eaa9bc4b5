import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Browsers (and undici) open spare connections that may never carry a request. Node counts such a
 * connection as busy until its header time-out, so a graceful close would wait a minute for it.
 * Connections that have not sent a byte are closed with the server; the others finish as usual.
 */
export function closeSpareConnections(app: FastifyInstance): void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  });
}
