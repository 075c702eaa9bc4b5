import { describe, expect, it } from 'vitest';
import { seededRandom } from '../games/random.ts';
import { makeQuestion, makeQuiz } from './capital-quiz.ts';
import { COUNTRIES, capitalLabel, searchCountries, type Country } from './countries.ts';

const byCode = (code: string): Country => {
  const c = COUNTRIES.find((x) => x.code === code);
  if (!c) throw new Error(code);
  return c;
};

describe('country table', () => {
  it('lists the 193 UN members and 2 observers, each once', () => {
    expect(COUNTRIES).toHaveLength(195);
    expect(
      COUNTRIES.filter((c) => c.unObserver)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['PS', 'VA']);
    for (const key of ['code', 'en', 'zh'] as const) {
      const values = COUNTRIES.map((c) => (key === 'code' ? c.code : c.name[key]));
      expect(new Set(values).size, key).toBe(195);
    }
    const counts = Object.fromEntries(
      ['africa', 'asia', 'europe', 'northAmerica', 'southAmerica', 'oceania'].map((k) => [
        k,
        COUNTRIES.filter((c) => c.continent === k).length,
      ]),
    );
    expect(counts).toEqual({
      africa: 54,
      asia: 47,
      europe: 45,
      northAmerica: 23,
      southAmerica: 12,
      oceania: 14,
    });
  });

  it('has well-formed names and capitals in both languages', () => {
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.capitals.length).toBeGreaterThan(0);
      for (const text of [c.name.zh, ...c.capitals.map((x) => x.zh)])
        expect(text).toMatch(/^[\u4e00-\u9fff（）]+$/);
      for (const text of [c.name.en, ...c.capitals.map((x) => x.en)])
        expect(text).toMatch(/^[\p{L} .,'()-]+$/u);
    }
    // English capitals are all different; in Chinese only Kingston and Kingstown share a name.
    const en = COUNTRIES.flatMap((c) => c.capitals.map((x) => x.en));
    expect(new Set(en).size).toBe(en.length);
    const zh = COUNTRIES.flatMap((c) => c.capitals.map((x) => x.zh));
    expect(zh.filter((x, i) => zh.indexOf(x) !== i)).toEqual(['金斯敦']);
  });

  it('gets the awkward capitals right', () => {
    expect(capitalLabel(byCode('ZA'), 'en')).toBe('Pretoria / Cape Town / Bloemfontein');
    expect(capitalLabel(byCode('BO'), 'zh')).toBe('苏克雷 / 拉巴斯');
    expect(capitalLabel(byCode('NL'), 'en')).toBe('Amsterdam');
    expect(byCode('NL').note?.en).toMatch(/The Hague/);
    expect(byCode('MY').note?.zh).toMatch(/布城/);
    expect(capitalLabel(byCode('LK'), 'en')).toBe('Sri Jayawardenepura Kotte / Colombo');
    expect(capitalLabel(byCode('CI'), 'en')).toBe('Yamoussoukro');
    expect(capitalLabel(byCode('MM'), 'en')).toBe('Naypyidaw');
    expect(capitalLabel(byCode('NG'), 'zh')).toBe('阿布贾');
    expect(capitalLabel(byCode('KZ'), 'en')).toBe('Astana');
    expect(capitalLabel(byCode('ID'), 'en')).toBe('Jakarta');
    expect(capitalLabel(byCode('CN'), 'zh')).toBe('北京');
    expect(capitalLabel(byCode('AU'), 'en')).toBe('Canberra');
  });

  it('states Israel and Palestine neutrally and keeps them out of the quiz', () => {
    for (const code of ['IL', 'PS']) {
      const c = byCode(code);
      expect(c.note?.en).toMatch(/disputed/);
      expect(c.note?.zh).toMatch(/争议/);
      expect(c.quiz).toBe(false);
    }
    expect(COUNTRIES.filter((c) => !c.quiz)).toHaveLength(2);
  });
});

