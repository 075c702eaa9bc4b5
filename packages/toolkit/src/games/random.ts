/** A source of numbers in [0, 1), like Math.random; engines take one so tests can fix the sequence. */
export type Random = () => number;

/** A small, fast seeded generator (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** A shuffled copy (Fisher–Yates), every order equally likely. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
