import type { TripPlan } from '@toolbox/contracts';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { dayDate, durationText, legMinutes, planTotals, summarizeDay } from './plan-model.ts';

/** Money in the plan's currency, in the reader's language. */
export function useMoney(currency: string) {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
}

/** The totals line: spending, travel time, budget left or exceeded. */
export function PlanTotals({ plan }: { plan: TripPlan }) {
  const { t } = useToolTranslation();
  const money = useMoney(plan.currency);
  const totals = planTotals(plan);
  return (
    <p className="trip-totals" data-testid="trip-totals">
      {t('total', { cost: money(totals.cost), time: durationText(totals.travelMinutes, t) })}
      {totals.left === null ? null : (
        <span className={totals.left < 0 ? 'trip-over' : 'muted'}>
          {' · '}
          {totals.left < 0
            ? t('overBudget', { over: money(-totals.left) })
            : t('budgetLeft', { left: money(totals.left) })}
        </span>
      )}
    </p>
  );
}

/** The plan to read: each day with its places in order, the way between them, costs and notes. */
export function PlanView({ plan }: { plan: TripPlan }) {
  const { t } = useToolTranslation();
  const money = useMoney(plan.currency);
  return (
    <div className="stack trip-view">
      <PlanTotals plan={plan} />
      {plan.notes ? <p className="trip-notes">{plan.notes}</p> : null}
      {plan.days.map((day, d) => {
        const date = dayDate(plan.startDate, d);
        const sum = summarizeDay(day.places);
        return (
          <section key={d} className="card stack trip-day" aria-label={t('day', { n: d + 1 })}>
            <h2>
              {date ? t('dayWithDate', { n: d + 1, date }) : t('day', { n: d + 1 })}
              {day.title ? ` · ${day.title}` : ''}
            </h2>
            {day.places.length === 0 ? <p className="muted">{t('noPlaces')}</p> : null}
            <ol className="trip-places">
              {day.places.map((place, i) => {
                const leg = legMinutes(place, day.places[i + 1]);
                return (
                  <li key={i}>
                    <div>
                      {place.time ? <span className="trip-time">{place.time}</span> : null}
                      <strong>{place.name}</strong>
                      {place.cost > 0 ? <span className="muted"> · {money(place.cost)}</span> : null}
                    </div>
                    {place.note ? <p className="muted">{place.note}</p> : null}
                    {leg.minutes !== null ? (
                      <p className="trip-leg">
                        {t(leg.estimated ? 'legEstimated' : 'leg', {
                          mode: t(`modes.${place.mode}`),
                          time: durationText(leg.minutes, t),
                        })}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <p className="muted">
              {t('dayTotal', { cost: money(sum.cost), time: durationText(sum.travelMinutes, t) })}
              {sum.unknownLegs ? t('unknownLegs', { count: sum.unknownLegs }) : ''}
            </p>
          </section>
        );
      })}
    </div>
  );
}
