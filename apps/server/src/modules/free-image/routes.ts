import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, stockEndpoints, type FreeImagePhoto } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import { contentTypes, LIBRARY_PATH, openLibrary } from './library.ts';
import { freeImageMessages } from './messages.ts';
import {
  attachment,
  photoRules,
  pictureRoute,
  pictureSigner,
  PICTURE_PATH,
  previewOf,
  providerAppError,
} from './pictures.ts';
import { originalOf, searchProvider, type FoundPhoto } from './providers.ts';
import type { FreeImageSettings } from './settings.ts';

/** free_image: search (provider or library), download, and the pictures both serve. */
export function freeImageRoutes(app: FastifyInstance, settings: FreeImageSettings): void {
  const library = openLibrary(settings.libraryDir);
  const signer = pictureSigner();
  const rules = photoRules(settings);
  const originalRules = { ...rules, maxBytes: settings.maxImageBytes };
  const present = ({ previewUrl, ...photo }: FoundPhoto): FreeImagePhoto => ({
    ...photo,
    preview: previewOf(settings, signer, previewUrl),
  });

  defineEndpoint(app, stockEndpoints.freeImageSearch, async (input) => {
    if (!settings.provider)
      return { source: 'library' as const, ...(await library.search(input.q, input.page)) };
    // An empty box shows what the provider finds for a general word, as its own pages do.
    const found = await searchProvider(settings, rules, input.q || 'nature', input.page).catch(
      (err: unknown) => {
        throw providerAppError(err);
      },
    );
    return { source: settings.provider, ...found, photos: found.photos.map(present) };
  });

  defineEndpoint(app, stockEndpoints.freeImageDownload, async (input) => {
    if (!settings.provider) {
      const entry = await library.find(input.id);
      if (!entry) throw new AppError(Code.notFound, freeImageMessages.notFound, {}, 404);
      return { url: `${LIBRARY_PATH}/${encodeURIComponent(entry.file)}?download=1`, fileName: entry.file };
    }
    const original = await originalOf(settings, rules, input.id).catch((err: unknown) => {
      throw providerAppError(err);
    });
    return { url: signer.link(original.url, original.fileName), fileName: original.fileName };
  });

  pictureRoute(app, PICTURE_PATH, signer, rules, originalRules);

  app.get<{ Params: { file: string }; Querystring: { download?: string } }>(
    `${LIBRARY_PATH}/:file`,
    async (request, reply) => {
      const entry = await library.find(request.params.file);
      if (!entry) throw new AppError(Code.notFound, freeImageMessages.notFound, {}, 404);
      const extension = entry.file.split('.').pop()!.toLowerCase();
      const body = await readFile(join(library.dir, entry.file));
      reply.header('content-type', contentTypes[extension] ?? 'application/octet-stream');
      reply.header('cache-control', 'public, max-age=86400');
      if (request.query.download) reply.header('content-disposition', attachment(entry.file));
      return reply.send(body);
    },
  );
}
