import type { PaymentProvider } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';

/**
 * What payments need from orders and function payments (modules/membership, modules/func-pay):
 * the amount to charge, decided on the server, and an idempotent settlement once the money is in.
 * Both settle functions run inside our transaction (a transaction is a `Database` too), so the
 * trade's state change and the grant commit together or not at all.
 */
export interface PayableOrder {
  id: string;
  userId: string;
  /** Minor units (fen, cents). */
  amount: number;
  currency: string;
  subject: string;
  /** Only a payable order (created, not paid, not expired) may get a new trade. */
  payable: boolean;
}

export interface PayableFuncPay {
  taskId: string;
  funcCode: string;
  userId: string;
  amount: number;
  currency: string;
  subject: string;
  payable: boolean;
}

export interface Settlement {
  provider: PaymentProvider;
  transactionId: string;
  /** Minor units actually paid. */
  amount: number;
  currency: string;
}

/**
 * granted: this call paid it; duplicate: it was paid already (nothing more granted); mismatch: the
 * amount or currency is not the price; unknown: no such order or task.
 */
export type SettleOutcome = 'granted' | 'duplicate' | 'mismatch' | 'unknown';

export interface PaymentSeam {
  loadPayableOrder(db: Database, orderId: string, now: Date): Promise<PayableOrder | null>;
  /** Idempotent: a second or concurrent call for the same order grants nothing more. */
  settleOrder(db: Database, settlement: Settlement & { orderId: string }, now: Date): Promise<SettleOutcome>;
  loadPayableFuncPay(
    db: Database,
    request: { userId: string; taskId: string; funcCode: string },
  ): Promise<PayableFuncPay | null>;
  /** Idempotent per task: the task's clean result is released once. */
  settleFuncPay(
    db: Database,
    settlement: Settlement & { userId: string; taskId: string; funcCode: string },
    now: Date,
  ): Promise<SettleOutcome>;
}
