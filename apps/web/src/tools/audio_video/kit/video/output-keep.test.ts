import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Output,
  WebMOutputFormat,
  type Target,
} from 'mediabunny';
import { openOutput } from './output-file.ts';
import { keepOutput, releaseOutput } from './output-keep.ts';
import { OUTPUT_DIR, outputLock, sweepOutputs } from './output-store.ts';

// A stand-in for OPFS (one folder of named files) and Web Locks: jsdom has neither.
class FakeFolder {
  files = new Map<string, Uint8Array>();
  async getFileHandle(name: string, { create }: { create: boolean }) {
    if (!this.files.has(name)) {
      if (!create) throw new DOMException('missing', 'NotFoundError');
      this.files.set(name, new Uint8Array(0));
    }
    return {
      getFile: async () => new File([this.files.get(name)!.slice()], name),
      createSyncAccessHandle: async () => ({
        write: (data: Uint8Array, { at }: { at: number }) => {
          const old = this.files.get(name)!;
          const grown = new Uint8Array(Math.max(old.length, at + data.length));
          grown.set(old);
          grown.set(data, at);
          this.files.set(name, grown);
          return data.length;
        },
        flush: () => {},
        close: () => {},
      }),
    };
  }
  async removeEntry(name: string) {
    if (!this.files.delete(name)) throw new DOMException('missing', 'NotFoundError');
  }
  async *keys() {
    yield* [...this.files.keys()];
  }
}

const held = new Set<string>();
const locks = {
  request(name: string, callback: () => Promise<unknown>) {
    held.add(name);
    return callback().finally(() => held.delete(name));
  },
  query: async () => ({ held: [...held].map((name) => ({ name })) }),
};

let folder: FakeFolder;
const install = (storage: unknown, lockManager: unknown) => {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  Object.defineProperty(navigator, 'locks', { value: lockManager, configurable: true });
};

beforeEach(() => {
  folder = new FakeFolder();
  held.clear();
  const root = {
    getDirectoryHandle: async (name: string) => {
      if (name !== OUTPUT_DIR) throw new Error(`unexpected folder ${name}`);
      return folder;
    },
  };
  install({ getDirectory: async () => root }, locks);
});

afterEach(() => install(undefined, undefined));

/** Writes a little WebM of made-up VP8 packets (the muxer does not decode them) into `target`. */
async function writeClip(target: Target) {
  const output = new Output({ format: new WebMOutputFormat(), target });
  const source = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(source);
  await output.start();
  for (let i = 0; i < 30; i++) {
    const data = new Uint8Array(4_000).fill(i);
    const packet = new EncodedPacket(data, i % 30 === 0 ? 'key' : 'delta', i / 30, 1 / 30);
    await source.add(
      packet,
      i === 0 ? { decoderConfig: { codec: 'vp8', codedWidth: 64, codedHeight: 64 } } : undefined,
    );
  }
  await output.finalize();
}

const ours = (n: number) => `out-00000000-0000-4000-8000-00000000000${n}.mp4`;

describe('video output files', () => {
  it('sweeps only our files that nobody holds', async () => {
    folder.files.set(ours(1), new Uint8Array(1));
    folder.files.set(ours(2), new Uint8Array(1));
    folder.files.set('notes.txt', new Uint8Array(1));
    held.add(outputLock(ours(2)));
    await sweepOutputs();
    expect([...folder.files.keys()].sort()).toEqual(['notes.txt', ours(2)]);
  });

  it('writes an output into OPFS byte for byte as in memory, and hands back the file', async () => {
    // Blocks of 8 KiB: the clip (120 KB) is written in many blocks, then its sizes and index after.
    const sink = await openOutput('webm', 8 * 1024);
    expect(sink.streamed).toBe(true);
    expect(sink.target).not.toBeInstanceOf(BufferTarget);
    const [name] = [...folder.files.keys()];
    expect(name).toMatch(/^out-[0-9a-f-]{36}\.webm$/);
    // The worker holds the file's lock while it writes: a sweep meanwhile leaves it.
    await sweepOutputs();
    expect(folder.files.has(name!)).toBe(true);
    await writeClip(sink.target);
    const file = await sink.finish();
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe(name);
    const memory = new BufferTarget();
    await writeClip(memory);
    // WebM goes back to fill in sizes and the cue index: those writes land at their positions.
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(new Uint8Array(memory.buffer!));
  });

  it('removes the file of a failed output', async () => {
    const sink = await openOutput('mov');
    await sink.discard();
    expect(folder.files.size).toBe(0);
  });

  it('keeps a shown result while the page holds it, and removes it once released', async () => {
    folder.files.set(ours(3), new Uint8Array([1, 2, 3]));
    const blob = keepOutput(new File([new Uint8Array([1, 2, 3])], ours(3)), 'video/mp4');
    expect(blob.type).toBe('video/mp4');
    expect(blob.size).toBe(3);
    await sweepOutputs();
    expect(folder.files.has(ours(3))).toBe(true);
    await releaseOutput(blob);
    expect(folder.files.has(ours(3))).toBe(false);
    expect(held.has(outputLock(ours(3)))).toBe(false);
  });

  it('builds in memory where OPFS is missing', async () => {
    install(undefined, undefined);
    const sink = await openOutput('mp4');
    expect(sink.streamed).toBe(false);
    expect(sink.target).toBeInstanceOf(BufferTarget);
    const bytes = new ArrayBuffer(0);
    expect(keepOutput(bytes, 'video/mp4').type).toBe('video/mp4');
  });
});
