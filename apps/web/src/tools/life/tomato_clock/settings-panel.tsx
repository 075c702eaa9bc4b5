import { useId } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { chime, unlockAudio } from './alerts.ts';
import type { ClockPrefs } from './storage.ts';

/** Durations, long break (15–30 min), auto-start and sound; saved as they change. */
export function SettingsPanel(props: { prefs: ClockPrefs; onChange: (patch: Partial<ClockPrefs>) => void }) {
  const { t } = useToolTranslation();
  const { prefs, onChange } = props;
  const ids = { focus: useId(), short: useId(), long: useId(), longHint: useId() };
  const minutes = (value: string, min: number, max: number) => {
    const n = Math.round(Number(value));
    return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
  };

  return (
    <section className="card tc-settings" aria-labelledby="tc-settings-title">
      <h2 id="tc-settings-title">{t('settings')}</h2>
      <div className="tc-durations">
        <div className="field">
          <label htmlFor={ids.focus}>{t('focusMinutes')}</label>
          <input
            id={ids.focus}
            type="number"
            min={1}
            max={120}
            value={prefs.focusMinutes}
            onChange={(e) => onChange({ focusMinutes: minutes(e.target.value, 1, 120) })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.short}>{t('shortBreakMinutes')}</label>
          <input
            id={ids.short}
            type="number"
            min={1}
            max={60}
            value={prefs.shortBreakMinutes}
            onChange={(e) => onChange({ shortBreakMinutes: minutes(e.target.value, 1, 60) })}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.long}>{t('longBreakMinutes', { minutes: prefs.longBreakMinutes })}</label>
        <input
          id={ids.long}
          type="range"
          min={15}
          max={30}
          step={1}
          value={prefs.longBreakMinutes}
          aria-describedby={ids.longHint}
          onChange={(e) => onChange({ longBreakMinutes: minutes(e.target.value, 15, 30) })}
        />
        <span id={ids.longHint} className="field-hint">
          {t('longBreakHint')}
        </span>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={prefs.autoStart}
          onChange={(e) => onChange({ autoStart: e.target.checked })}
        />
        <span>{t('autoStart')}</span>
      </label>
      <div className="tc-sound">
        <label className="check">
          <input
            type="checkbox"
            checked={prefs.sound}
            onChange={(e) => onChange({ sound: e.target.checked })}
          />
          <span>{t('sound')}</span>
        </label>
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
