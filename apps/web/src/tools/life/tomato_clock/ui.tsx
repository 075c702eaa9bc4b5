import { useEffect, useState } from 'react';
import { phaseMs, formatClock, type PhaseEnd } from '@toolbox/toolkit/time';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { chime, notify, notifyPermission, requestNotify, unlockAudio } from './alerts.ts';
import { ClockFace } from './clock-face.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { usePomodoro } from './use-pomodoro.ts';
import './tomato-clock.css';

export default function TomatoClockTool() {
  const { t } = useToolTranslation();
  const [permission, setPermission] = useState(notifyPermission);

  const onPhaseEnd = (ended: PhaseEnd[]) => {
    const last = ended[ended.length - 1];
    if (!last) return;
    const minutes = Math.round(phaseMs(last.next, clock.prefs) / 60_000);
    const body =
      last.next === 'focus'
        ? t('notice.nextFocus', { minutes })
        : t(last.next === 'longBreak' ? 'notice.nextLong' : 'notice.nextShort', { minutes });
    notify(last.phase === 'focus' ? t('notice.focusDone') : t('notice.breakDone'), body);
    if (clock.prefs.sound) chime();
  };
  const clock = usePomodoro(onPhaseEnd);
  const { state, prefs, remaining } = clock;
  const phaseName = t(`phase.${state.phase}`);
  const label =
    state.status === 'idle'
      ? t('state.ready', { phase: phaseName })
      : state.status === 'paused'
        ? t('state.paused')
        : state.status === 'endedEarly'
          ? t('state.endedEarly')
          : t(state.resumed ? 'state.resumed' : 'state.running', { phase: phaseName });

  // The remaining time in the tab's title, so it can be read from another tab.
  const active = state.status === 'running' || state.status === 'paused';
  const title = active ? `${formatClock(remaining)} · ${label}` : null;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  const begin = () => {
    unlockAudio(); // a click lets the page play the end chime later
    clock.start();
  };
  const enableNotifications = async () => setPermission(await requestNotify());
  const inCycle = Math.min(state.cycle + (state.phase === 'focus' ? 1 : 0), prefs.cyclesBeforeLongBreak);

  return (
    <div className="tomato-clock">
      <section className="card tc-main">
        <ClockFace
          phase={state.phase}
          remaining={remaining}
          total={phaseMs(state.phase, prefs)}
          label={label}
        />
        <div className="tc-controls">
          {state.status === 'running' ? (
            <button type="button" className="btn btn-primary" onClick={clock.pause}>
              {t('pause')}
            </button>
          ) : state.status === 'paused' ? (
            <button type="button" className="btn btn-primary" onClick={clock.resume}>
              {t('resume')}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={begin}>
              {state.status === 'endedEarly' ? t('restart') : t('start')}
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={clock.endEarly} disabled={!active}>
            {t('endEarly')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={clock.skip}>
            {t('skip')}
          </button>
        </div>
        <div className="tc-progress">
          <span className="tc-dots" aria-hidden="true">
            {Array.from({ length: prefs.cyclesBeforeLongBreak }, (_, i) => (
              <span key={i} className={i < state.cycle ? 'is-done' : undefined} />
            ))}
          </span>
          <span>{t('cycle', { n: inCycle || 1, total: prefs.cyclesBeforeLongBreak })}</span>
        </div>
        <p className="tc-today" data-testid="tc-today">
          {t('today', { count: clock.today })}
        </p>
      </section>
      <div className="tc-side">
        <NotificationsPanel permission={permission} onEnable={() => void enableNotifications()} />
        <SettingsPanel prefs={prefs} onChange={clock.setPrefs} />
        <p className="muted fine-print">{t('privacy')}</p>
      </div>
    </div>
  );
}
