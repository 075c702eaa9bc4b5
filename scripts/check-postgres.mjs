// Fails loudly (never skips) when the PostgreSQL the integration tests need is not reachable.
import pg from 'pg';

const url = process.argv[2];
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('select version() as v');
  console.log(`PostgreSQL reachable: ${String(rows[0].v).split(',')[0]}`);
  await client.end();
} catch (err) {
  console.error(`PostgreSQL is not reachable at ${url}: ${err.message}`);
  console.error(
    'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start  ' +
      '(or set TEST_DATABASE_URL to a reachable server).',
  );
  process.exit(1);
}
