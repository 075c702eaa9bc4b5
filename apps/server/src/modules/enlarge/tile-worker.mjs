// Entry of an enlarge worker thread: the server runs TypeScript through tsx, whose loader hooks a
// worker thread does not inherit, so this plain module registers them before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./tile-worker.ts');
