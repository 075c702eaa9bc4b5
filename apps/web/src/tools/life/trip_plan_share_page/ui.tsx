import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tripShareGetResponse, type TripPlan } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Icon, Spinner } from '../../../ui/icons.tsx';
import { PlanView } from '../kit/trip/plan-view.tsx';
import { TripMap } from '../kit/trip/trip-map.tsx';
import '../kit/trip/trip.css';

type Loaded = { plan: TripPlan; createTime: string; expireTime: string };

/** trip_plan_share_page: a plan someone shared, opened by its link (`?id=`), without signing in. */
export default function TripPlanSharePage() {
  const { t } = useToolTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [state, setState] = useState<{ id: string; loaded?: Loaded; error?: string } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    call('tripShareGet', { id }, { silent: true }).then(
      (answer) => live && setState({ id, loaded: tripShareGetResponse.parse(answer) }),
      (error: unknown) =>
        live && setState({ id, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (!id || state?.error) {
    return (
      <div className="notice" role="alert" data-testid="trip-share-missing">
        <Icon name="info" />
        <span>{id ? state?.error : t('noLink')}</span>
        <Link className="btn btn-secondary" to="/func/trip_plan">
          {t('planYourOwn')}
        </Link>
      </div>
    );
  }
  if (state?.id !== id || !state.loaded) return <Spinner label={t('loading')} />;
  const { plan, expireTime } = state.loaded;
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(expireTime),
  );
  return (
    <div className="trip-layout">
      <div className="stack">
        <h2 className="trip-shared-title" data-testid="trip-shared-title">
          {plan.title}
        </h2>
        <p className="muted">{t('sharedUntil', { time: until })}</p>
        <PlanView plan={plan} />
      </div>
      <section className="card" aria-label={t('mapLabel')}>
        <TripMap plan={plan} day={null} label={t('mapLabel')} />
      </section>
    </div>
  );
}
