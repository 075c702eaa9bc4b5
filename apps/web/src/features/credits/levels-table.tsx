import { orderCycles, type OrderCycle, type VipLevel } from '@toolbox/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice, levelPrice } from './format.ts';

/**
 * Every level with its daily credits and monthly, quarterly and yearly prices ('Free' when a level
 * has no price). With `onOrder`, paid levels get an order button labelled by `actionLabel`.
 */
export function LevelsTable(props: {
  levels: VipLevel[];
  onOrder?: (level: number) => void;
  actionLabel?: (level: number) => string;
  caption?: string;
}) {
  const { t, i18n } = useTranslation();
  const price = (level: VipLevel, cycle: OrderCycle) => {
    const amount = levelPrice(level, cycle);
    return amount === null || amount <= 0
      ? t('credits.vip.free')
      : formatPrice(amount, level.currency, i18n.language);
  };
  return (
    <div className="credits-table-wrap">
      <table className="credits-table levels-table" data-testid="levels-table">
        {props.caption ? <caption>{props.caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t('credits.vip.level')}</th>
            <th scope="col">{t('credits.vip.dailyPoint')}</th>
            {orderCycles.map((cycle) => (
              <th scope="col" key={cycle}>
                {t(`credits.vip.${cycle}`)}
              </th>
            ))}
            {props.onOrder ? (
              <th scope="col">
                <span className="visually-hidden">{t('credits.vip.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {props.levels.map((level) => (
            <tr key={level.level} data-level={level.level}>
              <th scope="row">
                <span className="level-tag">{t('credits.vip.levelN', { level: level.level })}</span>
              </th>
              <td data-label={t('credits.vip.dailyPoint')}>{level.dailyPoint}</td>
              {orderCycles.map((cycle) => (
                <td key={cycle} data-label={t(`credits.vip.${cycle}`)}>
                  {price(level, cycle)}
                </td>
              ))}
              {props.onOrder ? (
                <td className="levels-action">
                  {level.monthlyPrice === null ? null : (
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      onClick={() => props.onOrder?.(level.level)}
                    >
                      {props.actionLabel?.(level.level) ?? t('credits.vip.upgrade')}
                      <span className="visually-hidden">
                        {' '}
                        {t('credits.vip.levelN', { level: level.level })}
                      </span>
                    </button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
