import type { FastifyInstance } from 'fastify';
import { devPagesOn } from '../../dev-pages.ts';
import { fakePhotoAnswer, type FakePhotoLog } from './fake-photos.ts';
import { freeImageRoutes } from './routes.ts';
import { freeImageSettings, type FreeImageSettings } from './settings.ts';

/**
 * free_image (and video4, which redirects to it): the operator's photo API (FREE_IMAGE_*) or their
 * library. With the dev pages on, the fake Pexels/Unsplash API is served at /dev/fake-photos
 * (FREE_IMAGE_API_URL=http://127.0.0.1:8080/dev/fake-photos/unsplash, key `fake-photo-key`).
 */
export function installFreeImage(app: FastifyInstance, options: { settings?: FreeImageSettings } = {}): void {
  const settings = options.settings ?? app.config.freeImage ?? freeImageSettings({});
  freeImageRoutes(app, settings);
  if (!devPagesOn(app.config)) return;
  const log: FakePhotoLog = { unsplashDownloads: [] };
  app.get<{ Params: { '*': string } }>('/dev/fake-photos/*', async (request, reply) => {
    const base = `${request.protocol}://${request.headers.host ?? '127.0.0.1'}/dev/fake-photos`;
    const url = new URL(request.url, 'http://x');
    const answer = await fakePhotoAnswer(
      base,
      `/${request.params['*']}`,
      url.searchParams,
      request.headers,
      log,
    );
    return reply.status(answer.status).type(answer.type).send(answer.body);
  });
}