describe('search', () => {
  it('finds countries by name or capital in either language, ignoring accents and case', () => {
    expect(searchCountries('bogota', { lang: 'en' }).map((c) => c.code)).toEqual(['CO']);
    expect(searchCountries('COTE D IVOIRE', { lang: 'en' })[0]?.code).toBe('CI');
    expect(searchCountries('ivory', { lang: 'en' })[0]?.code).toBe('CI');
    expect(searchCountries('开普敦', { lang: 'zh' }).map((c) => c.code)).toEqual(['ZA']);
    expect(searchCountries('海牙', { lang: 'zh' }).map((c) => c.code)).toEqual(['NL']);
    expect(
      searchCountries('金斯敦', { lang: 'zh' })
        .map((c) => c.code)
        .sort(),
    ).toEqual(['JM', 'VC']);
  });

  it('ranks name matches before capital matches, and filters by continent', () => {
    // "Guinea" is in four country names; no capital contains it.
    const guinea = searchCountries('guinea', { lang: 'en' }).map((c) => c.code);
    expect(guinea.slice(0, 2)).toEqual(['GN', 'GW']);
    expect(guinea).toEqual(expect.arrayContaining(['GQ', 'PG']));
    // "Panama" is a country and in a capital (Panama City): one result, the country.
    expect(searchCountries('panama', { lang: 'en' }).map((c) => c.code)).toEqual(['PA']);
    const oceania = searchCountries('', { continent: 'oceania', lang: 'en' });
    expect(oceania).toHaveLength(14);
    expect(oceania[0]?.name.en).toBe('Australia');
    expect(searchCountries('guinea', { continent: 'oceania', lang: 'en' }).map((c) => c.code)).toEqual([
      'PG',
    ]);
  });
});

describe('quiz generator', () => {
  it('always offers four different options with the right one among them, in both directions', () => {
    const random = seededRandom(2024);
    for (const lang of ['en', 'zh'] as const) {
      for (const direction of ['countryToCapital', 'capitalToCountry'] as const) {
        for (const country of COUNTRIES.filter((c) => c.quiz)) {
          const q = makeQuestion(country, COUNTRIES, direction, lang, random);
          expect(new Set(q.options).size).toBe(4);
          const right = direction === 'countryToCapital' ? capitalLabel(country, lang) : country.name[lang];
          expect(q.options[q.answer]).toBe(right);
          expect(q.options.filter((o) => o === right)).toHaveLength(1);
        }
      }
    }
  });

  it('never offers both "金斯敦" for Jamaica, and prefers distractors from the same continent', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 50; i++) {
      const q = makeQuestion(byCode('JM'), COUNTRIES, 'countryToCapital', 'zh', random);
      expect(q.options.filter((o) => o === '金斯敦')).toHaveLength(1);
    }
    const q = makeQuestion(byCode('FR'), COUNTRIES, 'capitalToCountry', 'en', random);
    const europe = new Set(COUNTRIES.filter((c) => c.continent === 'europe').map((c) => c.name.en));
    expect(q.options.every((o) => europe.has(o))).toBe(true);
  });

  it('builds a round of distinct countries, reproducible from a seed, without disputed capitals', () => {
    const a = makeQuiz(COUNTRIES, 20, 'mixed', 'en', seededRandom(9));
    const b = makeQuiz(COUNTRIES, 20, 'mixed', 'en', seededRandom(9));
    expect(a).toEqual(b);
    expect(new Set(a.map((q) => q.country.code)).size).toBe(20);
    expect(new Set(a.map((q) => q.direction))).toEqual(new Set(['countryToCapital', 'capitalToCountry']));
    const all = makeQuiz(COUNTRIES, 500, 'countryToCapital', 'zh', seededRandom(1));
    expect(all).toHaveLength(193);
    expect(all.some((q) => ['IL', 'PS'].includes(q.country.code))).toBe(false);
  });
});
