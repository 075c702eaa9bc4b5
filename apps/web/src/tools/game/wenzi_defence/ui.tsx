import { useEffect, useId, useRef, useState } from 'react';
import { START_LIVES } from '@toolbox/toolkit/games';
import { useTranslation } from 'react-i18next';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { SelectField } from '../../../ui/field.tsx';
import { ArcadeOverlay, ArcadeStats, PauseButton } from '../kit/arcade/arcade-ui.tsx';
import { FallingWordView } from './falling-word.tsx';
import { TypeInput } from './type-input.tsx';
import { useDefence, type WordSet } from './use-defence.ts';
import '../kit/arcade/arcade.css';
import './wenzi-defence.css';

const WORD_SETS: readonly WordSet[] = ['zh', 'en'];

export default function WenziDefenceTool() {
  const { t } = useToolTranslation();
  const { i18n } = useTranslation();
  const [wordSet, setWordSet] = useState<WordSet>(() => (i18n.language.startsWith('zh') ? 'zh' : 'en'));
  const defence = useDefence(wordSet);
  const { game, phase } = defence;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (phase === 'playing') inputRef.current?.focus();
  }, [phase]);

  const target = game.words.find((w) => w.id === game.targetId);
  const stats: Array<[string, string | number, string]> = [
    [t('score'), game.score, 'score'],
    [t('level'), game.level, 'level'],
    [t('best'), defence.best, 'best'],
  ];

  return (
    <div className="wenzi-defence">
      <div className="wd-top">
        <SelectField
          fieldClassName="wd-set"
          label={t('words')}
          value={wordSet}
          options={WORD_SETS}
          labelOf={(set) => (set === 'zh' ? t('chinese') : t('english'))}
          disabled={phase === 'playing' || phase === 'paused'}
          onChange={setWordSet}
        />
        <ArcadeStats className="wd-stats" testIdPrefix="wd" stats={stats}>
          <div>
            <dt>{t('lives')}</dt>
            <dd
              className="wd-lives"
              aria-label={t('livesLeft', { count: game.lives })}
              data-testid="wd-lives"
            >
              {'♥'.repeat(game.lives)}
              <span className="wd-lost">{'♥'.repeat(START_LIVES - game.lives)}</span>
            </dd>
          </div>
        </ArcadeStats>
        <PauseButton phase={phase} onToggle={defence.togglePause} />
      </div>

      <div
        className="wd-field"
        role="region"
        aria-label={t('field')}
        onClick={() => inputRef.current?.focus()}
      >
        <ul className="wd-words">
          {game.words.map((w) => (
            <FallingWordView key={w.id} word={w} typed={w.id === game.targetId ? game.typed : ''} />
          ))}
        </ul>
        {phase !== 'playing' ? (
          <div className="cover-center arcade-overlay wd-overlay">
            <ArcadeOverlay
              phase={phase}
              score={game.score}
              result={<> · {t('destroyed', { count: game.destroyed })}</>}
              newBest={defence.newBest}
              onStart={defence.start}
              onResume={defence.togglePause}
            />
          </div>
        ) : null}
      </div>

      <div className="wd-typing">
        <TypeInput
          ref={inputRef}
          id={inputId}
          label={t('typeHere')}
          placeholder={t('typePlaceholder')}
          disabled={phase !== 'playing'}
          onText={defence.type}
          onBackspace={defence.back}
          onEscape={defence.togglePause}
        />
        <p className="wd-typed" aria-live="polite" data-testid="wd-typed">
          {target ? t('target', { word: target.text }) : ''}
          {target ? (
            <>
              {' · '}
              <mark>{game.typed}</mark>
            </>
          ) : null}
        </p>
      </div>
      <p className="muted wd-hint">{wordSet === 'zh' ? t('hintZh') : t('hintEn')}</p>
    </div>
  );
}
