import {
  accountFormMessages,
  checkAccountForm,
  type AccountFormFields,
  type AccountFormRule,
  type Locale,
} from '@toolbox/contracts';

/**
 * The spec's validation rules (section 5) come from the contracts, so the web and the server give
 * the same verdict with the same words. Forms show every failing message together in one alert.
 */
export type { AccountFormRule };

export function failingRules(fields: AccountFormFields): AccountFormRule[] {
  return checkAccountForm(fields);
}

/** The messages of the failing rules, in form order, in the reader's language. */
export function validationMessages(rules: readonly AccountFormRule[], locale: Locale): string[] {
  return rules.map((rule) => accountFormMessages[rule][locale]);
}

/** The digits a visitor typed for a mainland number, at most 11 (the +86 prefix is shown apart). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 11);
}
