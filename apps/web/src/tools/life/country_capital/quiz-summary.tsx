import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { useQuiz } from './use-quiz.ts';

/** The round's result and each mistake with the right answer. */
export function QuizSummary(props: { quiz: ReturnType<typeof useQuiz>; onAgain: () => void }) {
  const { t } = useToolTranslation();
  const { quiz } = props;
  return (
    <div className="cc-summary">
      <h3 data-testid="cc-result">
        {t('result', { score: quiz.score, total: quiz.questions?.length ?? 0 })}
      </h3>
      <p className="muted">
        {t('bestStreak')}: {quiz.bestStreak}
      </p>
      <h4>{t('review')}</h4>
      {quiz.mistakes.length === 0 ? (
        <p>{t('noMistakes')}</p>
      ) : (
        <ul className="cc-mistakes">
          {quiz.mistakes.map(({ question, chosen }) => (
            <li key={question.country.code}>
              <strong>{question.prompt}</strong>
              <span className="is-wrong">{t('yourAnswer', { answer: question.options[chosen] })}</span>
              <span className="is-right">
                {t('rightAnswer', { answer: question.options[question.answer] })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={props.onAgain} autoFocus>
          {t('again')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={quiz.quit}>
          {t('quitQuiz')}
        </button>
      </div>
    </div>
  );
}
