import type { TravelMode, TripPlace } from '@toolbox/contracts';
import { travelMode } from '@toolbox/contracts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField } from '../../../ui/field.tsx';
import { MoveButtons } from '../../../ui/move-buttons.tsx';
import { durationText, estimateMinutes } from '../kit/trip/plan-model.ts';

/** One place of a day: name, time, cost, note, its point on the map, and the way to the next place. */
export function PlaceEditor(props: {
  place: TripPlace;
  next: TripPlace | undefined;
  index: number;
  count: number;
  picking: boolean;
  onChange: (place: TripPlace) => void;
  onPick: () => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useToolTranslation();
  const { place, next } = props;
  const set = (patch: Partial<TripPlace>) => props.onChange({ ...place, ...patch });
  const estimate = next ? estimateMinutes(place, next) : null;
  const name = place.name || t('placeN', { n: props.index + 1 });
  return (
    <li className={props.picking ? 'trip-place is-picking' : 'trip-place'}>
      <div className="trip-place-row">
        <InputField
          label={t('placeName')}
          value={place.name}
          maxLength={100}
          onChange={(e) => set({ name: e.target.value })}
        />
        <InputField
          label={t('time')}
          type="time"
          value={place.time}
          onChange={(e) => set({ time: e.target.value })}
        />
        <InputField
          label={t('cost')}
          type="number"
          min={0}
          step="0.01"
          value={place.cost || ''}
          onChange={(e) => set({ cost: Math.max(0, e.target.valueAsNumber || 0) })}
        />
      </div>
      <InputField
        label={t('note')}
        value={place.note}
        maxLength={300}
        onChange={(e) => set({ note: e.target.value })}
      />
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={props.picking}
          onClick={props.onPick}
        >
          {props.picking ? t('pickingOnMap') : place.lat === null ? t('pickOnMap') : t('moveOnMap')}
        </button>
        {place.lat !== null && place.lng !== null ? (
          <span className="muted">{t('at', { lat: place.lat.toFixed(4), lng: place.lng.toFixed(4) })}</span>
        ) : null}
        <MoveButtons
          className="row"
          index={props.index}
          count={props.count}
          disabled={false}
          labels={{ up: t('moveUp', { name }), down: t('moveDown', { name }), remove: t('remove', { name }) }}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
      </div>
      {next ? (
        <div className="trip-leg-row">
          <SelectField<TravelMode>
            label={t('toNext', { name: next.name || t('placeN', { n: props.index + 2 }) })}
            value={place.mode}
            options={travelMode.options}
            labelOf={(m) => t(`modes.${m}`)}
            onChange={(mode) => set({ mode })}
          />
          <InputField
            label={t('travelMinutes')}
            type="number"
            min={0}
            step={1}
            value={place.travelMinutes ?? ''}
            placeholder={estimate === null ? '' : t('estimate', { time: durationText(estimate, t) })}
            onChange={(e) =>
              set({
                travelMinutes:
                  e.target.value === '' ? null : Math.max(0, Math.round(e.target.valueAsNumber || 0)),
              })
            }
          />
        </div>
      ) : null}
    </li>
  );
}
