import { ACCOUNTS_TABLE } from './accounts-data.ts';

/** The six classes, named after the first digit of the code. */
export const ACCOUNT_CLASSES = ['asset', 'liability', 'common', 'equity', 'cost', 'profitLoss'] as const;
export type AccountClass = (typeof ACCOUNT_CLASSES)[number];

/** Which industries an account is meant for (the standard's 专用/共用 notes); 'all' when unrestricted. */
export type AccountScope =
  | 'all'
  | 'bank'
  | 'securities'
  | 'insurance'
  | 'finance'
  | 'leasing'
  | 'agriculture'
  | 'oil'
  | 'construction'
  | 'bankInsurance'
  | 'bankSecurities';

export interface Account {
  code: string;
  name: string;
  /** Pinyin initials of the name, lower case: 银行存款 → yhck. */
  initials: string;
  english: string;
  accountClass: AccountClass;
  scope: AccountScope;
}

export const ACCOUNTS: readonly Account[] = ACCOUNTS_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [code = '', name = '', initials = '', english = '', scope = ''] = line.split('|');
    return {
      code,
      name,
      initials,
      english,
      accountClass: ACCOUNT_CLASSES[Number(code[0]) - 1]!,
      scope: (scope || 'all') as AccountScope,
    };
  });

/**
 * Accounts matching a query: a code prefix (“14”, “1122”), part of the Chinese name, pinyin
 * initials (“yszk”) or part of the English name; all of them when the query is blank. Spaces
 * separate terms that must all match. Optional filters keep one class or only general accounts.
 */
export function searchAccounts(
  query: string,
  filters: { accountClass?: AccountClass | 'all'; generalOnly?: boolean } = {},
): Account[] {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return ACCOUNTS.filter((account) => {
    if (
      filters.accountClass &&
      filters.accountClass !== 'all' &&
      account.accountClass !== filters.accountClass
    ) {
      return false;
    }
    if (filters.generalOnly && account.scope !== 'all') return false;
    return terms.every((term) =>
      /^\d+$/.test(term)
        ? account.code.startsWith(term)
        : account.name.includes(term) ||
          account.initials.includes(term) ||
          account.english.toLowerCase().includes(term),
    );
  });
}

/** A row as plain text for copying: "1002 银行存款". */
export const accountLine = (account: Account) => `${account.code} ${account.name}`;
