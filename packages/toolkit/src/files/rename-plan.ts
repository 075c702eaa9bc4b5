import { checkFileName, type NameIssue } from './file-name.ts';

/** How letters are changed. */
export type CaseMode = 'keep' | 'lower' | 'upper' | 'title';
/** What happens to the extension. */
export type ExtensionMode = 'keep' | 'lower' | 'upper' | 'replace' | 'remove';

/** The rules, applied in this order: find/replace, case, prefix/suffix, numbering, extension. */
export interface RenameRules {
  find: string;
  replace: string;
  /** `find` is a JavaScript regular expression (replacement may use $1, $<name>). */
  regex: boolean;
  caseSensitive: boolean;
  caseMode: CaseMode;
  prefix: string;
  suffix: string;
  numbering: {
    enabled: boolean;
    start: number;
    step: number;
    /** Minimum digits, zero-padded. */
    padding: number;
    position: 'before' | 'after';
    separator: string;
  };
  extension: { mode: ExtensionMode; value: string };
}

export const defaultRenameRules: RenameRules = {
  find: '',
  replace: '',
  regex: false,
  caseSensitive: false,
  caseMode: 'keep',
  prefix: '',
  suffix: '',
  numbering: { enabled: false, start: 1, step: 1, padding: 2, position: 'after', separator: '_' },
  extension: { mode: 'keep', value: '' },
};

/** One row of the preview. */
export interface RenameEntry {
  index: number;
  oldName: string;
  newName: string;
  changed: boolean;
  issues: Array<NameIssue | 'duplicate'>;
}

/** Thrown for a `find` that is not a valid regular expression; `code` matches the shared error. */
export class RenameRuleError extends Error {
  readonly code = 'bad_regex';
  constructor(readonly params: { detail: string }) {
    super(`Invalid regular expression: ${params.detail}`);
  }
}

/** Splits "photo.tar.gz" as ("photo.tar", "gz"); dot-files like ".env" have no extension. */
export function splitExtension(name: string): [base: string, ext: string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return [name, ''];
  return [name.slice(0, dot), name.slice(dot + 1)];
}

function buildMatcher(rules: RenameRules): RegExp | null {
  if (!rules.find) return null;
  const flags = rules.caseSensitive ? 'gu' : 'giu';
  const source = rules.regex ? rules.find : rules.find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  try {
    return new RegExp(source, flags);
  } catch (e) {
    throw new RenameRuleError({ detail: (e as Error).message.replace(/^Invalid regular expression: /, '') });
  }
}

function changeCase(s: string, mode: CaseMode): string {
  if (mode === 'lower') return s.toLowerCase();
  if (mode === 'upper') return s.toUpperCase();
  if (mode === 'title')
    return s.toLowerCase().replace(/(^|[\s_\-.([])(\p{L})/gu, (_, a, b) => a + b.toUpperCase());
  return s;
}

function counter(rules: RenameRules['numbering'], i: number): string {
  const n = rules.start + i * rules.step;
  const digits = String(Math.abs(n)).padStart(Math.max(0, Math.min(rules.padding, 12)), '0');
  return n < 0 ? `-${digits}` : digits;
}

/** The new name of one file (position `i` in the list drives the numbering). */
export function renameOne(
  name: string,
  i: number,
  rules: RenameRules,
  matcher = buildMatcher(rules),
): string {
  const [base0, ext0] = splitExtension(name);
  // The literal replacement must not interpret "$&" and friends; a function returns it verbatim.
  let base = matcher
    ? rules.regex
      ? base0.replace(matcher, rules.replace)
      : base0.replace(matcher, () => rules.replace)
    : base0;
  base = rules.prefix + changeCase(base, rules.caseMode) + rules.suffix;
  const num = rules.numbering;
  if (num.enabled) {
    const c = counter(num, i);
    base =
      num.position === 'before'
        ? c + (base ? num.separator : '') + base
        : base + (base ? num.separator : '') + c;
  }
  const extRule = rules.extension;
  const ext =
    extRule.mode === 'remove'
      ? ''
      : extRule.mode === 'replace'
        ? extRule.value.replace(/^\.+/, '')
        : extRule.mode === 'lower'
          ? ext0.toLowerCase()
          : extRule.mode === 'upper'
            ? ext0.toUpperCase()
            : ext0;
  return ext ? `${base}.${ext}` : base;
}

/**
 * Plans a batch rename: each file's new name, whether it changed, and what is wrong with it.
 * Duplicates are compared case-insensitively because Windows and macOS folders are; names of
 * files not being renamed (`others`) count as taken too.
 */
export function planRenames(
  names: readonly string[],
  rules: RenameRules,
  others: readonly string[] = [],
): RenameEntry[] {
  const matcher = buildMatcher(rules);
  const entries: RenameEntry[] = names.map((oldName, index) => {
    const newName = renameOne(oldName, index, rules, matcher);
    return { index, oldName, newName, changed: newName !== oldName, issues: checkFileName(newName) };
  });
  const seen = new Map<string, number>();
  for (const o of others) seen.set(o.toLowerCase(), (seen.get(o.toLowerCase()) ?? 0) + 1);
  for (const e of entries) seen.set(e.newName.toLowerCase(), (seen.get(e.newName.toLowerCase()) ?? 0) + 1);
  for (const e of entries) if ((seen.get(e.newName.toLowerCase()) ?? 0) > 1) e.issues.push('duplicate');
  return entries;
}

/** True when the plan can be applied: something changes and no row has a problem. */
export function planIsApplicable(entries: readonly RenameEntry[]): boolean {
  return entries.some((e) => e.changed) && entries.every((e) => e.issues.length === 0);
}
