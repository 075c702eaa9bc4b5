import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/open.ts';
import { addOutboxMessage } from '../outbox/service.ts';
import type { Clock } from '../session/clock.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: an SMTP server, or the local outbox (read at /dev/outbox). */
export interface MailSender {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once accepted by the server (or stored); rejects when delivery failed. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for implicit TLS). The
 * transport connects only to send, so nodemailer itself is imported with the first mail rather
 * than at start, where it would only lengthen the boot.
 */
export function smtpSender(url: string, from: string): MailSender {
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    kind: 'smtp',
    async send(mail) {
      await (await open()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    // Nothing to close when no mail was sent; otherwise once the transport exists.
    close: () => void transport?.then((created) => created.close()),
  };
}

export function outboxMailSender(db: Database, clock: Clock): MailSender {
  return {
    kind: 'outbox',
    send: (mail) =>
      addOutboxMessage(db, {
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        createdAt: clock.now(),
      }),
    close: () => undefined,
  };
}
