import { runLimited, type Limits } from '../convert/run.ts';
import type { TimedWord } from './captions.ts';

/**
 * The offline engine: CMU pocketsphinx from Debian (`pocketsphinx`, BSD-2-Clause) with its US
 * English acoustic model, language model and dictionary (`pocketsphinx-en-us`, same licence). It
 * runs as a separate process through runLimited: no network, memory and time capped.
 */
export const sphinxModel = {
  program: 'pocketsphinx_continuous',
  hmm: '/usr/share/pocketsphinx/model/en-us/en-us',
  lm: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
  dict: '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict',
};
export type SphinxModel = typeof sphinxModel;

/** A word line of `-time yes`: the word, its start and end (seconds) and its confidence. */
const wordLine = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/;

/**
 * Reads pocketsphinx's `-time yes` output: word lines only (the utterance lines between them are
 * skipped), fillers dropped (<s>, </s>, <sil>, [NOISE], ++NOISE++), the dictionary's variant
 * marker cut ("and(2)" → "and"), times moved by `offset` seconds.
 */
export function parseSphinx(output: string, offset = 0): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    const m = wordLine.exec(line.trim());
    if (!m) continue;
    const token = m[1]!;
    if (/^[<[+]/.test(token)) continue;
    words.push({
      text: token.replace(/\(\d+\)$/, ''),
      start: offset + Number(m[2]),
      end: offset + Number(m[3]),
    });
  }
  return words;
}

/** Recognises one 16 kHz mono 16-bit WAV (`wav`, relative to workDir): its words, times from `offset`. */
export async function sphinxWords(
  wav: string,
  offset: number,
  workDir: string,
  limits: Limits,
  model: SphinxModel = sphinxModel,
): Promise<TimedWord[]> {
  const out = await runLimited(
    model.program,
    [
      ...['-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict],
      ...['-samprate', '16000', '-time', 'yes', '-logfn', '/dev/null', '-infile', wav],
    ],
    workDir,
    limits,
  );
  return parseSphinx(out, offset);
}
