import { useState } from 'react';
import {
  type Continent,
  COUNTRIES,
  type Lang,
  makeQuiz,
  type QuizDirection,
  type QuizQuestion,
} from '@toolbox/toolkit/geo-data';

export interface QuizSetup {
  direction: QuizDirection | 'mixed';
  continent: Continent | '';
  /** 0 = every country in the selection. */
  count: number;
}
export interface Answer {
  question: QuizQuestion;
  chosen: number;
}

/** A quiz round: questions, answers so far, score and streaks. */
export function useQuiz(lang: Lang, random: () => number = Math.random) {
  const [questions, setQuestions] = useState<QuizQuestion[] | null>(null);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [index, setIndex] = useState(0);

  const start = (setup: QuizSetup) => {
    const pool = COUNTRIES.filter((c) => !setup.continent || c.continent === setup.continent);
    setQuestions(makeQuiz(pool, setup.count || pool.length, setup.direction, lang, random));
    setAnswers([]);
    setIndex(0);
  };

  const question = questions?.[index] ?? null;
  const answered = answers.length > index ? answers[index] : undefined;
  const answer = (chosen: number) => {
    if (!question || answered) return;
    setAnswers((a) => [...a, { question, chosen }]);
  };
  const next = () => {
    if (answered) setIndex((i) => i + 1);
  };

  let streak = 0;
  let bestStreak = 0;
  for (const a of answers) {
    streak = a.chosen === a.question.answer ? streak + 1 : 0;
    bestStreak = Math.max(bestStreak, streak);
  }
  const score = answers.filter((a) => a.chosen === a.question.answer).length;
  const finished = questions !== null && index >= questions.length;
  const mistakes = answers.filter((a) => a.chosen !== a.question.answer);

  return {
    questions,
    question: finished ? null : question,
    index,
    answered,
    score,
    streak,
    bestStreak,
    finished,
    mistakes,
    start,
    answer,
    next,
    quit: () => setQuestions(null),
  };
}
