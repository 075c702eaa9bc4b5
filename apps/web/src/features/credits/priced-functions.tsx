import type { Func, Locale } from '@toolbox/contracts';
import { useTranslation } from 'react-i18next';
import { functionsResource, funcName } from '../../queries/catalog-data.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { formatPrice } from './format.ts';

/** What one function costs, from its catalogue fields (openLevel, point, freeCount, price). */
export function priceSentence(
  t: (key: string, options?: Record<string, unknown>) => string,
  func: Pick<Func, 'openLevel' | 'point' | 'freeCount' | 'price'>,
  money: (amount: number) => string,
): string {
  if (func.openLevel === 1)
    return t('credits.vip.priced.perResult', { count: func.point, price: money(func.price) });
  const parts = [
    func.openLevel === 3
      ? t('credits.vip.priced.perPage', { count: func.point })
      : t('credits.vip.priced.perUse', { count: func.point }),
  ];
  if (func.freeCount > 0) parts.push(t('credits.vip.priced.freeUses', { count: func.freeCount }));
  if (func.openLevel === 2) parts.push(t('credits.vip.priced.priority'));
  return parts.join(t('credits.vip.priced.separator'));
}

/** Functions that cost something; every other listed function is free. */
export function pricedOf(funcs: readonly Func[]): Func[] {
  return funcs.filter((f) => f.openLevel === 1 || f.point > 0);
}

/**
 * /vip's list of what costs credits, derived from the catalogue: how many tools are free, then
 * each priced function with its price per use or page, its free uses a day, and members'
 * priority. Nothing is said about where a tool runs: the price is what the catalogue says.
 */
export function PricedFunctions() {
  const { t, i18n } = useTranslation();
  const funcs = functionsResource.use();
  const info = systemInfoResource.use();
  if (!funcs.data) return null;
  const priced = pricedOf(funcs.data);
  const currency = info.data?.edition === 'cn' ? 'CNY' : 'USD';
  const locale = (i18n.language === 'zh-CN' ? 'zh-CN' : 'en') as Locale;
  return (
    <div className="vip-priced" data-testid="vip-priced">
      <p>{t('credits.vip.priced.free', { count: funcs.data.length - priced.length })}</p>
      {priced.length ? (
        <>
          <p>{t('credits.vip.priced.lead')}</p>
          <ul>
            {priced.map((func) => (
              <li key={func.code}>
                <strong>{funcName(func, locale)}</strong>
                {t('credits.vip.priced.colon')}
                {priceSentence(t, func, (amount) => formatPrice(amount, currency, i18n.language))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
