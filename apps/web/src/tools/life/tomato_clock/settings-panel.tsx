import { useToolTranslation } from '../../../framework/tool-context.ts';
import { CheckField, InputField } from '../../../ui/field.tsx';
import { chime, unlockAudio } from './alerts.ts';
import type { ClockPrefs } from './storage.ts';

/** A whole number of minutes from a field's text, kept within min…max. */
function minutes(value: string, min: number, max: number) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
}

/** A number box of whole minutes from 1 to `max`. */
function MinutesField(props: {
  label: string;
  value: number;
  max: number;
  onChange: (minutes: number) => void;
}) {
  return (
    <InputField
      label={props.label}
      type="number"
      min={1}
      max={props.max}
      value={props.value}
      onChange={(e) => props.onChange(minutes(e.target.value, 1, props.max))}
    />
  );
}

/** Durations, long break (15–30 min), auto-start and sound; saved as they change. */
export function SettingsPanel(props: { prefs: ClockPrefs; onChange: (patch: Partial<ClockPrefs>) => void }) {
  const { t } = useToolTranslation();
  const { prefs, onChange } = props;

  return (
    <section className="card tc-settings" aria-labelledby="tc-settings-title">
      <h2 id="tc-settings-title">{t('settings')}</h2>
      <div className="tc-durations">
        <MinutesField
          label={t('focusMinutes')}
          value={prefs.focusMinutes}
          max={120}
          onChange={(focusMinutes) => onChange({ focusMinutes })}
        />
        <MinutesField
          label={t('shortBreakMinutes')}
          value={prefs.shortBreakMinutes}
          max={60}
          onChange={(shortBreakMinutes) => onChange({ shortBreakMinutes })}
        />
      </div>
      <InputField
        label={t('longBreakMinutes', { minutes: prefs.longBreakMinutes })}
        hint={t('longBreakHint')}
        type="range"
        min={15}
        max={30}
        step={1}
        value={prefs.longBreakMinutes}
        onChange={(e) => onChange({ longBreakMinutes: minutes(e.target.value, 15, 30) })}
      />
      <CheckField
        label={t('autoStart')}
        checked={prefs.autoStart}
        onChange={(autoStart) => onChange({ autoStart })}
      />
      <div className="tc-sound">
        <CheckField label={t('sound')} checked={prefs.sound} onChange={(sound) => onChange({ sound })} />
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            unlockAudio();
            chime();
          }}
        >
          {t('testSound')}
        </button>
      </div>
    </section>
  );
}
