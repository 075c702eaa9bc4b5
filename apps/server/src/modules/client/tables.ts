import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Desktop clients that registered lately: where each listens on the user's machine and its pairing
 * secret. In the database, so every API process answers the page an agent opened, whichever
 * process took the agent's registration; a row is live until `expires_at`.
 */
export const desktopClients = pgTable(
  'desktop_client',
  {
    clientId: text('client_id').primaryKey(),
    port: integer('port').notNull(),
    pairingSecret: text('pairing_secret').notNull(),
    versionInt: integer('version_int'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('desktop_client_expires_idx').on(t.expiresAt)],
);
