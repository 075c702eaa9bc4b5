import type { Database } from '../../db/open.ts';
import { addOutboxMessage } from '../outbox/repository.ts';
import type { Clock } from '../session/clock.ts';

/**
 * An SMS gateway. Only the embedded outbox exists so far; a real provider (Aliyun, Tencent Cloud…)
 * is one more implementation of this interface chosen by SMS_PROVIDER.
 */
export interface SmsProvider {
  readonly name: string;
  /** `phone` is "+86…"; rejects when the provider refused the message. */
  send(phone: string, text: string): Promise<void>;
}

export function outboxSmsProvider(db: Database, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    send: (phone, text) =>
      addOutboxMessage(db, {
        channel: 'sms',
        recipient: phone,
        subject: '',
        body: text,
        createdAt: clock.now(),
      }),
  };
}
