import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import type { Outcome } from '@toolbox/toolkit/games';
import { Board } from './board.tsx';
import { useGame, type Settings } from './use-game.ts';

/** The board, whose turn it is, and the new-game button, for one set of settings. */
export function Game(props: { settings: Settings; onEnd: (outcome: NonNullable<Outcome>) => void }) {
  const { t } = useToolTranslation();
  const { settings } = props;
  const game = useGame(settings, props.onEnd);
  const { outcome, toMove } = game;
  const vsComputer = settings.mode === 'computer';

  let status: string;
  if (outcome?.kind === 'draw') status = t('draw');
  else if (outcome) {
    status = !vsComputer
      ? t('playerWins', { mark: outcome.mark })
      : outcome.mark === settings.human
        ? t('youWin')
        : t('computerWins');
  } else if (game.computersTurn) status = t('turnComputer');
  else status = vsComputer ? t('turnYou', { mark: toMove }) : t('turnPlayer', { mark: toMove });

  return (
    <div className="ttt-game">
      <p className={`ttt-status${outcome ? ' is-over' : ''}`} role="status" data-testid="ttt-status">
        {status}
      </p>
      <Board
        board={game.board}
        winLine={outcome?.kind === 'win' ? outcome.line : null}
        disabled={Boolean(outcome) || game.computersTurn}
        onPlay={game.humanMove}
      />
      <p className="muted ttt-keys">{t('keys')}</p>
      <button type="button" className="btn btn-primary" onClick={game.newGame}>
        <Icon name="refresh" size={18} />
        {t('newGame')}
      </button>
    </div>
  );
}
