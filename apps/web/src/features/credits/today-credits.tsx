import { useTranslation } from 'react-i18next';
import type { VipInfo, VipLevel } from '@toolbox/contracts';

/**
 * Today's credits (international edition, `?showCurrentPoint`): the daily credits of each active
 * level, then today's total, used and left.
 */
export function TodayCredits(props: {
  vip: VipInfo | undefined;
  levels: VipLevel[];
  total: number | null;
  used: number | null;
}) {
  const { t } = useTranslation();
  const active = props.vip?.levelList.map((p) => p.level) ?? [];
  const granting = [1, ...active.filter((l) => l !== 1)];
  const daily = (level: number) => props.levels.find((l) => l.level === level)?.dailyPoint ?? 0;
  const left = props.total === null || props.used === null ? null : Math.max(0, props.total - props.used);
  return (
    <section className="card credits-card" aria-labelledby="today-credits" data-testid="today-credits">
      <h2 id="today-credits">{t('credits.vip.todayTitle')}</h2>
      <table className="credits-table">
        <tbody>
          {granting.map((level) => (
            <tr key={level}>
              <th scope="row">{t('credits.vip.levelN', { level })}</th>
              <td>{daily(level)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('credits.vip.todayTotal')}</th>
            <td data-testid="today-total">{props.total ?? '–'}</td>
          </tr>
          <tr>
            <th scope="row">{t('credits.vip.todayUsed')}</th>
            <td data-testid="today-used">{props.used ?? '–'}</td>
          </tr>
          <tr>
            <th scope="row">{t('credits.vip.todayLeft')}</th>
            <td data-testid="today-left">{left ?? '–'}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
