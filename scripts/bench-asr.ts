// Speech-to-subtitles bench: the five LibriVox readings of Debian's pocketsphinx-testdata (real human
// speech, public domain, with their transcript) joined into one 25 s MP3, made into SRT end to end as
// the audio_to_srt task does it (probe, decode, silences, chunks, pocketsphinx two at a time, cues).
// Figures: real-time factor (seconds of sound per second of work) and word error rate against the
// transcript. The reference is one bare pocketsphinx_continuous run on the joined WAV.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioToSrtOptions } from '@toolbox/contracts';
import { cuesFromWords } from '../apps/server/src/modules/asr/captions.ts';
import { parseSphinx, sphinxModel } from '../apps/server/src/modules/asr/sphinx.ts';
import { audioToSubtitles } from '../apps/server/src/modules/asr/transcribe.ts';
import { errorRate, words } from '../apps/server/src/modules/asr/wer.ts';
import { asrCaps } from '../apps/server/src/tasks/limits.ts';
import type { BenchRow } from './bench-types.ts';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

export async function benchAsr(): Promise<BenchRow[]> {
  const ids = readFileSync(join(LIBRIVOX, 'fileids'), 'utf8').trim().split('\n');
  const reference = words(
    readFileSync(join(LIBRIVOX, 'transcription'), 'utf8').replace(/\(.*\)|<\/?s>/g, ' '),
  );
  const dir = mkdtempSync(join(tmpdir(), 'asr-bench-'));
  try {
    const wav = join(dir, 'joined.wav');
    const mp3 = join(dir, 'joined.mp3');
    const inputs = ids.flatMap((id) => ['-i', join(LIBRIVOX, `${id}.wav`)]);
    const filter = `${ids.map((_, i) => `[${i}:a]`).join('')}concat=n=${ids.length}:v=0:a=1`;
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...inputs, '-filter_complex', filter, wav]);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
    const seconds = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav], {
        encoding: 'utf8',
      }),
    );
    const load = loadavg()[0]!.toFixed(1);

    let start = performance.now();
    const result = await audioToSubtitles(
      mp3,
      'bench',
      audioToSrtOptions.parse({ format: 'txt' }),
      dir,
      { timeoutMs: 600_000, memoryMB: 2048 },
      asrCaps.member,
      async () => {},
      null,
    );
    const ours = (performance.now() - start) / 1000;
    const wer = errorRate(reference, words(readFileSync(result.path, 'utf8')));

    start = performance.now();
    const out = execFileSync(
      sphinxModel.program,
      [
        '-hmm',
        sphinxModel.hmm,
        '-lm',
        sphinxModel.lm,
        '-dict',
        sphinxModel.dict,
        '-time',
        'yes',
        '-logfn',
        '/dev/null',
        '-infile',
        wav,
      ],
      { encoding: 'utf8', maxBuffer: 16 << 20 },
    );
    const bare = (performance.now() - start) / 1000;
    const bareWer = errorRate(
      reference,
      words(
        cuesFromWords(parseSphinx(out), 'en')
          .map((c) => c.text)
          .join(' '),
      ),
    );
    const rtf = (s: number) => `${s.toFixed(1)} s (${(seconds / s).toFixed(2)}x real time)`;
    return [
      {
        name: `audio_to_srt, ${seconds.toFixed(1)} s of LibriVox speech (MP3)`,
        ours: rtf(ours),
        reference: `bare pocketsphinx on the WAV: ${rtf(bare)}`,
        note: `load ${load} at start`,
      },
      {
        name: `audio_to_srt word error rate, ${reference.length} words`,
        ours: `${(wer * 100).toFixed(1)} %`,
        reference: `bare pocketsphinx: ${(bareWer * 100).toFixed(1)} %`,
        note: 'pocketsphinx en-us, LibriVox transcript from pocketsphinx-testdata',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
