import { formatClock, type Phase } from '@toolbox/toolkit/time';
import { useToolTranslation } from '../../../framework/tool-context.ts';

const R = 88;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** The remaining time inside a ring that empties as the phase runs. */
export function ClockFace(props: { phase: Phase; remaining: number; total: number; label: string }) {
  const { t } = useToolTranslation();
  const done = props.total > 0 ? 1 - props.remaining / props.total : 0;
  return (
    <div className={`tc-face is-${props.phase}`}>
      <svg viewBox="0 0 200 200" aria-hidden="true">
        <circle className="tc-track" cx="100" cy="100" r={R} />
        <circle
          className="tc-ring"
          cx="100"
          cy="100"
          r={R}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * done}
          transform="rotate(-90 100 100)"
        />
      </svg>
      <div className="cover-center tc-face-text">
        <p className="tc-state" role="status" data-testid="tc-state">
          {props.label}
        </p>
        <p className="tc-time" role="timer" aria-label={t('remaining')} data-testid="tc-time">
          {formatClock(props.remaining)}
        </p>
      </div>
    </div>
  );
}
