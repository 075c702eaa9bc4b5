import { i18n } from '../../i18n/i18n.ts';
import { operatorEn, operatorZhCN } from './locales.ts';
import { contentEn, contentZhCN } from './locales-content.ts';
import { dashboardEn, dashboardZhCN } from './locales-dashboard.ts';
import { moneyEn, moneyZhCN } from './locales-money.ts';
import { resultPayEn, resultPayZhCN } from './locales-result-pay.ts';

/**
 * Adds the console's strings under `operator` in both languages. The console is a page of its own
 * that few people open, so its strings load with it rather than with every visitor's first script.
 */
export function registerOperatorLocales(): void {
  if (i18n.getResource('en', 'translation', 'operator.title') !== undefined) return;
  i18n.addResourceBundle(
    'en',
    'translation',
    { operator: { ...operatorEn, ...contentEn, ...dashboardEn, ...moneyEn, ...resultPayEn } },
    true,
    true,
  );
  i18n.addResourceBundle(
    'zh-CN',
    'translation',
    { operator: { ...operatorZhCN, ...contentZhCN, ...dashboardZhCN, ...moneyZhCN, ...resultPayZhCN } },
    true,
    true,
  );
}
