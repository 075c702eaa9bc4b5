import { creditsPaths, videoClaimRequest, videoStatusRequest } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/call.ts';
import { cspNonce } from '../../http/security-headers.ts';
import { dayContext } from '../credits/context.ts';
import { VIDEO_REWARD_POINT } from '../membership/levels.ts';
import { videoAdPage } from './ad-page.ts';
import { defineUserCall } from '../session/plugin.ts';
import { claimVideo, videoClaimed, videoTicket } from './service.ts';

/** The video-ad reward: a ticket code for the ad page, its claim, and today's status. */
export function videoRoutes(app: FastifyInstance): void {
  const devPages = app.config.devOutbox ?? !app.config.smtpUrl;
  if (devPages) {
    app.get<{ Querystring: { code?: string } }>('/dev/video-ad', async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(videoAdPage(String(request.query.code ?? ''), cspNonce(reply))),
    );
  }
  defineUserCall(app, creditsPaths.videoCode, videoStatusRequest, async (input, user, request) => {
    const ticket = await videoTicket(dayContext(request, input.timezoneOffset), user.id);
    return {
      code: ticket.code,
      // A real mini-program is given the code by its own page; on a dev machine our stand-in plays the ad.
      wxAppletUrl: devPages ? `${app.config.publicUrl}/dev/video-ad?code=${ticket.code}` : '',
      success: ticket.claimedAt !== null,
    };
  });
  defineUserCall(app, creditsPaths.videoStatus, videoStatusRequest, async (input, user, request) => ({
    success: await videoClaimed(dayContext(request, input.timezoneOffset), user.id),
    rewardPoint: VIDEO_REWARD_POINT,
  }));
  defineCall(app, creditsPaths.videoClaim, videoClaimRequest, async (input, request) => {
    const ctx = dayContext(request, input.timezoneOffset);
    await claimVideo(ctx, input.code);
    return { success: true, rewardPoint: VIDEO_REWARD_POINT };
  });
}
