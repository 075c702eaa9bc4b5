import { shuffled, type Random } from '../games/random.ts';
import { capitalLabel, type Country, type Lang } from './countries.ts';

export type QuizDirection = 'countryToCapital' | 'capitalToCountry';

export interface QuizQuestion {
  country: Country;
  direction: QuizDirection;
  /** What is asked: a country name or a capital. */
  prompt: string;
  /** Four labels, all different, one of them right. */
  options: string[];
  answer: number;
}

/** What an option says for a country, given the question's direction. */
const labelOf = (c: Country, direction: QuizDirection, lang: Lang) =>
  direction === 'countryToCapital' ? capitalLabel(c, lang) : c.name[lang];

/**
 * One multiple-choice question about `country`. Wrong answers come from the same continent when
 * there are enough (harder to guess), never repeat the right label (two capitals are both "金斯敦"
 * in Chinese), and are drawn from `pool`.
 */
export function makeQuestion(
  country: Country,
  pool: readonly Country[],
  direction: QuizDirection,
  lang: Lang,
  random: Random,
  size = 4,
): QuizQuestion {
  const right = labelOf(country, direction, lang);
  const used = new Set([right]);
  const options = [right];
  const others = shuffled(
    pool.filter((c) => c.code !== country.code && c.quiz),
    random,
  );
  const near = others.filter((c) => c.continent === country.continent);
  for (const c of [...near, ...others]) {
    if (options.length >= size) break;
    const label = labelOf(c, direction, lang);
    if (!used.has(label)) {
      used.add(label);
      options.push(label);
    }
  }
  const order = shuffled(options, random);
  return {
    country,
    direction,
    prompt: direction === 'countryToCapital' ? country.name[lang] : capitalLabel(country, lang),
    options: order,
    answer: order.indexOf(right),
  };
}

/**
 * A round of `count` questions about different countries (those with a disputed capital left out).
 * 'mixed' alternates directions at random.
 */
export function makeQuiz(
  pool: readonly Country[],
  count: number,
  direction: QuizDirection | 'mixed',
  lang: Lang,
  random: Random,
): QuizQuestion[] {
  const asked = shuffled(
    pool.filter((c) => c.quiz),
    random,
  ).slice(0, count);
  return asked.map((country) => {
    const dir =
      direction === 'mixed' ? (random() < 0.5 ? 'countryToCapital' : 'capitalToCountry') : direction;
    return makeQuestion(country, pool, dir, lang, random);
  });
}
