import { describe, expect, it } from 'vitest';
import { checkFileName, orderRenameSteps } from './file-name.ts';
import {
  defaultRenameRules,
  planIsApplicable,
  planRenames,
  RenameRuleError,
  renameOne,
  splitExtension,
  type RenameRules,
} from './rename-plan.ts';

const rules = (over: Partial<RenameRules>): RenameRules => ({ ...defaultRenameRules, ...over });
const num = (over: Partial<RenameRules['numbering']>) => ({
  ...defaultRenameRules.numbering,
  enabled: true,
  ...over,
});

describe('rename rules', () => {
  it('splits extensions like a file manager', () => {
    expect(splitExtension('photo.tar.gz')).toEqual(['photo.tar', 'gz']);
    expect(splitExtension('.env')).toEqual(['.env', '']);
    expect(splitExtension('README')).toEqual(['README', '']);
    expect(splitExtension('trailing.')).toEqual(['trailing.', '']);
  });

  it('adds prefix, suffix and numbering before the extension', () => {
    const r = rules({ prefix: 'trip-', suffix: '-edit', numbering: num({ start: 9, step: 1, padding: 3 }) });
    expect(renameOne('IMG_1.JPG', 0, r)).toBe('trip-IMG_1-edit_009.JPG');
    expect(renameOne('IMG_2.JPG', 1, r)).toBe('trip-IMG_2-edit_010.JPG');
    const before = rules({
      numbering: num({ start: 1, step: 5, padding: 1, position: 'before', separator: ' ' }),
    });
    expect(renameOne('a.txt', 2, before)).toBe('11 a.txt');
    expect(renameOne('a.txt', 0, rules({ numbering: num({ start: 0, step: -1, padding: 2 }) }))).toBe(
      'a_00.txt',
    );
    expect(renameOne('a.txt', 3, rules({ numbering: num({ start: 0, step: -1, padding: 2 }) }))).toBe(
      'a_-03.txt',
    );
  });

  it('finds literally by default, with $ kept verbatim', () => {
    const r = rules({ find: '.', replace: '$&$&' });
    expect(renameOne('a.b.c.txt', 0, r)).toBe('a$&$&b$&$&c.txt');
    expect(renameOne('Report REPORT.doc', 0, rules({ find: 'report', replace: 'r' }))).toBe('r r.doc');
    expect(
      renameOne('Report REPORT.doc', 0, rules({ find: 'report', replace: 'r', caseSensitive: true })),
    ).toBe('Report REPORT.doc');
  });

  it('supports regular expressions with groups and rejects bad ones with a code', () => {
    const r = rules({ find: '^(\\d{4})(\\d{2})(\\d{2})_', replace: '$1-$2-$3 ', regex: true });
    expect(renameOne('20240131_beach.jpg', 0, r)).toBe('2024-01-31 beach.jpg');
    expect(() => planRenames(['a'], rules({ find: '(', regex: true }))).toThrow(RenameRuleError);
    try {
      planRenames(['a'], rules({ find: '[z-a]', regex: true }));
    } catch (e) {
      expect((e as RenameRuleError).code).toBe('bad_regex');
    }
  });

  it('changes case of the name and handles the extension separately', () => {
    expect(renameOne('my holiday_photo.JPG', 0, rules({ caseMode: 'title' }))).toBe('My Holiday_Photo.JPG');
    expect(
      renameOne('Straße.TXT', 0, rules({ caseMode: 'upper', extension: { mode: 'lower', value: '' } })),
    ).toBe('STRASSE.txt');
    expect(renameOne('a.jpeg', 0, rules({ extension: { mode: 'replace', value: '.jpg' } }))).toBe('a.jpg');
    expect(renameOne('a.jpeg', 0, rules({ extension: { mode: 'remove', value: '' } }))).toBe('a');
    expect(renameOne('noext', 0, rules({ extension: { mode: 'replace', value: 'md' } }))).toBe('noext.md');
  });
});

describe('plan checks', () => {
  it('flags Windows-illegal, reserved, empty and overlong names', () => {
    expect(checkFileName('a:b?.txt')).toEqual(['invalid_chars']);
    expect(checkFileName('CON.txt')).toEqual(['reserved']);
    expect(checkFileName('lpt1')).toEqual(['reserved']);
    expect(checkFileName('console.txt')).toEqual([]);
    expect(checkFileName('name. ')).toEqual(['trailing_dot_space']);
    expect(checkFileName('')).toEqual(['empty']);
    expect(checkFileName('好'.repeat(86))).toEqual(['too_long']); // 258 UTF-8 bytes
    expect(checkFileName('好'.repeat(85))).toEqual([]);
  });

  it('flags duplicates case-insensitively, including files left alone', () => {
    const plan = planRenames(
      ['a.txt', 'b.TXT', 'c.txt'],
      rules({ find: 'b', replace: 'A', extension: { mode: 'lower', value: '' } }),
    );
    expect(plan.map((e) => e.newName)).toEqual(['a.txt', 'A.txt', 'c.txt']);
    expect(plan[0]!.issues).toEqual(['duplicate']);
    expect(plan[1]!.issues).toEqual(['duplicate']);
    expect(plan[2]!.issues).toEqual([]);
    expect(planIsApplicable(plan)).toBe(false);
    const withOther = planRenames(['x.txt'], rules({ find: 'x', replace: 'y' }), ['Y.TXT']);
    expect(withOther[0]!.issues).toEqual(['duplicate']);
  });

  it('flags names that become empty and needs at least one change', () => {
    const plan = planRenames(['abc'], rules({ find: 'abc', replace: '' }));
    expect(plan[0]).toMatchObject({ newName: '', issues: ['empty'] });
    expect(planIsApplicable(planRenames(['a.txt'], defaultRenameRules))).toBe(false);
    expect(planIsApplicable(planRenames(['a.txt'], rules({ prefix: 'x' })))).toBe(true);
  });
});

describe('rename order', () => {
  const apply = (files: string[], steps: Array<{ from: string; to: string }>) => {
    const set = new Set(files);
    for (const s of steps) {
      expect(set.has(s.from)).toBe(true);
      if (s.from.toLowerCase() !== s.to.toLowerCase())
        expect([...set].some((f) => f.toLowerCase() === s.to.toLowerCase())).toBe(false);
      set.delete(s.from);
      set.add(s.to);
    }
    return [...set].sort();
  };

  it('renames chains from the free end', () => {
    const steps = orderRenameSteps([
      { from: '1.jpg', to: '2.jpg' },
      { from: '2.jpg', to: '3.jpg' },
    ]);
    expect(steps).toEqual([
      { from: '2.jpg', to: '3.jpg' },
      { from: '1.jpg', to: '2.jpg' },
    ]);
  });

  it('breaks cycles through a temporary name and allows case-only changes', () => {
    const files = ['a', 'b', 'c', 'd.TXT'];
    const renames = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'd.TXT', to: 'd.txt' },
    ];
    const steps = orderRenameSteps(renames, (i) => `tmp${i}`);
    expect(steps).toHaveLength(5);
    expect(apply(files, steps)).toEqual(['a', 'b', 'c', 'd.txt']);
    expect(steps).toContainEqual({ from: 'd.TXT', to: 'd.txt' });
  });
});
