import { createResource } from '../queries/resource.ts';
import { withRetry } from './lazy-tool.ts';

/**
 * The tool registry as a lazily loaded chunk: tool definitions are fetched with the first tool
 * page and kept for the rest of the visit (each tool's strings load with its UI).
 */
export const registryResource = createResource(
  withRetry(() => import('./registry.ts')),
  Number.POSITIVE_INFINITY,
);
