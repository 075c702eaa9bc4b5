import { describe, expect, it } from 'vitest';
import { ACCOUNTS, searchAccounts } from './accounts.ts';

describe('chart of accounts', () => {
  it('holds the standard accounts with unique four-digit codes in order', () => {
    expect(ACCOUNTS.length).toBe(156);
    const codes = ACCOUNTS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[1-6]\d{3}$/.test(c))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    for (const a of ACCOUNTS) expect(a.initials).toHaveLength([...a.name].length);
  });

  it('places accounts in the class of their first digit', () => {
    const byCode = (code: string) => ACCOUNTS.find((a) => a.code === code)!;
    expect(byCode('1001')).toMatchObject({ name: '库存现金', accountClass: 'asset', scope: 'all' });
    expect(byCode('2221')).toMatchObject({ name: '应交税费', accountClass: 'liability' });
    expect(byCode('3101')).toMatchObject({ name: '衍生工具', accountClass: 'common' });
    expect(byCode('4103')).toMatchObject({ name: '本年利润', accountClass: 'equity' });
    expect(byCode('5001')).toMatchObject({ name: '生产成本', accountClass: 'cost' });
    expect(byCode('6403')).toMatchObject({ name: '税金及附加', accountClass: 'profitLoss' });
    expect(byCode('1003')).toMatchObject({ scope: 'bank' });
  });

  it('finds accounts by code prefix, name, pinyin initials (polyphones read right) and English', () => {
    expect(searchAccounts('1002').map((a) => a.name)).toEqual(['银行存款']);
    expect(searchAccounts('140').map((a) => a.code)).toEqual([
      '1401',
      '1402',
      '1403',
      '1404',
      '1405',
      '1406',
      '1407',
      '1408',
    ]);
    expect(searchAccounts('应收').map((a) => a.code)).toContain('1122');
    expect(searchAccounts('yhck').map((a) => a.name)).toEqual(['银行存款']);
    expect(searchAccounts('cqjk').map((a) => a.name)).toEqual(['长期借款']);
    expect(searchAccounts('ljzj').map((a) => a.name)).toEqual(['累计折旧', '生产性生物资产累计折旧']);
    expect(searchAccounts('Goodwill').map((a) => a.code)).toEqual(['1711']);
    expect(searchAccounts('折旧 生产性').map((a) => a.code)).toEqual(['1622']);
    expect(searchAccounts('nothing-like-this')).toEqual([]);
  });

  it('filters by class and to general accounts', () => {
    expect(searchAccounts('', { accountClass: 'equity' }).map((a) => a.code)).toEqual([
      '4001',
      '4002',
      '4101',
      '4102',
      '4103',
      '4104',
      '4201',
    ]);
    const general = searchAccounts('', { generalOnly: true });
    expect(general.some((a) => a.code === '1003')).toBe(false);
    expect(general.some((a) => a.code === '1002')).toBe(true);
  });
});
