import { endpoints, protocolTypeSchema, type Locale, type ProtocolType } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/call.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import { escapeHtml } from '../../http/html.ts';
import { protocolTexts } from './texts.ts';

function fragment(type: ProtocolType, locale: Locale, email: string): { title: string; html: string } {
  const text = protocolTexts[type][locale];
  const html = text.paragraphs
    .map(
      (p) =>
        `<p>${escapeHtml(p).replace('{email}', `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`)}</p>`,
    )
    .join('\n');
  return { title: text.title, html };
}

/** /ut/func/user-protocol.html: POST {type} → {type, title, html}; GET ?type= → a standalone page. */
export async function protocolRoutes(app: FastifyInstance): Promise<void> {
  const email = app.config.contactEmail;
  defineEndpoint(app, endpoints.protocol, (input, req) => ({
    type: input.type,
    ...fragment(input.type, req.locale, email),
  }));
  app.get('/ut/func/user-protocol.html', async (request, reply) => {
    const { type } = parseInput(
      z.object({ type: protocolTypeSchema.default('000') }),
      request.query,
      request.locale,
    );
    const { title, html } = fragment(type, request.locale, email);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=120')
      .send(
        `<!doctype html><html lang="${request.locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>\n${html}\n</body></html>`,
      );
  });
}
