import type { FastifyInstance } from 'fastify';
import { defaultFilesConfig } from '../../config.ts';
import { createStorage } from '../storage/index.ts';
import type { FileContext } from './context.ts';
import { fileRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Storage, limits and clock of the file and task services. */
    files: FileContext;
  }
}

/**
 * File transfer: the /file calls, and `app.files` (storage, limits, clock) for the task module.
 * Needs the sessions first (clock and optionalUser).
 */
export async function installFiles(app: FastifyInstance): Promise<void> {
  const files = app.config.files ?? defaultFilesConfig;
  const storage = await createStorage(files, app.config.dataDir);
  const ctx: FileContext = { db: app.database.db, storage, files, clock: app.clock, log: app.log };
  app.decorate('files', ctx);
  await app.register(async (scope) => fileRoutes(scope, ctx));
}
