import { useEffect, useState, type FormEvent } from 'react';
import type { TripPlan } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { ConfirmDialog } from '../../../features/auth/dialog.tsx';
import { useWriter } from '../../../features/ai-writer/index.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { InputField, SelectField } from '../../../ui/field.tsx';
import { parseSuggestion } from './parse-suggestion.ts';

const paces = ['relaxed', 'normal', 'packed'] as const;

/** Whether the server has an AI provider (the suggestion is offered only then). */
function useAiAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    call('gptStatus', {}, { silent: true }).then(
      (s) => live && setAvailable(s.codes.includes('trip_plan')),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return available;
}

/**
 * The AI-suggested itinerary, offered when the operator configured a provider: destination, days,
 * interests and pace in; the suggestion streams in as text and, once complete, can replace the
 * plan's days (places without map points: the user places them).
 */
export function SuggestPanel(props: {
  plan: TripPlan;
  onApply: (days: TripPlan['days'], destination: string) => void;
}) {
  const { t } = useToolTranslation();
  const locale = useLocale();
  const available = useAiAvailable();
  const writer = useWriter('trip_plan');
  const [destination, setDestination] = useState('');
  const [days, setDays] = useState(3);
  const [interests, setInterests] = useState('');
  const [pace, setPace] = useState<(typeof paces)[number]>('normal');
  const [confirm, setConfirm] = useState(false);
  if (!available) return null;

  const { state } = writer;
  const running = state.phase === 'starting' || state.phase === 'writing';
  const suggested = state.phase === 'done' ? parseSuggestion(state.text) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void writer.generate(
      { code: 'trip_plan', input: { destination, days, interests, pace, language: locale } },
      destination.trim(),
    );
  };
  const apply = () => {
    setConfirm(false);
    props.onApply(suggested, destination.trim());
  };
  const hasPlaces = props.plan.days.some((d) => d.places.length > 0);

  return (
    <section className="card stack" aria-label={t('suggest')}>
      <h2>{t('suggest')}</h2>
      <form className="stack" onSubmit={submit}>
        <InputField
          label={t('destination')}
          value={destination}
          maxLength={100}
          required
          onChange={(e) => setDestination(e.target.value)}
        />
        <div className="trip-leg-row">
          <InputField
            label={t('suggestDays')}
            type="number"
            min={1}
            max={14}
            value={days}
            onChange={(e) => setDays(Math.min(14, Math.max(1, Math.round(e.target.valueAsNumber) || 1)))}
          />
          <SelectField
            label={t('pace')}
            value={pace}
            options={paces}
            labelOf={(p) => t(`paces.${p}`)}
            onChange={setPace}
          />
        </div>
        <InputField
          label={t('interests')}
          value={interests}
          maxLength={300}
          onChange={(e) => setInterests(e.target.value)}
        />
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={writer.busy}>
            {running ? t('suggesting') : t('suggestRun')}
          </button>
          {running ? (
            <button type="button" className="btn btn-secondary" onClick={writer.stop}>
              {t('stop')}
            </button>
          ) : null}
        </div>
      </form>
      {state.text ? (
        <pre className="trip-suggestion" data-testid="trip-suggestion" aria-busy={running}>
          {state.text}
        </pre>
      ) : null}
      {state.error ? (
        <p className="trip-over" role="alert">
          {state.error.message}
        </p>
      ) : null}
      {state.phase === 'done' ? (
        suggested.length ? (
          <div className="row">
            <span className="muted">
              {t('suggestFound', {
                days: suggested.length,
                places: suggested.reduce((n, d) => n + d.places.length, 0),
              })}
            </span>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => (hasPlaces ? setConfirm(true) : apply())}
            >
              {t('useSuggestion')}
            </button>
          </div>
        ) : (
          <p className="muted">{t('suggestUnreadable')}</p>
        )
      ) : null}
      <p className="muted">{t('aiNote')}</p>
      <ConfirmDialog
        open={confirm}
        title={t('useSuggestion')}
        message={t('replaceDays')}
        onCancel={() => setConfirm(false)}
        onConfirm={apply}
      />
      {writer.dialogs}
    </section>
  );
}
