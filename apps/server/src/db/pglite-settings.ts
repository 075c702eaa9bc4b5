/**
 * PGlite's memory: PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap of
 * the server process. 16 MB hold this app's hot pages and take about 100 MB off the idle process
 * (measured: 347 -> 246 MB resident right after opening; docs/benchmarks.md).
 *
 * Prepared statements (pglite-statements.ts) are planned on every run with their values
 * (`force_custom_plan`): PGlite runs no autovacuum, so a generic plan made while the tables were
 * small is never invalidated by a new ANALYZE and stays as they grow; the paid /h fell from 440 to
 * 180 a second within a minute that way, while a plan made per run follows the tables' real size.
 * Parsing is still saved, and the six calls into the engine per statement become one.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
  'wal_buffers=1MB',
  'plan_cache_mode=force_custom_plan',
];
