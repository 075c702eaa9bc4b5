/**
 * PGlite's memory: PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap of
 * the server process. 16 MB hold this app's hot pages and take about 100 MB off the idle process
 * (measured: 347 -> 246 MB resident right after opening; docs/benchmarks.md).
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
  'wal_buffers=1MB',
];
