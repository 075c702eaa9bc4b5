import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { en } from './locales/en.ts';

/**
 * A count shown to the user is written with i18next plurals: the key has `_one` and `_other`
 * forms in English (zh-CN has one form, `_other`) and the count goes in as `count`. This scans
 * the English strings of the shell, every feature and kit, and every tool for counts written
 * into one fixed form ('{{count}} pages', '{{total}} files'), and for half-made plurals.
 */

type Strings = { where: string; key: string; value: string }[];

function flatten(value: unknown, where: string, prefix: string, out: Strings): Strings {
  if (typeof value === 'string') out.push({ where, key: prefix, value });
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, where, `${prefix}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) flatten(v, where, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/** The English strings of a locales module: its `en` objects, or its exports named `...En`. */
function englishOf(path: string, module: Record<string, unknown>): Strings {
  const out: Strings = [];
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'object' || value === null) continue;
    if ('en' in value) flatten((value as { en: unknown }).en, path, name, out);
    else if (/En$/.test(name)) flatten(value, path, name, out);
  }
  return out;
}

const modules = {
  ...import.meta.glob<Record<string, unknown>>('../features/*/locales*.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../tools/*/*/locales.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../tools/*/kit/*/locales.ts', { eager: true }),
};
const strings: Strings = [
  ...flatten(en, 'i18n/locales/en.ts', 'en', []),
  ...Object.entries(modules).flatMap(([path, module]) => englishOf(path, module)),
];

/** Words ending in s after a value that are not a counted noun ('{{name}} is', '{{n}} as'). */
const notNouns = new Set([
  'is',
  'was',
  'has',
  'does',
  'this',
  'its',
  'as',
  'us',
  'plus',
  'minus',
  'across',
  'always',
]);
/** Values that are names, not counts ('{{name}} tools', '{{mark}} wins'). */
const notCounts = new Set(['name', 'mark', 'system', 'folder', 'title', 'label', 'text']);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const counts = en.counts as Record<string, string>;

/**
 * Violations: a value followed by a plural noun outside a plural key ('{{count}} pages'), a
 * plural key without its other English form, or a nested count noun (`$t(counts.x, …)`) that
 * the shell does not have in both forms.
 */
export function countProblems(list: Strings): string[] {
  const problems: string[] = [];
  const keys = new Set(list.map((s) => `${s.where} ${s.key}`));
  for (const s of list) {
    const last = s.key.split('.').at(-1)!;
    if (PLURAL.test(last)) {
      const base = `${s.where} ${s.key.replace(PLURAL, '')}`;
      if (!keys.has(`${base}_one`) || !keys.has(`${base}_other`))
        problems.push(`${s.where} ${s.key}: needs both _one and _other in en`);
      continue;
    }
    for (const m of s.value.matchAll(/\{\{\s*(\w+)[^}]*\}\}\s+([A-Za-z]+)/g)) {
      const word = m[2]!.toLowerCase();
      if (notCounts.has(m[1]!) || word.length < 2 || notNouns.has(word)) continue;
      if (word.endsWith('s') && !word.endsWith('ss'))
        problems.push(`${s.where} ${s.key}: '${s.value}' writes {{${m[1]}}} ${m[2]} in one form`);
    }
    for (const m of s.value.matchAll(/\$t\(counts\.(\w+),/g)) {
      if (!counts[`${m[1]}_one`] || !counts[`${m[1]}_other`])
        problems.push(`${s.where} ${s.key}: counts.${m[1]} has no _one and _other in the shell`);
    }
  }
  return problems;
}

describe('plural forms of counts', () => {
  it('reads the shell, the features, the kits and every tool', () => {
    const places = new Set(strings.map((s) => s.where));
    expect(places.has('i18n/locales/en.ts')).toBe(true);
    expect([...places].filter((p) => p.includes('/tools/')).length).toBeGreaterThan(50);
    expect(strings.length).toBeGreaterThan(1000);
  });

  it('finds a count written into one form, and accepts i18next plurals', () => {
    const sample = (key: string, value: string) => ({ where: 'sample', key, value });
    expect(countProblems([sample('a', '{{count}} pages')])).toHaveLength(1);
    expect(countProblems([sample('a', 'Converting {{pages, number}} pages')])).toHaveLength(1);
    expect(countProblems([sample('a_one', '{{count}} page')])).toHaveLength(1); // no _other
    expect(countProblems([sample('a_one', '{{count}} page'), sample('a_other', '{{count}} pages')])).toEqual(
      [],
    );
    expect(countProblems([sample('a', 'Has $t(counts.pages, {"count": {{pages}} })')])).toEqual([]);
    expect(countProblems([sample('a', 'Has $t(counts.pagez, {"count": {{pages}} })')])).toHaveLength(1);
    expect(
      countProblems([
        sample('a', '{{name}} is ready'),
        sample('b', 'Page {{page}} of {{pages}}'),
        sample('c', '{{name}} tools'),
        sample('d', 'Resend in {{count}} s'),
      ]),
    ).toEqual([]);
  });

  it('leaves no count in one form in English', () => {
    expect(countProblems(strings)).toEqual([]);
  });

  it('renders a nested count in the singular and the plural, in English and Chinese', () => {
    const t = i18n.getFixedT('en');
    expect(t('errors.page_out_of_range', { count: 1 })).toBe(
      'Page number out of range (the file has 1 page)',
    );
    expect(t('errors.page_out_of_range', { count: 1200 })).toBe(
      'Page number out of range (the file has 1,200 pages)',
    );
    expect(i18n.getFixedT('zh-CN')('counts.pages', { count: 1 })).toBe('1 页');
  });
});
