import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One call of a writer to the text-generation provider: who (the credit account), what it took
 * (`entryId`, the deduction, null when free; `refunded` once given back), which model and prompt
 * version, how it ended, and the tokens it used (from the provider, or estimated) for cost.
 * `status`: running, done, failed (`failure` says why), stopped (the user stopped it).
 */
export const gptCalls = pgTable(
  'gpt_call',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    funcCode: text('func_code').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed', 'stopped'] }).notNull(),
    failure: text('failure'),
    entryId: bigint('entry_id', { mode: 'number' }),
    free: boolean('free').notNull().default(false),
    refunded: boolean('refunded').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    usageEstimated: boolean('usage_estimated').notNull().default(false),
    firstTokenMs: integer('first_token_ms'),
    /** Characters of text sent to the user. */
    chars: integer('chars').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('gpt_call_created_idx').on(t.createdAt),
    index('gpt_call_account_idx').on(t.accountId, t.createdAt),
    index('gpt_call_status_idx').on(t.status, t.createdAt),
  ],
);
export type GptCallRow = typeof gptCalls.$inferSelect;
