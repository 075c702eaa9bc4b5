import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** The current Unix time, ticking; pausing freezes it so it can be read or copied. */
export function LiveClock() {
  const { t } = useToolTranslation();
  const common = useTranslation().t;
  const [now, setNow] = useState(() => Date.now());
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [paused]);
  const seconds = String(Math.floor(now / 1000));
  const ms = String(now);
  return (
    <section className="card ts-clock" aria-label={t('now')}>
      <h2 className="ts-title">{t('now')}</h2>
      <div className="ts-clock-values">
        <div>
          <span className="muted">{t('seconds')}</span>
          <strong data-testid="clock-seconds">{seconds}</strong>
          <CopyButton
            text={seconds}
            label={`${common('common.copy')}: ${t('seconds')}`}
            className="ts-copy"
          />
        </div>
        <div>
          <span className="muted">{t('milliseconds')}</span>
          <strong>{ms}</strong>
          <CopyButton
            text={ms}
            label={`${common('common.copy')}: ${t('milliseconds')}`}
            className="ts-copy"
          />
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
        >
          {paused ? `▶ ${t('resume')}` : `❚❚ ${t('pause')}`}
        </button>
      </div>
    </section>
  );
}
