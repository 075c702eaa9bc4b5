// Audio bench, sound out of a video (video_mp4_to_mp3, issue 18): the tool's worker handler bundled
// for the browser and run in a dedicated worker of Debian's Chromium (as the app runs it: the output
// goes to an OPFS file through a sync access handle, which exists only in workers), on an MP4 of the
// audio bench's recording as 160 kbit/s AAC, to 192 kbit/s MP3; beside native ffmpeg doing the same.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleForBrowser, mp3WasmFile, openDiskProfile, serveFiles } from './bench-browser.ts';
import type { BenchRow } from './bench-types.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU time (user + system, ms) of the descendants of a process (not itself), read from /proc. */
export function treeCpuMs(root: number): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, t] of ticks) if (inTree(pid)) sum += t;
  return sum * 10; // USER_HZ is 100 on Linux
}

/** CPU time (ms) native ffmpeg spends on one run, taken from bash's `times` for its children. */
export function nativeCpuMs(args: string[]): number {
  const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const out = execFileSync('bash', ['-c', `ffmpeg ${quoted} >/dev/null 2>&1; times`], { encoding: 'utf8' });
  const children = out.trim().split('\n')[1]!.split(/\s+/);
  const ms = (t: string) => {
    const [, m, s] = /(\d+)m([\d.]+)s/.exec(t)!;
    return (Number(m) * 60 + Number(s)) * 1000;
  };
  return ms(children[0]!) + ms(children[1]!);
}

/**
 * CPU time (ms) of each thread of the descendants of `root`, by thread name (`/proc/<pid>/task`):
 * sampled through a run (threads of a terminated worker leave /proc), the largest figure per thread.
 */
function threadSampler(root: number) {
  const seen = new Map<string, { name: string; ms: number }>();
  const sample = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        let p = Number(entry);
        let inTree = false;
        while (p > 1) {
          const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
          p = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          if (p === root) inTree = true;
        }
        if (!inTree) continue;
        const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))?.[1] ?? 'browser';
        for (const tid of readdirSync(`/proc/${entry}/task`)) {
          const stat = readFileSync(`/proc/${entry}/task/${tid}/stat`, 'utf8');
          const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          const ms = (Number(fields[11]) + Number(fields[12])) * 10;
          const key = `${entry}/${tid}`;
          if ((seen.get(key)?.ms ?? -1) < ms)
            seen.set(key, { name: `${type}: ${comm}${process.env.BENCH_PROFILE_TIDS ? ` ${tid}` : ''}`, ms });
        }
      } catch {
        // gone meanwhile
      }
    }
  };
  sample();
  const base = new Map([...seen].map(([k, v]) => [k, v.ms]));
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    sample();
    const byName = new Map<string, number>();
    for (const [k, v] of seen) byName.set(v.name, (byName.get(v.name) ?? 0) + v.ms - (base.get(k) ?? 0));
    return [...byName].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  };
}

/**
 * The worker: answers a probe (as the app's worker does when a file is picked, so its code is
 * loaded and warm) and then the extraction, with its time, size and hash.
 */
const workerEntry = (handler: string) => `
import { handleToMp3Request } from ${JSON.stringify(handler)};
self.onmessage = async ({ data }) => {
  try {
    if (data.probe) {
      await handleToMp3Request({ kind: 'probe', file: data.file }, { onProgress() {} });
      return self.postMessage({ probed: true });
    }
    const start = performance.now();
    // Each progress report is a message to the page, as the app's worker-expose posts it.
    const onProgress = (done, total) => self.postMessage({ progress: [done, total] });
    const { result } = await handleToMp3Request({ kind: 'mp3', file: data.file, kbps: 192 }, { onProgress });
    const ms = performance.now() - start;
    const bytes = result.bytes instanceof ArrayBuffer ? result.bytes : await result.bytes.arrayBuffer();
    const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
      .map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 16);
    self.postMessage({ ms, bytes: bytes.byteLength, hash });
  } catch (error) {
    self.postMessage({ error: String(error && error.stack || error) });
  }
};`;

/** The page: one tool worker for all runs, as the app keeps one per tool page. */
const PAGE = `<!doctype html><script type="module">
const worker = new Worker('/to-mp3.js', { type: 'module' });
const ask = (message) => new Promise((resolve, reject) => {
  let reports = 0;
  worker.onmessage = (e) => {
    if (e.data.progress) return void reports++;
    if (e.data.error) reject(new Error(e.data.error));
    else resolve({ ...e.data, reports });
  };
  worker.postMessage(message);
});
let file;
window.pick = async (url) => {
  const blob = await (await fetch(url)).blob();
  file = new File([blob], 'in.mp4', { type: 'video/mp4' });
  await ask({ probe: true, file });
};
window.bench = () => ask({ file });
</script>`;

