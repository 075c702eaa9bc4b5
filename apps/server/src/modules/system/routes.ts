import { createReadStream } from 'node:fs';
import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { DESKTOP_TRIAL_FILE, DESKTOP_TRIAL_PATH, desktopTrialFile, systemInformation } from './service.ts';

/** /system/* calls, and the desktop trial's download. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  defineEndpoint(app, endpoints.systemInformation, () => systemInformation(app.config));

  // The Windows trial built by `npm run build:desktop` (a single executable, no installer).
  app.get(DESKTOP_TRIAL_PATH, async (_request, reply) => {
    const trial = desktopTrialFile(app.config);
    if (!trial)
      return reply.code(404).send({ code: '40400', message: 'No desktop build on this server', data: null });
    return reply
      .header('content-type', 'application/vnd.microsoft.portable-executable')
      .header('content-length', trial.bytes)
      .header('content-disposition', `attachment; filename="${DESKTOP_TRIAL_FILE}"`)
      .header('cache-control', 'no-cache')
      .send(createReadStream(trial.path));
  });
}
