import type { FastifyInstance } from 'fastify';
import { installRetention } from './retention.ts';
import { creditRoutes, settingRoutes } from './routes.ts';

/**
 * Credits: today's credits (/qh, /qt, /qv under each payment-family prefix), the credit records, the
 * profile switches, and the 7-day retention of the records as a pg-boss job.
 */
export function installCredits(app: FastifyInstance): void {
  creditRoutes(app);
  settingRoutes(app);
  installRetention(app);
}
