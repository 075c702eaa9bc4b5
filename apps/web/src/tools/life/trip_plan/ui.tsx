import { useEffect, useState } from 'react';
import type { TripPlan } from '@toolbox/contracts';
import { ConfirmDialog } from '../../../features/auth/dialog.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField, TextAreaField } from '../../../ui/field.tsx';
import { newPlan } from '../kit/trip/plan-model.ts';
import { PlanTotals } from '../kit/trip/plan-view.tsx';
import { TripMap } from '../kit/trip/trip-map.tsx';
import { DayEditor } from './day-editor.tsx';
import { SharePanel } from './share-panel.tsx';
import { SuggestPanel } from './suggest-panel.tsx';
import { loadPlan, savePlan } from './storage.ts';
import '../kit/trip/trip.css';

const currencies = ['CNY', 'USD', 'EUR', 'JPY', 'GBP', 'HKD', 'KRW', 'THB', 'SGD', 'AUD'] as const;
const ALL = 'all';

/**
 * trip_plan: a trip day by day — places in visiting order with time, cost and note, each placed
 * on the map by a click, the way and time to the next place (estimated from the distance unless
 * given), the spending against a budget — kept in this browser and shared by link.
 */
export default function TripPlanTool() {
  const { t } = useToolTranslation();
  const [plan, setPlan] = useState<TripPlan>(loadPlan);
  const [picking, setPicking] = useState<{ day: number; place: number } | null>(null);
  const [mapDay, setMapDay] = useState<string>(ALL);
  const [confirmNew, setConfirmNew] = useState(false);
  useEffect(() => savePlan(plan), [plan]);

  const set = (patch: Partial<TripPlan>) => setPlan((p) => ({ ...p, ...patch }));
  const setDay = (index: number, day: TripPlan['days'][number]) =>
    setPlan((p) => ({ ...p, days: p.days.map((d, i) => (i === index ? day : d)) }));
  const pickAt = (point: { lat: number; lng: number }) => {
    if (!picking) return;
    setPlan((p) => ({
      ...p,
      days: p.days.map((d, i) =>
        i !== picking.day
          ? d
          : { ...d, places: d.places.map((pl, j) => (j === picking.place ? { ...pl, ...point } : pl)) },
      ),
    }));
    setPicking(null);
  };
  const dayOptions = [ALL, ...plan.days.map((_, i) => String(i))];

  return (
    <div className="trip-layout">
      <div className="stack">
        <section className="card stack" aria-label={t('about')}>
          <InputField
            label={t('title')}
            value={plan.title}
            maxLength={100}
            required
            onChange={(e) => set({ title: e.target.value })}
          />
          <div className="trip-leg-row">
            <InputField
              label={t('startDate')}
              type="date"
              value={plan.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
            />
            <SelectField
              label={t('currency')}
              value={plan.currency as (typeof currencies)[number]}
              options={currencies}
              labelOf={(c) => c}
              onChange={(currency) => set({ currency })}
            />
          </div>
          <InputField
            label={t('budget')}
            type="number"
            min={0}
            value={plan.budget || ''}
            onChange={(e) => set({ budget: Math.max(0, e.target.valueAsNumber || 0) })}
          />
          <TextAreaField
            label={t('notes')}
            value={plan.notes}
            maxLength={2000}
            rows={2}
            onChange={(e) => set({ notes: e.target.value })}
          />
          <PlanTotals plan={plan} />
        </section>
        {plan.days.map((day, i) => (
          <DayEditor
            key={i}
            day={day}
            index={i}
            startDate={plan.startDate}
            canRemove={plan.days.length > 1}
            picking={picking?.day === i ? picking.place : null}
            onChange={(d) => setDay(i, d)}
            onPick={(place) =>
              setPicking(picking?.day === i && picking.place === place ? null : { day: i, place })
            }
            onRemove={() => {
              setPicking(null);
              setPlan((p) => ({ ...p, days: p.days.filter((_, j) => j !== i) }));
            }}
          />
        ))}
        <div className="row">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={plan.days.length >= 30}
            onClick={() => set({ days: [...plan.days, { title: '', places: [] }] })}
          >
            {t('addDay')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setConfirmNew(true)}>
            {t('newPlan')}
          </button>
        </div>
        <ConfirmDialog
          open={confirmNew}
          title={t('newPlan')}
          message={t('confirmNew')}
          onCancel={() => setConfirmNew(false)}
          onConfirm={() => {
            setConfirmNew(false);
            setPicking(null);
            setPlan(newPlan());
          }}
        />
      </div>
      <div className="stack">
        <section className="card stack" aria-label={t('mapLabel')}>
          <SelectField
            label={t('showOnMap')}
            value={mapDay}
            options={dayOptions}
            labelOf={(v) => (v === ALL ? t('allDays') : t('day', { n: Number(v) + 1 }))}
            onChange={setMapDay}
          />
          <p className="muted" role="status">
            {picking ? t('clickMap', { n: picking.place + 1, day: picking.day + 1 }) : t('mapHint')}
          </p>
          <TripMap
            plan={plan}
            day={mapDay === ALL ? null : Number(mapDay)}
            onPick={pickAt}
            label={t('mapLabel')}
          />
        </section>
        <SuggestPanel
          plan={plan}
          onApply={(days, destination) => {
            setPicking(null);
            setPlan((p) => ({ ...p, title: p.title || destination.slice(0, 100), days }));
          }}
        />
        <SharePanel plan={plan} />
      </div>
    </div>
  );
}
