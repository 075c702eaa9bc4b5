import { BarcodeError, widthsToModules, type Barcode } from './types.ts';

/** Bar/space widths of symbol values 0–105 (each 11 modules); the stop (106) follows with its final bar. */
// prettier-ignore
export const CODE128_PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
];
const STOP = '2331112';
const START = { A: 103, B: 104, C: 105 } as const;
const SWITCH = { A: 101, B: 100, C: 99 } as const;
type CodeSet = keyof typeof START;

/** Set A holds controls (0–31), set B lowercase (96–127); both hold 32–95. */
const needs = (code: number): CodeSet | null => (code < 32 ? 'A' : code >= 96 ? 'B' : null);

/** Splits the value into runs for set C (digit pairs) and runs for A/B, the way most encoders do. */
function plan(value: string): Array<{ set: CodeSet; text: string }> {
  const runs: Array<{ set: CodeSet; text: string }> = [];
  const push = (set: CodeSet, char: string) => {
    const last = runs.at(-1);
    if (last && last.set === set && set !== 'C') last.text += char;
    else runs.push({ set, text: char });
  };
  let i = 0;
  while (i < value.length) {
    const digits = /^\d+/.exec(value.slice(i))?.[0] ?? '';
    const atEdge = i === 0 || i + digits.length === value.length;
    if (digits.length >= (atEdge ? 4 : 6) || (digits.length === 2 && digits.length === value.length)) {
      // An odd run gives its first digit to A/B so the rest packs into pairs.
      let start = i;
      if (digits.length % 2) push(currentAB(runs, value, i), value[start++]!);
      runs.push({ set: 'C', text: value.slice(start, i + digits.length) });
      i += digits.length;
      continue;
    }
    const char = value[i]!;
    push(needs(char.charCodeAt(0)) ?? currentAB(runs, value, i), char);
    i++;
  }
  return runs;
}

/** Stay in the current A/B set; otherwise pick the one the next special character needs (B by default). */
function currentAB(runs: Array<{ set: CodeSet }>, value: string, from: number): CodeSet {
  const last = runs.at(-1)?.set;
  if (last === 'A' || last === 'B') return last;
  for (let j = from; j < value.length; j++) {
    const set = needs(value.charCodeAt(j));
    if (set) return set;
  }
  return 'B';
}

function valueOf(set: CodeSet, code: number): number {
  return set === 'A' && code < 32 ? code + 64 : code - 32;
}

/** The symbol values (start … check) of a Code 128 barcode, switching sets A, B and C automatically. */
export function code128Values(value: string): { values: number[]; sets: CodeSet[] } {
  if (!value) throw new BarcodeError('empty');
  const bad = [...value].find((c) => c.charCodeAt(0) > 127);
  if (bad) throw new BarcodeError('code128_char', { char: bad });
  const runs = plan(value);
  const values: number[] = [START[runs[0]!.set]];
  runs.forEach((run, index) => {
    if (index > 0) values.push(SWITCH[run.set]);
    if (run.set === 'C')
      for (let k = 0; k < run.text.length; k += 2) values.push(Number(run.text.slice(k, k + 2)));
    else for (const c of run.text) values.push(valueOf(run.set, c.charCodeAt(0)));
  });
  const check = values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103;
  return { values: [...values, check], sets: runs.map((r) => r.set) };
}

/** Code 128 of any ASCII text; the human-readable line shows controls as spaces. */
export function encodeCode128(value: string): Barcode {
  const { values } = code128Values(value);
  const modules = values.map((v) => widthsToModules(CODE128_PATTERNS[v]!)).join('') + widthsToModules(STOP);
  // eslint-disable-next-line no-control-regex -- control characters are valid Code 128 data
  const printable = value.replace(/[\x00-\x1f\x7f]/g, ' ');
  return {
    format: 'code128',
    modules,
    value,
    text: [{ text: printable, from: 0, to: modules.length }],
    guards: [],
    quiet: 10,
  };
}