interface Answer {
  ms: number;
  /** Progress messages the page received. */
  reports: number;
  bytes: number;
  hash: string;
}

/**
 * video_mp4_to_mp3 on `mp4` (made from the audio bench's joined WAV in `dir`), `BENCH_RUNS` runs
 * (default 5): median and best of wall time (in the worker) and CPU time of the whole Chromium
 * process tree, beside ffmpeg's (the machine is shared). `BENCH_MP3_HANDLER` picks another handler
 * file for before/after runs.
 */
export async function benchVideoMp3(dir: string, wavSeconds: number): Promise<BenchRow[]> {
  const wav = join(dir, 'joined.wav');
  const mp4 = join(dir, 'in.mp4');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=10', '-i', wav, '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '160k', mp4],
  ]);
  const handler = resolve(
    process.env.BENCH_MP3_HANDLER ?? 'apps/web/src/tools/audio_video/video_mp4_to_mp3/handler.ts',
  );
  const entry = join(dir, 'to-mp3-entry.js');
  writeFileSync(entry, workerEntry(handler));
  const bundle = join(dir, 'to-mp3.js');
  await bundleForBrowser(entry, bundle);
  const server = await serveFiles({
    '/': [PAGE, 'text/html'],
    '/to-mp3.js': [readFileSync(bundle), 'text/javascript'],
    '/in.mp4': [readFileSync(mp4), 'video/mp4'],
    ...mp3WasmFile(),
  });
  // A profile on disk, as a user's: an incognito context keeps OPFS in memory, behind a slower path.
  const { page, close } = await openDiskProfile('mp3', server.base);
  try {
    // Playwright starts Chromium as a child of this process: its whole tree is our descendants.
    const pid = process.pid;
    await page.waitForFunction(() => 'bench' in globalThis);
    const walls: number[] = [];
    const cpus: number[] = [];
    let last: Answer = { ms: 0, reports: 0, bytes: 0, hash: '' };
    // Picked and probed as in the app; only the extraction is timed (wall time in the worker).
    await page.evaluate(
      (url) => (globalThis as unknown as { pick: (u: string) => Promise<void> }).pick(url),
      '/in.mp4',
    );
    for (let i = 0; i < runs; i++) {
      const before = treeCpuMs(pid);
      // BENCH_PROFILE=threads: where the CPU time went, by thread (the last run).
      const threads = process.env.BENCH_PROFILE === 'threads' && i === runs - 1 ? threadSampler(pid) : null;
      last = await page.evaluate(() => (globalThis as unknown as { bench: () => Promise<Answer> }).bench());
      cpus.push(treeCpuMs(pid) - before);
      if (threads) for (const [name, ms] of threads()) console.log(`  ${String(ms).padStart(6)} ms ${name}`);
      walls.push(last.ms);
    }
    const out = join(dir, 'native.mp3');
    const args = [
      ...['-v', 'error', '-y', '-threads', '1', '-i', mp4],
      ...['-vn', '-c:a', 'libmp3lame', '-b:a', '192k', out],
    ];
    const nativeWalls: number[] = [];
    const nativeCpus: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      nativeCpus.push(nativeCpuMs(args));
      nativeWalls.push(performance.now() - start);
    }
    const [wall, cpu, nWall, nCpu] = [walls, cpus, nativeWalls, nativeCpus].map(median) as [
      number,
      number,
      number,
      number,
    ];
    return [
      {
        name: `video_mp4_to_mp3 ${Math.round(wavSeconds)} s AAC 44.1 kHz stereo → 192k`,
        ours: `${seconds(wall)} wall, ${seconds(cpu)} CPU (median of ${runs}; best ${seconds(Math.min(...walls))} / ${seconds(Math.min(...cpus))})`,
        reference: `${seconds(nWall)} wall, ${seconds(nCpu)} CPU ffmpeg -threads 1 (median; best ${seconds(Math.min(...nativeWalls))} / ${seconds(Math.min(...nativeCpus))})`,
        note: `${(wall / nWall).toFixed(2)}x native wall, ${(cpu / nCpu).toFixed(2)}x CPU (medians); ${last.bytes} bytes, sha256 ${last.hash}, ${last.reports} progress messages`,
      },
    ];
  } finally {
    await close();
    server.close();
  }
}
