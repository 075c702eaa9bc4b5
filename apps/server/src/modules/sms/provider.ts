import type { Database } from '../../db/open.ts';
import { addOutboxMessage } from '../outbox/service.ts';
import type { Clock } from '../session/clock.ts';

/** One login SMS: the code for template-based gateways, the whole text for the others. */
export interface SmsMessage {
  code: string;
  text: string;
}

/** A gateway refused or could not take the message. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    /** The provider's code ("isv.BUSINESS_LIMIT_CONTROL", "SignatureDoesNotMatch", "network"…). */
    readonly code: string,
    /** The provider's own sending limits were hit: answered like our limits (006). */
    readonly limited = false,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * An SMS gateway, chosen by SMS_PROVIDER: the embedded outbox (default) or Alibaba Cloud
 * (`aliyun.ts`).
 */
export interface SmsProvider {
  readonly name: string;
  /** `phone` is "+86…"; rejects when the provider refused the message. */
  send(phone: string, message: SmsMessage): Promise<void>;
}

export function outboxSmsProvider(db: Database, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    send: (phone, message) =>
      addOutboxMessage(db, {
        channel: 'sms',
        recipient: phone,
        subject: '',
        body: message.text,
        createdAt: clock.now(),
      }),
  };
}
