import { cryptoBytes, randomIndex, type ByteSource } from './random-index.ts';

export const CHARACTER_CLASSES = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!@#$%^&*()-_=+[]{};:,.<>/?~|',
} as const;
export type ClassName = keyof typeof CHARACTER_CLASSES | 'custom';

/** Characters easily mistaken for one another in many fonts. */
export const LOOK_ALIKES = '0O1lI|';
export const MIN_LENGTH = 4;
export const MAX_LENGTH = 128;

export interface PasswordOptions {
  length: number;
  classes: Partial<Record<keyof typeof CHARACTER_CLASSES, boolean>>;
  /** Extra characters of the user's choice (its own class when not already covered). */
  custom?: string;
  excludeLookAlikes?: boolean;
  /** Every chosen class appears at least once. */
  requireEach?: boolean;
}

/** A setting the generator cannot honour; `code` picks the translated message. */
export class PasswordError extends Error {
  override name = 'PasswordError';
  constructor(
    readonly code: 'no_characters' | 'bad_length' | 'too_short_for_classes',
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** The chosen classes as disjoint character sets (each character counted once, in its first class). */
export function characterSets(options: PasswordOptions): Array<{ name: ClassName; chars: string[] }> {
  const seen = new Set<string>();
  const sets: Array<{ name: ClassName; chars: string[] }> = [];
  const add = (name: ClassName, text: string) => {
    const chars = [...text].filter((c) => {
      if (seen.has(c) || /\s/.test(c) || (options.excludeLookAlikes && LOOK_ALIKES.includes(c))) return false;
      seen.add(c);
      return true;
    });
    if (chars.length) sets.push({ name, chars });
  };
  for (const name of Object.keys(CHARACTER_CLASSES) as Array<keyof typeof CHARACTER_CLASSES>) {
    if (options.classes[name]) add(name, CHARACTER_CLASSES[name]);
  }
  if (options.custom) add('custom', options.custom);
  return sets;
}

function check(options: PasswordOptions, sets: ReturnType<typeof characterSets>) {
  const { length } = options;
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new PasswordError('bad_length', { min: MIN_LENGTH, max: MAX_LENGTH });
  }
  if (!sets.length) throw new PasswordError('no_characters');
  if (options.requireEach && sets.length > length) {
    throw new PasswordError('too_short_for_classes', { count: sets.length });
  }
}

/**
 * Bits of entropy of one password: log2 of how many passwords the settings allow, all equally likely.
 * With `requireEach`, passwords missing a class are not counted (inclusion–exclusion, exact in BigInt).
 */
export function passwordEntropy(options: PasswordOptions): number {
  const sets = characterSets(options);
  check(options, sets);
  const total = sets.reduce((sum, s) => sum + s.chars.length, 0);
  const L = BigInt(options.length);
  let count = 0n;
  const subsets = options.requireEach ? 1 << sets.length : 1;
  for (let mask = 0; mask < subsets; mask++) {
    let left = total;
    let bits = 0;
    for (let i = 0; i < sets.length; i++) {
      if (!(mask & (1 << i))) continue;
      left -= sets[i]!.chars.length;
      bits++;
    }
    const term = BigInt(left) ** L;
    count += bits % 2 ? -term : term;
  }
  // log2 of a BigInt: its bit length plus the fraction from the leading 53 bits.
  const binary = count.toString(2);
  const head = Number.parseInt(binary.slice(0, 53), 2);
  return binary.length - Math.min(binary.length, 53) + Math.log2(head);
}

export type Strength = 'veryWeak' | 'weak' | 'fair' | 'strong' | 'veryStrong';

/** A label for an entropy: under 28 bits very weak, 36 weak, 60 fair, 128 strong, above very strong. */
export function strengthOf(bits: number): Strength {
  if (bits < 28) return 'veryWeak';
  if (bits < 36) return 'weak';
  if (bits < 60) return 'fair';
  if (bits < 128) return 'strong';
  return 'veryStrong';
}

/**
 * `count` passwords, every character drawn uniformly (no modulo bias) from the chosen sets. With
 * `requireEach`, a draw missing a class is thrown away and drawn again, so the result stays uniform
 * over the passwords that qualify (no fixed positions for the required characters).
 */
export function generatePasswords(options: PasswordOptions, count = 1, source: ByteSource = cryptoBytes) {
  const sets = characterSets(options);
  check(options, sets);
  const pool = sets.flatMap((s) => s.chars);
  const classOf = new Map(sets.flatMap((s, i) => s.chars.map((c) => [c, i] as const)));
  const passwords: string[] = [];
  while (passwords.length < count) {
    const chars = Array.from({ length: options.length }, () => pool[randomIndex(pool.length, source)]!);
    if (options.requireEach && new Set(chars.map((c) => classOf.get(c))).size < sets.length) continue;
    passwords.push(chars.join(''));
  }
  return passwords;
}
