import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /healthz: plain JSON for probes (not the envelope); 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    const { db, kind } = app.database;
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: kind };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: kind });
    }
  });
}
