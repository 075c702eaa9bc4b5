import { useTranslation } from 'react-i18next';
import type { VipInfo } from '@toolbox/contracts';
import { formatTime } from './format.ts';

/** The user's paid levels, each tagged Lv.n with its start and end time. */
export function CurrentLevels(props: { vip: VipInfo }) {
  const { t, i18n } = useTranslation();
  const { vip } = props;
  if (vip.levelList.length === 0) {
    return (
      <p data-testid="current-levels" className={vip.levelExpire ? 'credits-expired' : undefined}>
        {vip.levelExpire ? `${t('credits.vip.expired')} · ` : ''}
        {t('credits.vip.currentNone')}
      </p>
    );
  }
  return (
    <ul className="current-levels" data-testid="current-levels">
      {[...vip.levelList]
        .sort((a, b) => b.level - a.level)
        .map((period) => (
          <li key={period.level} data-level={period.level}>
            <span className="level-tag is-active">{t('credits.vip.levelN', { level: period.level })}</span>
            <span>
              <span className="muted">{t('credits.vip.start')}</span>{' '}
              {formatTime(period.startTime, i18n.language)}
            </span>
            <span>
              <span className="muted">{t('credits.vip.end')}</span>{' '}
              {formatTime(period.endTime, i18n.language)}
            </span>
          </li>
        ))}
    </ul>
  );
}
