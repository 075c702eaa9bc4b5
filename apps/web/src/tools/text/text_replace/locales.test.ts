import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';
import { reasonKey } from './preview.ts';

/** Every leaf key as a dotted path, with its text. */
function flatten(strings: object, prefix = ''): Array<[string, string]> {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value as object, `${prefix}${key}.`),
  );
}

describe('text_replace locales', () => {
  const zh = new Map(flatten(locales['zh-CN']));
  const en = new Map(flatten(locales.en));

  it('have the same keys in both languages, none empty', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of [...zh, ...en]) expect(value.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of en) expect(placeholders(zh.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('translate every reason the preview can recognise', () => {
    const reasons = [
      'Unterminated group',
      "Unmatched ')'",
      'Nothing to repeat',
      'Unterminated character class',
      'Range out of order in character class',
      'Duplicate capture group name',
      'Invalid capture group name',
      'Invalid named capture referenced',
      'Invalid group',
      'numbers out of order in {} quantifier',
      'Incomplete quantifier',
      '\\ at end of pattern',
      'Invalid property name',
      'Invalid Unicode escape',
    ];
    for (const reason of reasons) {
      const key = reasonKey(reason);
      expect(key, reason).not.toBeNull();
      expect(en.has(`reasons.${key}`), reason).toBe(true);
    }
  });
});
