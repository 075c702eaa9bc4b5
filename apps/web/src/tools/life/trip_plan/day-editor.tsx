import type { TripPlan, TripPlace } from '@toolbox/contracts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField } from '../../../ui/field.tsx';
import { dayDate, newPlace } from '../kit/trip/plan-model.ts';
import { PlaceEditor } from './place-editor.tsx';

type Day = TripPlan['days'][number];

/** One day of the plan: its title and its places in visiting order. */
export function DayEditor(props: {
  day: Day;
  index: number;
  startDate: string;
  canRemove: boolean;
  picking: number | null;
  onChange: (day: Day) => void;
  onPick: (place: number) => void;
  onRemove: () => void;
}) {
  const { t } = useToolTranslation();
  const { day, index } = props;
  const date = dayDate(props.startDate, index);
  const setPlaces = (places: TripPlace[]) => props.onChange({ ...day, places });
  const move = (i: number, delta: -1 | 1) => {
    const places = [...day.places];
    const [moved] = places.splice(i, 1);
    places.splice(i + delta, 0, moved!);
    setPlaces(places);
  };
  return (
    <section className="card stack trip-day" aria-label={t('day', { n: index + 1 })}>
      <div className="row">
        <h2>{date ? t('dayWithDate', { n: index + 1, date }) : t('day', { n: index + 1 })}</h2>
        {props.canRemove ? (
          <button type="button" className="btn btn-ghost" onClick={props.onRemove}>
            {t('removeDay', { n: index + 1 })}
          </button>
        ) : null}
      </div>
      <InputField
        label={t('dayTitle')}
        value={day.title}
        maxLength={100}
        onChange={(e) => props.onChange({ ...day, title: e.target.value })}
      />
      <ol className="stack trip-place-list">
        {day.places.map((place, i) => (
          <PlaceEditor
            key={i}
            place={place}
            next={day.places[i + 1]}
            index={i}
            count={day.places.length}
            picking={props.picking === i}
            onChange={(p) => setPlaces(day.places.map((old, j) => (j === i ? p : old)))}
            onPick={() => props.onPick(i)}
            onMove={(delta) => move(i, delta)}
            onRemove={() => setPlaces(day.places.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={day.places.length >= 20}
          onClick={() => setPlaces([...day.places, newPlace()])}
        >
          {t('addPlace')}
        </button>
      </div>
    </section>
  );
}
