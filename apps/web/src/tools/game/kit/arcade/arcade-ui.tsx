import type { ReactNode } from 'react';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import type { Phase } from './use-arcade.ts';

/**
 * What covers the playfield while the game is not running: the phase's title, the final score once
 * over (`result` follows it), and Start, Resume or Play again. Reads the tool's `ready` and `restart`
 * strings and the kit's shared ones.
 */
export function ArcadeOverlay(props: {
  phase: Exclude<Phase, 'playing'>;
  score: number;
  newBest: boolean;
  onStart: () => void;
  onResume: () => void;
  autoFocus?: boolean;
  result?: ReactNode;
}) {
  const { t } = useToolTranslation();
  const { phase } = props;
  return (
    <>
      <p className="arcade-title">
        {phase === 'ready' ? t('ready') : phase === 'paused' ? t('paused') : t('gameOver')}
      </p>
      {phase === 'over' ? (
        <p>
          {t('score')}: {props.score}
          {props.result}
          {props.newBest ? <strong className="arcade-best"> · {t('newBest')}</strong> : null}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        onClick={phase === 'paused' ? props.onResume : props.onStart}
        autoFocus={props.autoFocus}
      >
        {phase === 'ready' ? t('start') : phase === 'paused' ? t('resume') : t('restart')}
      </button>
    </>
  );
}

/** Pause / Resume beside the playfield, enabled only while a game is running or paused. */
export function PauseButton(props: { phase: Phase; onToggle: () => void; className?: string }) {
  const { t } = useToolTranslation();
  const { phase } = props;
  return (
    <button
      type="button"
      className={props.className ? `btn btn-secondary ${props.className}` : 'btn btn-secondary'}
      onClick={props.onToggle}
      disabled={phase !== 'playing' && phase !== 'paused'}
    >
      {phase === 'paused' ? t('resume') : t('pause')}
    </button>
  );
}

/** The game's numbers beside the playfield as label and value pairs; each value has the test id `<prefix>-<id>`. */
export function ArcadeStats(props: {
  className: string;
  testIdPrefix: string;
  stats: ReadonlyArray<[label: string, value: ReactNode, id: string]>;
  children?: ReactNode;
}) {
  return (
    <dl className={props.className}>
      {props.stats.map(([label, value, id]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd data-testid={`${props.testIdPrefix}-${id}`}>{value}</dd>
        </div>
      ))}
      {props.children}
    </dl>
  );
}
