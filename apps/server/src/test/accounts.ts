import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { post } from './backends.ts';

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(): Promise<{
  url: string;
  mails: { to: string[]; raw: string }[];
  close(): Promise<void>;
}> {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code on a line of its own in a mail or SMS text, or null. */
export function codeIn(text: string): string | null {
  return /(?:^|\s)(\d{6})(?:\s|$|，|,)/m.exec(text)?.[1] ?? null;
}

/** POST with the accessToken header. */
export function authed(app: FastifyInstance, url: string, token: string, body: unknown = {}) {
  return post(app, url, body, { accesstoken: token });
}
