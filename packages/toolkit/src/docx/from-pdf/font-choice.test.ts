import { describe, expect, it } from 'vitest';
import { chooseFamilies } from './font-choice.ts';
import { fixturePages } from './layout-test-helper.ts';

const familiesOf = async (name: string) => chooseFamilies((await fixturePages(name)).flatMap((p) => p.spans));

describe('the family each PDF font is written in', () => {
  it('keeps fonts with known widths and CJK fonts', async () => {
    const word = await familiesOf('word-form-report-tables.pdf');
    expect(word.get('ArialMT')).toBe('Arial');
    expect(word.get('TimesNewRomanPSMT')).toBe('Times New Roman');
    expect((await familiesOf('wps-chinese-quarterly-report.pdf')).get('SimSun')).toBe('SimSun');
  });

  it('replaces fonts that are not installed by the measured family of their kind with the closest widths', async () => {
    // Century Gothic (a French council's minutes): a sans, wider than Arial, far wider than Calibri.
    expect((await familiesOf('word-french-minutes.pdf')).get('CenturyGothic')).toBe('Arial');
    // TeX's Computer Modern: a serif, nearer Cambria's widths than Times New Roman's.
    const tex = await familiesOf('latex-multicolumn.pdf');
    expect(tex.get('CMR10')).toBe('Cambria');
    expect((await familiesOf('latex-ieee-two-column.pdf')).get('CMTT9')).toBe('Courier New');
    // Helvetica Neue is not Helvetica (whose widths Arial has), nor is Calibri Light Calibri.
    expect((await familiesOf('invoice-apache-fop.pdf')).get('HelveticaNeue-Roman')).toBe('Arial');
    expect((await familiesOf('word365-lists-headings.pdf')).get('Calibri-Light')).toMatch(
      /^(Arial|Calibri)$/,
    );
  });
});
