import type { FastifyInstance } from 'fastify';
import { funcPayRoutes } from '../func-pay/routes.ts';
import { funcUseRoutes } from '../func-use/routes.ts';
import { inviteRoutes } from '../invite/routes.ts';
import { membershipRoutes } from '../membership/routes.ts';
import { videoRoutes } from '../video-reward/routes.ts';
import { installRetention } from './retention.ts';
import { creditRoutes, settingRoutes } from './routes.ts';

/**
 * Credits, memberships, function use and payment by credits, invites and the video reward. The
 * payment family is served under each of /ut/v1, /ut/i2 and /ut/p3. Levels are seeded by a
 * migration; the 7-day retention runs as a pg-boss job.
 */
export async function installCredits(app: FastifyInstance): Promise<void> {
  creditRoutes(app);
  membershipRoutes(app);
  funcUseRoutes(app);
  funcPayRoutes(app);
  inviteRoutes(app);
  videoRoutes(app);
  settingRoutes(app);
  installRetention(app);
}
