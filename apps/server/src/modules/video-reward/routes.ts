import { CreditsCode, endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { devPagesOn } from '../../dev-pages.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { cspNonce } from '../../http/security-headers.ts';
import { dayContext } from '../credits/context.ts';
import { withCreditDay } from '../credits/daily.ts';
import { VIDEO_REWARD_POINT } from '../membership/levels.ts';
import { videoAdPage } from './ad-page.ts';
import { verifyVideoProof, videoRewardMode } from './proof.ts';
import { claimVideo, videoClaimed, videoMessages, videoTicket } from './service.ts';

/**
 * The video-ad reward of the Chinese edition (not served at all in intl): a ticket code for the ad,
 * its claim, and today's status. How a claim is proved depends on `videoRewardMode`.
 */
export function videoRoutes(app: FastifyInstance): void {
  if (app.config.edition !== 'cn') return;
  const devPages = devPagesOn(app.config);
  const mode = videoRewardMode({ ...app.config, devPages });
  const off = () => new AppError(CreditsCode.videoRewardUnavailable, videoMessages.off);
  if (mode.kind === 'dev') {
    app.get<{ Querystring: { code?: string } }>('/dev/video-ad', async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(videoAdPage(String(request.query.code ?? ''), cspNonce(reply))),
    );
  }
  const adLink = (code: string) => {
    if (mode.kind === 'dev') return `${app.config.publicUrl}/dev/video-ad?code=${code}`;
    if (mode.kind === 'signed' && mode.adUrl) {
      const url = new URL(mode.adUrl);
      url.searchParams.set('code', code);
      return url.toString();
    }
    return '';
  };
  defineEndpoint(app, endpoints.videoCode, async (input, user, request) => {
    if (mode.kind === 'off') throw off();
    const ticket = await videoTicket(dayContext(request, input.timezoneOffset), user.id);
    return { code: ticket.code, wxAppletUrl: adLink(ticket.code), success: ticket.claimedAt !== null };
  });
  defineEndpoint(app, endpoints.videoStatus, async (input, user, request) => {
    const ctx = dayContext(request, input.timezoneOffset);
    await withCreditDay(ctx, { userId: user.id }, async () => null);
    return { success: await videoClaimed(ctx, user.id), rewardPoint: VIDEO_REWARD_POINT };
  });
  defineEndpoint(app, endpoints.videoClaim, async (input, request) => {
    if (mode.kind === 'off') throw off();
    const ctx = dayContext(request, input.timezoneOffset);
    if (mode.kind === 'signed' && !verifyVideoProof(mode.secret, input, ctx.now)) {
      throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.notWatched);
    }
    await claimVideo(ctx, input.code);
    return { success: true, rewardPoint: VIDEO_REWARD_POINT };
  });
}
