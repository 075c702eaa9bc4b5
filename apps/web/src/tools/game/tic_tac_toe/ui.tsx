import { useCallback, useState, type ReactNode } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { Outcome } from '@toolbox/toolkit/games';
import { Game } from './game.tsx';
import type { Settings } from './use-game.ts';
import './tic-tac-toe.css';

function Choice<T extends string>(props: {
  legend: string;
  value: T;
  options: Array<[T, string]>;
  onChange: (value: T) => void;
}): ReactNode {
  return (
    <fieldset className="ttt-choice">
      <legend className="field-label">{props.legend}</legend>
      <div className="ttt-segments">
        {props.options.map(([value, label]) => (
          <label key={value} className={value === props.value ? 'is-on' : undefined}>
            <input
              type="radio"
              name={props.legend}
              value={value}
              checked={value === props.value}
              onChange={() => props.onChange(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function TicTacToeTool() {
  const { t } = useToolTranslation();
  const [settings, setSettings] = useState<Settings>({
    mode: 'computer',
    difficulty: 'hard',
    human: 'X',
    humanFirst: true,
  });
  const [score, setScore] = useState({ X: 0, O: 0, draws: 0 });
  const change = (patch: Partial<Settings>) => {
    // A different opponent or side makes the old score meaningless.
    if (patch.mode || patch.human) setScore({ X: 0, O: 0, draws: 0 });
    setSettings((s) => ({ ...s, ...patch }));
  };
  const onEnd = useCallback((outcome: NonNullable<Outcome>) => {
    setScore((s) =>
      outcome.kind === 'draw' ? { ...s, draws: s.draws + 1 } : { ...s, [outcome.mark]: s[outcome.mark] + 1 },
    );
  }, []);
  const vsComputer = settings.mode === 'computer';
  const computerMark = settings.human === 'X' ? 'O' : 'X';
  const tally: Array<[string, number]> = vsComputer
    ? [
        [t('you'), score[settings.human]],
        [t('computer'), score[computerMark]],
        [t('draws'), score.draws],
      ]
    : [
        ['X', score.X],
        ['O', score.O],
        [t('draws'), score.draws],
      ];

  return (
    <div className="ttt">
      <div className="card ttt-settings">
        <Choice
          legend={t('mode')}
          value={settings.mode}
          options={[
            ['computer', t('vsComputer')],
            ['twoPlayers', t('twoPlayers')],
          ]}
          onChange={(mode) => change({ mode })}
        />
        {vsComputer ? (
          <>
            <Choice
              legend={t('difficulty')}
              value={settings.difficulty}
              options={[
                ['easy', t('easy')],
                ['medium', t('medium')],
                ['hard', t('hard')],
              ]}
              onChange={(difficulty) => change({ difficulty })}
            />
            <Choice
              legend={t('youPlay')}
              value={settings.human}
              options={[
                ['X', 'X'],
                ['O', 'O'],
              ]}
              onChange={(human) => change({ human })}
            />
          </>
        ) : null}
        <Choice
          legend={t('first')}
          value={settings.humanFirst ? 'yes' : 'no'}
          options={[
            ['yes', vsComputer ? t('youFirst') : t('xFirst')],
            ['no', vsComputer ? t('computerFirst') : t('oFirst')],
          ]}
          onChange={(v) => change({ humanFirst: v === 'yes' })}
        />
      </div>

      <div className="ttt-main">
        <Game key={JSON.stringify(settings)} settings={settings} onEnd={onEnd} />
        <section className="card ttt-score" aria-labelledby="ttt-score-title">
          <h2 id="ttt-score-title">{t('score')}</h2>
          <dl data-testid="ttt-score">
            {tally.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="btn btn-ghost" onClick={() => setScore({ X: 0, O: 0, draws: 0 })}>
            {t('resetScore')}
          </button>
        </section>
      </div>
    </div>
  );
}
