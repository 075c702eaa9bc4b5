// Where a video tool's output goes: a file in the origin-private file system (OPFS) written through a
// sync access handle in the tool's worker, so a 1 GB result never sits in memory; the page gets it as
// a disk-backed File. Where OPFS is missing (jsdom, Node, old browsers) the output is built in memory.
import { BufferTarget, StreamTarget, type StreamTargetChunk, type Target } from 'mediabunny';
import { outputDirectory, outputLock, sweepOutputs } from './output-store.ts';

// The worker's side of OPFS (createSyncAccessHandle exists only in workers), typed here as this code
// compiles with the DOM lib.
interface SyncAccessHandle {
  write(data: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}
interface OutputFileHandle {
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
  getFile(): Promise<File>;
}
/** An output being written: the mediabunny target and how to end it. */
export interface OutputSink {
  target: Target;
  /** True when the output streams to disk: MP4 and MOV then put their index at the end (see `outputFormat`). */
  streamed: boolean;
  /** After `finalize`: the result, a disk-backed File in OPFS, or its bytes where OPFS is missing. */
  finish(): Promise<File | ArrayBuffer>;
  /** Drops the output of a run that failed. */
  discard(): Promise<void>;
}

/**
 * How long the worker keeps its lock on a finished output: the page takes its own lock when the
 * answer arrives, and until then no sweep may remove the file.
 */
const HANDOVER_MS = 60_000;

/**
 * A new output with the file extension `extension` (in OPFS where there is one). Writes reach the
 * disk in blocks of up to `chunkSize` bytes.
 */
export async function openOutput(extension: string, chunkSize = 16 * 1024 * 1024): Promise<OutputSink> {
  const dir = await outputDirectory();
  if (!dir) return memoryOutput();
  await sweepOutputs();
  const name = `out-${crypto.randomUUID()}.${extension}`;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await new Promise<void>((granted) => {
    void navigator.locks.request(outputLock(name), () => {
      granted();
      return held;
    });
  });
  const file = (await dir.getFileHandle(name, { create: true })) as unknown as OutputFileHandle;
  const handle = await file.createSyncAccessHandle();
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    handle.flush();
    handle.close();
  };
  const writable = new WritableStream<StreamTargetChunk>({
    write: (chunk) => {
      handle.write(chunk.data, { at: chunk.position });
    },
  });
  return {
    // Chunked: mediabunny gathers small writes into large blocks, so the disk sees few large writes.
    target: new StreamTarget(writable, { chunked: true, chunkSize }),
    streamed: true,
    async finish() {
      close();
      setTimeout(release, HANDOVER_MS);
      return file.getFile();
    },
    async discard() {
      close();
      release();
      await dir.removeEntry(name).catch(() => {});
    },
  };
}

function memoryOutput(): OutputSink {
  const target = new BufferTarget();
  return {
    target,
    streamed: false,
    finish: async () => {
      if (!target.buffer) throw new Error('no output');
      return target.buffer;
    },
    discard: async () => {},
  };
}

/** What a worker posts back for an output: bytes move (transfer), a File is passed by reference. */
export const transferOf = (bytes: File | ArrayBuffer): Transferable[] =>
  bytes instanceof ArrayBuffer ? [bytes] : [];
