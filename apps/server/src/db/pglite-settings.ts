/**
 * PGlite's memory: PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap of
 * the server process. 16 MB hold this app's hot pages and take about 100 MB off the idle process
 * (measured: 347 -> 246 MB resident right after opening; docs/benchmarks.md).
 *
 * Prepared statements (pglite-statements.ts) keep PostgreSQL's default plan cache: after five runs a
 * statement gets one generic plan, kept until an ANALYZE of its tables invalidates it. PGlite runs
 * no autovacuum, so the server's own upkeep (pglite-maintenance.ts) does those ANALYZEs; without it
 * the plans of the first, empty tables stayed and the paid /h fell from 440 to 180 a second within a
 * minute. With it, generic plans cost 1.7-2.0 ms of CPU a request against 3.1-3.3 ms when every run
 * was planned (`force_custom_plan`, which the server used before the upkeep; docs/benchmarks.md).
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
  'wal_buffers=1MB',
];
