import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ArcadeOverlay, ArcadeStats, PauseButton } from '../kit/arcade/arcade-ui.tsx';
import { useTetrisKeys } from './keyboard.ts';
import { Playfield } from './playfield.tsx';
import { PiecePreview } from './previews.tsx';
import { TouchControls } from './touch-controls.tsx';
import { useTetris } from './use-tetris.ts';
import '../kit/arcade/arcade.css';
import './tetris.css';

export default function TetrisTool() {
  const { t } = useToolTranslation();
  const tetris = useTetris();
  const { game, phase } = tetris;
  useTetrisKeys(phase, tetris);

  const overlay =
    phase === 'playing' ? null : (
      <ArcadeOverlay
        phase={phase}
        score={game.score}
        newBest={tetris.newBest}
        onStart={tetris.start}
        onResume={tetris.togglePause}
        autoFocus={phase !== 'ready'}
      />
    );

  const stats: Array<[string, number, string]> = [
    [t('score'), game.score, 'score'],
    [t('level'), game.level, 'level'],
    [t('lines'), game.lines, 'lines'],
    [t('best'), Math.max(tetris.best, 0), 'best'],
  ];

  return (
    <div className="tetris">
      <div className="tetris-stage">
        <aside className="tetris-side">
          <PiecePreview
            title={t('hold')}
            pieces={game.hold && phase !== 'ready' ? [game.hold] : []}
            dim={!game.canHold}
          />
          <ArcadeStats className="tetris-stats" testIdPrefix="tetris" stats={stats} />
        </aside>
        <Playfield game={game} onAction={tetris.act} overlay={overlay} />
        <aside className="tetris-side">
          <PiecePreview title={t('next')} pieces={phase === 'ready' ? [] : game.queue.slice(0, 3)} />
          <PauseButton phase={phase} onToggle={tetris.togglePause} className="tetris-pause" />
        </aside>
      </div>
      <p className="visually-hidden" role="status">
        {game.lastClear ? t('cleared', { count: game.lastClear }) : ''}
      </p>
      <TouchControls onAction={tetris.act} onSoftDrop={tetris.softDrop} />
      <section className="tetris-help muted">
        <h2>{t('keysTitle')}</h2>
        <p>{t('keys')}</p>
        <p>{t('touchHint')}</p>
      </section>
    </div>
  );
}
