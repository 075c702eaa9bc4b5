import { describe, expect, it } from 'vitest';
import { failingRules, phoneDigits, validationMessages } from './validation.ts';

const EN = {
  email: 'Invalid email format.',
  password: 'Invalid password format: 8-20 characters, include letters and numbers.',
  confirm: 'Confirm password does not match.',
  agree: 'Please agree to the User Agreement and Privacy Policy.',
};

function signUp(fields: { email: string; password: string; passwordConfirmation: string; agree: boolean }) {
  return validationMessages(
    failingRules({
      email: fields.email,
      password: fields.password,
      passwordConfirmation: fields.passwordConfirmation,
      agreeUserAgreementAndPrivacyPolicy: fields.agree,
      agreeProtocolList: fields.agree ? ['000', '001'] : [],
    }),
    'en',
  );
}

describe('sign-up validation', () => {
  it('gives every failing message together, in form order, with the exact wording', () => {
    expect(signUp({ email: 'x', password: 'short', passwordConfirmation: 'other', agree: false })).toEqual([
      EN.email,
      EN.password,
      EN.confirm,
      EN.agree,
    ]);
  });

  it('passes a valid form', () => {
    expect(
      signUp({ email: 'a@b.co', password: 'abcdef12', passwordConfirmation: 'abcdef12', agree: true }),
    ).toEqual([]);
  });

  it.each([
    ['abcdefg1', true], // 8
    ['abcdefghijklmnopqr12', true], // 20
    ['abcdef1', false], // 7
    ['abcdefghijklmnopqrs12', false], // 21
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
  ])('password %s valid: %s', (password, ok) => {
    const messages = signUp({ email: 'a@b.co', password, passwordConfirmation: password, agree: true });
    expect(messages).toEqual(ok ? [] : [EN.password]);
  });

  it.each(['plain', 'a@b', 'a b@c.de', '@c.de', 'a@.de'])('refuses the e-mail %s', (email) => {
    expect(signUp({ email, password: 'abcdef12', passwordConfirmation: 'abcdef12', agree: true })).toEqual([
      EN.email,
    ]);
  });

  it('checks only what is given: the set-password dialog has no e-mail or agreement', () => {
    expect(validationMessages(failingRules({ password: 'abc', passwordConfirmation: 'abd' }), 'en')).toEqual([
      EN.password,
      EN.confirm,
    ]);
  });

  it('speaks Chinese too', () => {
    expect(validationMessages(failingRules({ email: 'x' }), 'zh-CN')).toEqual(['邮箱格式不正确。']);
  });

  it('keeps at most 11 digits of a phone number', () => {
    expect(phoneDigits('138 0013-8000 99')).toBe('13800138000');
  });
});
