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
import { outputLock, sweepOutputs } from './output-store.ts';
import { held, installFakeOutputs, removeFakeOutputs, type FakeFolder } from './test-helpers.ts';

let folder: FakeFolder;
beforeEach(() => {
  folder = installFakeOutputs();
});
afterEach(removeFakeOutputs);

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

describe('audio and video output files', () => {
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

  it('takes writes at any position (a header written last), on disk as in memory', async () => {
    const write = async () => {
      const sink = await openOutput('wav', 1024);
      sink.write(new Uint8Array(3000).fill(7), 44);
      sink.write(new Uint8Array(44).fill(1), 0);
      return new Uint8Array(await new Blob([await sink.finish()]).arrayBuffer());
    };
    const disk = await write();
    expect([...folder.files.keys()]).toHaveLength(1);
    removeFakeOutputs();
    const memory = await write();
    expect(disk).toEqual(memory);
    expect(memory.length).toBe(3044);
    expect(memory[0]).toBe(1);
    expect(memory[44]).toBe(7);
  });

  it('builds in memory where OPFS is missing', async () => {
    removeFakeOutputs();
    const sink = await openOutput('webm', 8 * 1024);
    expect(sink.streamed).toBe(false);
    await writeClip(sink.target);
    const bytes = await sink.finish();
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    const memory = new BufferTarget();
    await writeClip(memory);
    expect(new Uint8Array(bytes as ArrayBuffer)).toEqual(new Uint8Array(memory.buffer!));
    expect(keepOutput(bytes, 'video/webm').type).toBe('video/webm');
  });
});
