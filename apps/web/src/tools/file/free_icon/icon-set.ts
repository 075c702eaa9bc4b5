import type { IconIndex } from './icon-search.ts';
import type { IconNode } from './icon-svg.ts';

export interface IconSet {
  index: IconIndex;
  nodes: Record<string, IconNode[]>;
}

let pending: Promise<IconSet> | null = null;

/**
 * The Lucide index (names and tags) and icon bodies, each its own lazy chunk from our build, so
 * the tool's code stays small and nothing is fetched from another host.
 */
export function loadIconSet(): Promise<IconSet> {
  pending ??= Promise.all([import('lucide-static/tags.json'), import('lucide-static/icon-nodes.json')])
    .then(([tags, nodes]) => {
      const bodies = nodes.default as unknown as Record<string, IconNode[]>;
      const index: IconIndex = {};
      // Only icons we can draw; every icon is searchable by name even without tags.
      for (const name of Object.keys(bodies))
        index[name] = (tags.default as Record<string, string[]>)[name] ?? [];
      return { index, nodes: bodies };
    })
    .catch((e: unknown) => {
      pending = null;
      throw e;
    });
  return pending;
}

/** The licence text shipped with the icon set. */
export async function loadLicense(): Promise<string> {
  return (await import('lucide-static/LICENSE?raw')).default;
}
