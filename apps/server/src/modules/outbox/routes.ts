import type { FastifyInstance } from 'fastify';
import { cspNonce } from '../../http/security-headers.ts';
import { escapeHtml } from '../../http/html.ts';
import { latestOutboxMessages } from './service.ts';

/** GET /dev/outbox: the newest 50 mails and SMS kept locally, as a plain HTML list (dev only). */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await latestOutboxMessages(app.database.db);
    const items = messages
      .map(
        (
          m,
        ) => `<li><div class="meta">${escapeHtml(m.createdAt.toISOString())} · ${m.channel} · to <b>${escapeHtml(m.recipient)}</b></div>
${m.subject ? `<div class="subject">${escapeHtml(m.subject)}</div>` : ''}<pre>${escapeHtml(m.body)}</pre></li>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style nonce="${cspNonce(reply)}">body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}li{list-style:none;border-bottom:1px solid #ddd;padding:.75rem 0}
.meta{color:#666;font-size:13px}.subject{font-weight:600;margin:.25rem 0}pre{white-space:pre-wrap;font:inherit;margin:.25rem 0}</style></head>
<body><h1>Outbox</h1><p>Mail and SMS the server would have sent (no SMTP server / SMS provider configured). Newest first; reload for new ones.</p>
<ul>${items || '<li>Nothing sent yet.</li>'}</ul></body></html>`);
  });
}
