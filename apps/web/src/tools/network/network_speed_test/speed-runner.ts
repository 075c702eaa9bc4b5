import type { Sample } from './speed-stats.ts';

/** Per-phase settings; the server caps each request (64 MiB down, 32 MiB up) regardless. */
export const PHASE_MS = 10_000;
export const WARMUP_MS = 2_000;
export const STREAMS = 4;
const DOWNLOAD_CHUNK = 16 * 1024 * 1024;
const UPLOAD_CHUNK = 4 * 1024 * 1024;
const PINGS = 10;

/** Round trips of small uncached POSTs; the first (connection set-up) is discarded. */
export async function measurePings(signal: AbortSignal, count = PINGS): Promise<number[]> {
  const rtts: number[] = [];
  for (let i = 0; i <= count; i++) {
    const start = performance.now();
    const res = await fetch('/ut/network/ping', { method: 'POST', cache: 'no-store', signal });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`ping ${res.status}`);
    if (i > 0) rtts.push(performance.now() - start);
  }
  return rtts;
}

/** Runs `worker` on STREAMS parallel loops for up to PHASE_MS, sampling the byte total. */
async function timedPhase(
  signal: AbortSignal,
  worker: (add: (n: number) => void, stop: AbortSignal) => Promise<void>,
  onSample: (samples: Sample[]) => void,
  durationMs: number,
): Promise<Sample[]> {
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort, { once: true });
  const start = performance.now();
  let total = 0;
  const samples: Sample[] = [{ t: 0, bytes: 0 }];
  const timer = setInterval(() => {
    samples.push({ t: performance.now() - start, bytes: total });
    onSample(samples);
    if (performance.now() - start >= durationMs) stop.abort();
  }, 200);
  let failure: unknown = null;
  const loop = async () => {
    while (!stop.signal.aborted) {
      try {
        await worker((n) => (total += n), stop.signal);
      } catch (e) {
        if (!stop.signal.aborted) {
          failure = e;
          stop.abort();
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: STREAMS }, loop));
  } finally {
    clearInterval(timer);
    signal.removeEventListener('abort', abort);
  }
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  if (failure) throw failure;
  samples.push({ t: performance.now() - start, bytes: total });
  return samples;
}

/** Download: each stream fetches random bytes and counts them as they arrive. */
export function measureDownload(signal: AbortSignal, onSample: (s: Sample[]) => void, durationMs = PHASE_MS) {
  return timedPhase(
    signal,
    async (add, stop) => {
      const url = `/ut/network/speed/download?bytes=${DOWNLOAD_CHUNK}&n=${Math.random().toString(36).slice(2)}`;
      const res = await fetch(url, { cache: 'no-store', signal: stop });
      if (!res.ok || !res.body) throw new Error(`download ${res.status}`);
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        add(value.byteLength);
      }
    },
    onSample,
    durationMs,
  );
}

/** Random bytes to upload (getRandomValues fills at most 64 KiB per call). */
function randomBlob(size: number): Blob {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
  return new Blob([bytes], { type: 'application/octet-stream' });
}

/** Upload: XHR, because fetch reports no upload progress; progress events feed the total. */
export function measureUpload(signal: AbortSignal, onSample: (s: Sample[]) => void, durationMs = PHASE_MS) {
  const blob = randomBlob(UPLOAD_CHUNK);
  return timedPhase(
    signal,
    (add, stop) =>
      new Promise<void>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        let sent = 0;
        xhr.upload.onprogress = (e) => {
          add(e.loaded - sent);
          sent = e.loaded;
        };
        xhr.onload = () => {
          add(blob.size - sent);
          if (xhr.status >= 200 && xhr.status < 300) resolve();
          else reject(new Error(`upload ${xhr.status}`));
        };
        xhr.onerror = () => reject(new Error('upload failed'));
        xhr.onabort = () => resolve();
        stop.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.open('POST', '/ut/network/speed/upload');
        xhr.setRequestHeader('content-type', 'application/octet-stream');
        xhr.send(blob);
      }),
    onSample,
    durationMs,
  );
}
