import { describe, expect, it } from 'vitest';
import { familyName, fontsFor } from './fonts.ts';

describe('font mapping', () => {
  it('maps PDF font names to the families Word and LibreOffice know', () => {
    expect(familyName('TimesNewRomanPSMT')).toBe('Times New Roman');
    expect(familyName('ArialMT')).toBe('Arial');
    expect(familyName('Helvetica')).toBe('Arial');
    expect(familyName('LiberationSerif')).toBe('Times New Roman');
    expect(familyName('Calibri')).toBe('Calibri');
    expect(familyName('CMR10')).toBe('Times New Roman');
    expect(familyName('CMTT9')).toBe('Courier New');
    expect(familyName('SimSun')).toBe('SimSun');
    expect(familyName('MyriadPro')).toBe('Myriad Pro');
  });

  it('gives CJK text an East Asian font and emoji an emoji font', () => {
    expect(fontsFor('ArialMT', '报告 2018')).toEqual({ ascii: 'Arial', eastAsia: 'SimSun' });
    expect(fontsFor('SimHei', '报告')).toEqual({ ascii: 'SimHei', eastAsia: 'SimHei' });
    expect(fontsFor('ArialMT', '😀')).toEqual({ ascii: 'Segoe UI Emoji', eastAsia: 'Segoe UI Emoji' });
    expect(fontsFor('ArialMT', 'plain')).toEqual({ ascii: 'Arial', eastAsia: 'Arial' });
  });
});
