import { useEffect, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { SelectField } from '../../../ui/field.tsx';
import { CONTINENT_FILTERS } from './browse.tsx';
import { useDataLang } from './lang.ts';
import { QuizSummary } from './quiz-summary.tsx';
import { useQuiz, type QuizSetup } from './use-quiz.ts';

const DIRECTIONS: ReadonlyArray<QuizSetup['direction']> = ['countryToCapital', 'capitalToCountry', 'mixed'];
/** How many questions; 0 asks them all. */
const COUNTS = [10, 20, 50, 0];

/** Multiple-choice quiz in both directions, with score, streak and a review of mistakes. */
export function Quiz() {
  const { t } = useToolTranslation();
  const lang = useDataLang();
  const quiz = useQuiz(lang);
  const [setup, setSetup] = useState<QuizSetup>({ direction: 'countryToCapital', continent: '', count: 10 });
  const { question, answered } = quiz;

  // 1–4 answer, Enter goes on.
  useEffect(() => {
    if (!question) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      const n = Number(e.key);
      if (n >= 1 && n <= question.options.length) quiz.answer(n - 1);
      else if (e.key === 'Enter' && answered && !(e.target instanceof HTMLButtonElement)) quiz.next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!quiz.questions) {
    return (
      <div className="cc-quiz-setup">
        <SelectField
          label={t('direction')}
          value={setup.direction}
          options={DIRECTIONS}
          labelOf={(d) => t(d)}
          onChange={(direction) => setSetup({ ...setup, direction })}
        />
        <SelectField
          label={t('continent')}
          value={setup.continent}
          options={CONTINENT_FILTERS}
          labelOf={(c) => (c ? t(`continents.${c}`) : t('all'))}
          onChange={(continent) => setSetup({ ...setup, continent })}
        />
        <SelectField
          label={t('questions')}
          value={setup.count}
          options={COUNTS}
          labelOf={(n) => (n === 0 ? t('allQuestions') : n)}
          onChange={(count) => setSetup({ ...setup, count })}
        />
        <button type="button" className="btn btn-primary" onClick={() => quiz.start(setup)}>
          {t('startQuiz')}
        </button>
      </div>
    );
  }

  if (!question) return <QuizSummary quiz={quiz} onAgain={() => quiz.start(setup)} />;

  const total = quiz.questions.length;
  const prompt =
    question.direction === 'countryToCapital'
      ? t('askCapital', { country: question.prompt })
      : t('askCountry', { capital: question.prompt });
  const right = question.options[question.answer] ?? '';
  const last = quiz.index + 1 >= total;

  return (
    <div className="cc-quiz">
      <div className="cc-quiz-bar">
        <span>{t('questionOf', { n: quiz.index + 1, total })}</span>
        <span data-testid="cc-score">
          {t('score')} {quiz.score} · {t('streak')} {quiz.streak}
        </span>
      </div>
      <h3 className="cc-prompt">{prompt}</h3>
      <div className="cc-options" role="group" aria-label={prompt}>
        {question.options.map((option, i) => {
          const state = !answered
            ? ''
            : i === question.answer
              ? ' is-right'
              : i === answered.chosen
                ? ' is-wrong'
                : '';
          return (
            <button
              key={option}
              type="button"
              className={`tile-button cc-option${state}`}
              aria-disabled={Boolean(answered)}
              onClick={() => quiz.answer(i)}
            >
              <span className="cc-option-key" aria-hidden="true">
                {i + 1}
              </span>
              {option}
            </button>
          );
        })}
      </div>
      <div className="cc-feedback" role="status" data-testid="cc-feedback">
        {answered ? (
          <p className={answered.chosen === question.answer ? 'is-right' : 'is-wrong'}>
            {answered.chosen === question.answer ? t('correct') : t('wrong', { answer: right })}
          </p>
        ) : null}
        {answered && question.country.note ? <p className="muted">{question.country.note[lang]}</p> : null}
      </div>
      <div className="cc-quiz-actions">
        {answered ? (
          <button type="button" className="btn btn-primary" onClick={quiz.next} autoFocus>
            {last ? t('finish') : t('next')}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={quiz.quit}>
          {t('quitQuiz')}
        </button>
      </div>
      <p className="muted cc-keys">{t('keysHint')}</p>
    </div>
  );
}
