/*
 * Grants and revokes the operator role (issue 20), on the server's command line only:
 *
 *   npm run operator -- grant you@example.com   (an e-mail, a phone "+86…" or a user id)
 *   npm run operator -- revoke you@example.com
 *   npm run operator -- list
 *
 * It reads the same settings as the server (DATABASE_URL, DATA_DIR). On embedded PGlite only one
 * process may open the data directory: stop the server first (on PostgreSQL it may run meanwhile).
 * Each grant and revoke is written to the audit log as `cli:<login>`.
 */
import { userInfo } from 'node:os';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { grantOperator, listOperators, revokeOperator } from '../apps/server/src/modules/operator/roles.ts';

const usage = 'usage: npm run operator -- grant|revoke <e-mail, phone or user id> | list';

const answers: Record<string, string> = {
  granted: 'is now an operator',
  already: 'was already an operator',
  revoked: 'is no longer an operator',
  none: 'was not an operator',
  'no-such-user': 'names no account (sign up first)',
};

async function main(argv: string[]): Promise<number> {
  const [command, who] = argv;
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && who))) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 1;
  }
  const database = await openDatabase(config).catch((err: Error) => {
    process.stderr.write(`Cannot open the database: ${err.message}\n`);
    if (!config.databaseUrl) process.stderr.write('With embedded PGlite, stop the server first.\n');
    return null;
  });
  if (!database) return 1;
  try {
    await database.migrate();
    const actor = { id: null, name: `cli:${userInfo().username}` };
    if (command === 'list') {
      for (const op of await listOperators(database.db)) {
        process.stdout.write(`${op.name}\t${op.userId}\t${op.grantedAt.toISOString()}\t${op.grantedBy}\n`);
      }
      return 0;
    }
    const run = command === 'grant' ? grantOperator : revokeOperator;
    const result = await run(database.db, who!, actor, new Date());
    process.stdout.write(`${who} ${answers[result]}\n`);
    return result === 'no-such-user' ? 1 : 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
