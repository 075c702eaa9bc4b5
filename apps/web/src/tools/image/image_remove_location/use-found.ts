import { useEffect, useState } from 'react';
import { describeMetadata, type MetadataDetails } from '@toolbox/toolkit/image';
import type { BatchItem } from '../../../features/image-batch/use-image-batch.ts';

/**
 * What each chosen file carries, read on the page before anything is removed (only the metadata
 * blocks are walked, never the pixels), one file at a time so a big batch does not hold many files.
 */
export function useFoundMetadata(items: readonly BatchItem[]): Map<string, MetadataDetails> {
  const [found, setFound] = useState(() => new Map<string, MetadataDetails>());
  useEffect(() => {
    let alive = true;
    const todo = items.filter((item) => !found.has(item.id));
    if (todo.length === 0) return;
    void (async () => {
      for (const item of todo) {
        const details = describeMetadata(new Uint8Array(await item.file.arrayBuffer()));
        if (!alive) return;
        setFound((old) => new Map(old).set(item.id, details));
      }
    })();
    return () => {
      alive = false;
    };
  }, [items, found]);
  return found;
}
