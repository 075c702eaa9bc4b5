/** What can make a file name unusable on at least one common system. */
export type NameIssue = 'empty' | 'invalid_chars' | 'reserved' | 'trailing_dot_space' | 'too_long';

// Forbidden on Windows (and "/" everywhere), plus control characters.
// eslint-disable-next-line no-control-regex
const INVALID = /[<>:"/\\|?*\u0000-\u001f]/;
// Windows device names, with or without an extension ("con.txt" is just as reserved).
const RESERVED = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$/i;

/** Problems with a file name, empty when it is portable. */
export function checkFileName(name: string): NameIssue[] {
  if (name === '' || name === '.' || name === '..') return ['empty'];
  const issues: NameIssue[] = [];
  if (INVALID.test(name)) issues.push('invalid_chars');
  if (RESERVED.test(name.trimEnd())) issues.push('reserved');
  if (/[. ]$/.test(name)) issues.push('trailing_dot_space');
  if (new TextEncoder().encode(name).length > 255) issues.push('too_long');
  return issues;
}

/**
 * The order to apply renames in one folder so no step overwrites a file that is still to be
 * renamed: chains are done from their free end, cycles (a→b, b→a) go through a temporary name.
 */
export function orderRenameSteps(
  renames: ReadonlyArray<{ from: string; to: string }>,
  tempName: (i: number) => string = (i) => `.rename-tmp-${i}-${Date.now().toString(36)}`,
): Array<{ from: string; to: string }> {
  const key = (s: string) => s.toLowerCase();
  const pending = new Map(renames.filter((r) => r.from !== r.to).map((r) => [key(r.from), { ...r }]));
  const steps: Array<{ from: string; to: string }> = [];
  let temps = 0;
  while (pending.size > 0) {
    let progressed = false;
    for (const [k, r] of pending) {
      // A case-only change ("a.txt" → "A.txt") targets its own source, which is fine.
      const blocker = pending.get(key(r.to));
      if (blocker && blocker !== r) continue;
      steps.push({ from: r.from, to: r.to });
      pending.delete(k);
      progressed = true;
    }
    if (progressed) continue;
    // Everything left is in cycles: park one file under a temporary name to break its cycle.
    const [k, r] = pending.entries().next().value as [string, { from: string; to: string }];
    const tmp = tempName(temps++);
    steps.push({ from: r.from, to: tmp });
    pending.delete(k);
    pending.set(key(tmp), { from: tmp, to: r.to });
  }
  return steps;
}
