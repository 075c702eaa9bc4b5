import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code, fail } from '@toolbox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, translate } from './i18n.ts';

/** Path prefixes owned by the API: they answer the envelope, never the web app. */
export const apiPrefixes = ['/ut', '/open', '/file', '/task', '/system', '/bd', '/healthz', '/dev'] as const;

/** True when the URL path belongs to the API. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const notBuiltText =
  'The web app is not built yet. Run `npm run build` in the repository root, then restart the server.\n';

/**
 * Serves the built web app from `webDist`, with the SPA fallback: a GET for a non-API path that
 * is not a file answers index.html so client routes such as /func/pdf_merge load the app.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // Our own Cache-Control below; the plugin's default would override it.
      cacheControl: false,
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every file name under assets/: they never change.
        if (filePath.startsWith(join(webDist, 'assets'))) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => notFound(request, reply, built));
}

function notFound(request: FastifyRequest, reply: FastifyReply, built: boolean) {
  const path = request.url.split('?')[0] ?? '/';
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isApiPath(path) || !isRead) {
    const message = translate(request.locale, messages.unknownPath, { method: request.method, path });
    return reply.status(404).send(fail(Code.notFound, message));
  }
  if (!built) {
    return reply
      .status(path === '/' ? 200 : 404)
      .type('text/plain; charset=utf-8')
      .send(notBuiltText);
  }
  // A missing hashed chunk must fail loudly (the client retries the route), not load the page shell.
  if (path.startsWith('/assets/')) {
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
  }
  return reply.sendFile('index.html');
}
