import { useCallback, useEffect, useState } from 'react';
import { TRIP_SHARE_DAYS, type TripPlan, type TripShare } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { SelectField } from '../../../ui/field.tsx';

type ShareDays = (typeof TRIP_SHARE_DAYS)[number];

/** The address a share opens at. */
export const shareUrl = (id: string) =>
  `${window.location.origin}/func/trip_plan_share_page?id=${encodeURIComponent(id)}`;

/** What must be filled in before a plan can be shared (the server checks the same). */
function missingForShare(plan: TripPlan): string | null {
  if (!plan.title.trim()) return 'needTitle';
  if (plan.days.some((d) => d.places.some((p) => !p.name.trim()))) return 'needPlaceNames';
  return null;
}

/**
 * Sharing: a link to a copy of the plan as it is now, for 1, 7 or 30 days, that opens without
 * signing in; the links this browser (or account) made, each of which can be withdrawn.
 */
export function SharePanel({ plan }: { plan: TripPlan }) {
  const { t } = useToolTranslation();
  const locale = useLocale();
  const [days, setDays] = useState<ShareDays>(7);
  const [shares, setShares] = useState<TripShare[]>([]);
  const [made, setMade] = useState<TripShare | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    call('tripShareList', {}, { silent: true }).then(setShares, () => {});
  }, []);
  useEffect(refresh, [refresh]);

  const share = async () => {
    const missing = missingForShare(plan);
    setProblem(missing ? t(missing) : null);
    if (missing) return;
    setBusy(true);
    try {
      setMade(await call('tripShareCreate', { plan, expireDays: days }));
      refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    await call('tripShareRevoke', { id }).catch(() => {});
    if (made?.id === id) setMade(null);
    refresh();
  };
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="card stack" aria-label={t('share')}>
      <h2>{t('share')}</h2>
      <p className="muted">{t('shareNote')}</p>
      <div className="row">
        <SelectField<ShareDays>
          label={t('shareFor')}
          value={days}
          options={TRIP_SHARE_DAYS}
          labelOf={(n) => t('shareDays', { count: n })}
          onChange={setDays}
        />
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void share()}>
          {t('makeLink')}
        </button>
      </div>
      {problem ? (
        <p className="trip-over" role="alert">
          {problem}
        </p>
      ) : null}
      {made ? (
        <div className="stack" role="status">
          <span className="trip-share-url" data-testid="trip-share-url">
            {shareUrl(made.id)}
          </span>
          <div className="row">
            <CopyButton text={shareUrl(made.id)} />
            <span className="muted">{t('expires', { time: when.format(new Date(made.expireTime)) })}</span>
          </div>
        </div>
      ) : null}
      {shares.length ? (
        <>
          <h3>{t('myLinks')}</h3>
          <ul className="stack trip-shares">
            {shares.map((s) => (
              <li key={s.id} className="row">
                <a href={shareUrl(s.id)} target="_blank" rel="noreferrer">
                  {s.title}
                </a>
                <span className="muted">{t('expires', { time: when.format(new Date(s.expireTime)) })}</span>
                <button type="button" className="btn btn-ghost" onClick={() => void revoke(s.id)}>
                  {t('withdraw', { title: s.title })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
