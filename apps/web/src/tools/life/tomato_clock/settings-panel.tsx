import { useToolTranslation } from '../../../framework/tool-context.ts';
import { CheckField, InputField } from '../../../ui/field.tsx';
import { chime, unlockAudio } from './alerts.ts';
import type { ClockPrefs } from './storage.ts';

/** A whole number of minutes from a field's text, kept within min…max. */
function minutes(value: string, min: number, max: number) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
}

/** Durations, long break (15–30 min), auto-start and sound; saved as they change. */
export function SettingsPanel(props: { prefs: ClockPrefs; onChange: (patch: Partial<ClockPrefs>) => void }) {
  const { t } = useToolTranslation();
  const { prefs, onChange } = props;

  return (
    <section className="card tc-settings" aria-labelledby="tc-settings-title">
      <h2 id="tc-settings-title">{t('settings')}</h2>
      <div className="tc-durations">
        <InputField
          label={t('focusMinutes')}
          type="number"
          min={1}
          max={120}
          value={prefs.focusMinutes}
          onChange={(e) => onChange({ focusMinutes: minutes(e.target.value, 1, 120) })}
        />
        <InputField
          label={t('shortBreakMinutes')}
          type="number"
          min={1}
          max={60}
          value={prefs.shortBreakMinutes}
          onChange={(e) => onChange({ shortBreakMinutes: minutes(e.target.value, 1, 60) })}
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
