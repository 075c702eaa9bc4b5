import type { FastifyInstance } from 'fastify';
import { devPagesOn } from '../../dev-pages.ts';
import { blocklistModerator, type Moderator } from './moderation.ts';
import { openAiChat, type ChatProvider } from './provider/chat.ts';
import { devFakeReply, sendFakeReply } from './provider/fake-llm.ts';
import { gptRoutes } from './routes.ts';
import { sweepLostCalls, type GptDeps } from './service.ts';

/** How often calls left 'running' by a process that went away are looked for. */
const SWEEP_MS = 10 * 60_000;

/**
 * The AI writers: routes on the provider of `config.llm` (none: the writers say the operator has
 * not configured one), the moderation hook (LLM_BLOCKED_WORDS, or the operator's own `moderator`),
 * the sweep that gives back what calls of a crashed process took, and with the dev pages on, the
 * fake provider at /dev/fake-llm/v1 (LLM_BASE_URL=http://127.0.0.1:8080/dev/fake-llm/v1 to try it).
 */
export function installGpt(
  app: FastifyInstance,
  options: { provider?: ChatProvider | null; moderator?: Moderator } = {},
): void {
  const settings = app.config.llm ?? null;
  const deps: GptDeps = {
    settings,
    provider: options.provider !== undefined ? options.provider : settings ? openAiChat(settings) : null,
    moderator: options.moderator ?? blocklistModerator(settings?.blockedWords ?? []),
  };
  gptRoutes(app, deps);
  if (devPagesOn(app.config)) {
    app.post('/dev/fake-llm/v1/chat/completions', async (request, reply) => {
      reply.hijack();
      const fake = {
        headers: request.headers,
        body: request.body as Parameters<typeof devFakeReply>[0]['body'],
      };
      await sendFakeReply(fake, devFakeReply(fake), reply.raw);
    });
  }
  if (!settings) return;
  const sweep = () => sweepLostCalls(app.database.db, settings, app.clock.now(), SWEEP_MS);
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void sweep().catch((err: unknown) => app.log.error({ err }, 'gpt sweep failed')),
      SWEEP_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
