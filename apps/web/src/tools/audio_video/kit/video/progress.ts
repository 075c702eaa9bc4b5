/** Progress in `done` of `total` (the video tools report thousandths). */
export type Progress = (done: number, total: number) => void;

/**
 * A progress callback that passes a report on only when it differs from the last one. Why: the
 * decoders call back once per packet (about 8 900 times for 3 minutes of AAC) while the value, in
 * thousandths, changes at most 1 000 times, and each call the worker passes on is a message to the
 * page and a render there.
 */
export function changesOnly(onProgress: Progress): Progress {
  let lastDone = -1;
  let lastTotal = -1;
  return (done, total) => {
    if (done === lastDone && total === lastTotal) return;
    lastDone = done;
    lastTotal = total;
    onProgress(done, total);
  };
}
