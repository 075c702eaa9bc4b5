// Where an audio or video tool's output goes: a file in the origin-private file system (OPFS) written
// through a sync access handle in the tool's worker, so a 1 GB result never sits in memory; the page
// gets it as a disk-backed File. Where OPFS is missing (jsdom, Node, old browsers) it grows in memory.
import type { Target } from 'mediabunny';
import { MemoryBytes, type ByteSink } from '@toolbox/toolkit/audio';
import { streamTarget } from '@toolbox/toolkit/audio/transcode';
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
/** A finished output: a disk-backed File (OPFS) in browsers, its bytes where OPFS is missing. */
export type OutputBytes = File | ArrayBuffer;

/**
 * An output being written: positional writes (`write`, for what is not written by mediabunny: WAV,
 * GIF), the mediabunny target writing the same way, and how to end it.
 */
export interface OutputSink extends ByteSink {
  target: Target;
  /** True when the output streams to disk: MP4 and MOV then put their index at the end (see `outputFormat`). */
  streamed: boolean;
  /** After `finalize`: the result, a disk-backed File in OPFS, or its bytes where OPFS is missing. */
  finish(): Promise<OutputBytes>;
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
  if (!dir) return memoryOutput(chunkSize);
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
  const sink: ByteSink = {
    write: (data, at) => {
      if (!open) throw new Error('output closed');
      handle.write(data, { at });
    },
  };
  return {
    write: sink.write,
    target: streamTarget(sink, chunkSize),
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

function memoryOutput(chunkSize: number): OutputSink {
  const bytes = new MemoryBytes();
  return {
    write: (data, at) => bytes.write(data, at),
    target: streamTarget(bytes, chunkSize),
    streamed: false,
    finish: async () => bytes.bytes().buffer as ArrayBuffer,
    discard: async () => {},
  };
}

/** What a worker posts back for an output: bytes move (transfer), a File is passed by reference. */
export const transferOf = (bytes: OutputBytes): Transferable[] =>
  bytes instanceof ArrayBuffer ? [bytes] : [];
