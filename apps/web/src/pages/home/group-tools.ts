/** Home grid rules of the spec (section 9): up to 12 tools in one block, otherwise groups of 9. */
export const SINGLE_BLOCK_MAX = 12;
export const GROUP_SIZE = 9;

export function groupTools<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [];
  if (items.length <= SINGLE_BLOCK_MAX) return [[...items]];
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += GROUP_SIZE) groups.push(items.slice(i, i + GROUP_SIZE));
  return groups;
}
