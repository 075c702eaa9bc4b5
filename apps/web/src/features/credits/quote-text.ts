import type { FuncUseQuote } from '@toolbox/contracts';
import type { TFunction } from 'i18next';

/**
 * The sentences that say what one use takes now, from the server's quote (the rule it charges
 * by): free with the free uses left, the credits with what the user has, not enough, or nothing
 * now; then why (free uses taken) or what comes after them, and a member's priority.
 */
export function quoteSentences(t: TFunction, quote: FuncUseQuote): string[] {
  const pages = quote.pages === null ? null : t('credits.use.pages', { count: quote.pages });
  const lines: string[] = [];
  if (quote.kind === 'none') return [t('credits.use.none')];
  if (quote.kind === 'free') {
    lines.push(t('credits.use.freeNow', { left: quote.freeCountLeft, count: quote.freeCount }));
    lines.push(
      pages === null
        ? t('credits.use.thenCost', { count: quote.each })
        : t('credits.use.thenCostPage', { count: quote.each }),
    );
  } else {
    const values = { count: quote.point, balance: quote.balance, pages, each: quote.each };
    const key = quote.kind === 'short' ? 'short' : 'cost';
    lines.push(
      pages === null
        ? t(key === 'short' ? 'credits.use.short' : 'credits.use.costNow', values)
        : t(key === 'short' ? 'credits.use.shortPages' : 'credits.use.costPages', values),
    );
    if (quote.freeCount > 0) lines.push(t('credits.use.freeUsedUp', { count: quote.freeCount }));
  }
  if (quote.priority) lines.push(t('credits.use.priority'));
  return lines;
}

/** Sentences joined as the language writes them: a space after English ones, none after Chinese ones. */
export function joinSentences(lines: string[], language: string): string {
  return lines.join(language.startsWith('zh') ? '' : ' ');
}
