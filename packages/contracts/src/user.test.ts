import { describe, expect, it } from 'vitest';
import {
  accountFormMessage,
  checkAccountForm,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  normalizeMainlandPhone,
} from './user.ts';

describe('account form rules', () => {
  it('checks email, password, confirmation and agreement together, in form order', () => {
    const rules = checkAccountForm({
      email: 'bad',
      password: 'abc',
      passwordConfirmation: 'abd',
      agreeUserAgreementAndPrivacyPolicy: true,
      agreeProtocolList: ['000'],
    });
    expect(rules).toEqual(['email', 'password', 'passwordConfirmation', 'agreement']);
    expect(accountFormMessage(rules, 'en').split('\n')).toEqual([
      'Invalid email format.',
      'Invalid password format: 8-20 characters, include letters and numbers.',
      'Confirm password does not match.',
      'Please agree to the User Agreement and Privacy Policy.',
    ]);
    expect(
      checkAccountForm({ email: 'a@b.co', password: 'abcd1234', passwordConfirmation: 'abcd1234' }),
    ).toEqual([]);
  });

  it('applies the password rule: 8-20 characters with a letter and a digit', () => {
    expect(isValidPassword('abcdefg1')).toBe(true);
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('a1')).toBe(false);
    expect(isValidPassword('a1'.repeat(10))).toBe(true);
    expect(isValidPassword('a1'.repeat(10) + 'x')).toBe(false);
    expect(isValidPassword('abcd 1234')).toBe(false);
  });

  it('accepts plain addresses and mainland numbers', () => {
    expect(isValidEmail('someone@example.com')).toBe(true);
    expect(isValidEmail('someone@example')).toBe(false);
    expect(isValidEmail('a b@example.com')).toBe(false);
    expect(normalizeMainlandPhone('13800138000')).toBe('+8613800138000');
    expect(normalizeMainlandPhone('+86 138-0013-8000')).toBe('+8613800138000');
    expect(normalizeMainlandPhone('12800138000')).toBeNull();
    expect(normalizeMainlandPhone('1380013800')).toBeNull();
  });

  it('refuses invisible and control characters in addresses, with their own message', () => {
    for (const c of ['\u202E', '\u202D', '\u2066', '\u200B', '\u200E', '\uFEFF', '\u0000', '\u0085']) {
      expect(isValidEmail(`a${c}b@x.co`), JSON.stringify(c)).toBe(false);
      expect(checkAccountForm({ email: `a${c}b@x.co` })).toEqual(['emailHidden']);
    }
    expect(accountFormMessage(['emailHidden'], 'zh-CN')).toBe(
      '邮箱地址包含不可见字符或控制字符，请重新输入。',
    );
    expect(normalizeEmail(' Ｆｕｌｌ＠Example．com ')).toBe('full@example.com');
    expect(isValidEmail(normalizeEmail('ｍｅ＠ｅｘａｍｐｌｅ．ｃｏｍ'))).toBe(true);
  });
});
