import { describe, expect, it } from 'vitest';
import { familyName, fontsFor } from './fonts.ts';

describe('font mapping', () => {
  it('maps PDF font names to the families Word and LibreOffice know', () => {
    expect(familyName('TimesNewRomanPSMT')).toBe('Times New Roman');
    expect(familyName('ArialMT')).toBe('Arial');
    expect(familyName('Helvetica')).toBe('Arial');
    expect(familyName('LiberationSerif')).toBe('Times New Roman');
    expect(familyName('Calibri')).toBe('Calibri');
    expect(familyName('SimSun')).toBe('SimSun');
    expect(familyName('MyriadPro')).toBe('Myriad Pro');
    // Not the widths of Helvetica or Arial: replaced by measurement (font-choice.ts).
    expect(familyName('HelveticaNeue-Light')).toBe('Helvetica Neue Light');
    expect(familyName('ArialNarrow')).toBe('Arial Narrow');
  });

  it('gives CJK text an East Asian font and emoji an emoji font', () => {
    expect(fontsFor('ArialMT', '报告 2018')).toEqual({ ascii: 'Arial', eastAsia: 'SimSun' });
    // A CJK font's Latin text in the Latin family of its kind (whose widths are known).
    expect(fontsFor('SimHei', '报告 2018')).toEqual({ ascii: 'Arial', eastAsia: 'SimHei' });
    expect(fontsFor('SimSun', '报告')).toEqual({ ascii: 'Times New Roman', eastAsia: 'SimSun' });
    expect(fontsFor('ArialMT', '😀')).toEqual({ ascii: 'Segoe UI Emoji', eastAsia: 'Segoe UI Emoji' });
    expect(fontsFor('ArialMT', 'plain')).toEqual({ ascii: 'Arial', eastAsia: 'Arial' });
  });
});
