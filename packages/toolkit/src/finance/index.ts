// Public surface of the finance area: account titles, amounts in Chinese capitals, invoice checks.
export * from './accounts.ts';
export * from './chinese-upper.ts';
export * from './invoice.ts';
