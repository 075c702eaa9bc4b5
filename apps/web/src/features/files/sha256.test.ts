import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashBlob, Sha256 } from './sha256.ts';

const reference = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

describe('Sha256', () => {
  it('matches the FIPS examples', () => {
    expect(new Sha256().hex()).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(new Sha256().update(new TextEncoder().encode('abc')).hex()).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the same digest however the input is cut', () => {
    const data = new Uint8Array(randomBytes(5000));
    for (const lengths of [[5000], [1, 63, 64, 65, 4807], [55, 1, 8, 4936], [119, 9, 4872]]) {
      const hash = new Sha256();
      let offset = 0;
      for (const length of lengths) {
        hash.update(data.subarray(offset, offset + length));
        offset += length;
      }
      expect(hash.hex()).toBe(reference(data));
    }
  });

  it('pads every length around the block edge correctly', () => {
    for (let length = 50; length <= 130; length++) {
      const data = new Uint8Array(randomBytes(length));
      expect(new Sha256().update(data).hex()).toBe(reference(data));
    }
  });

  it('hashes a blob in 1 MB slices with progress', async () => {
    const data = new Uint8Array(randomBytes(2.5 * 1024 * 1024));
    const seen: number[] = [];
    const digest = await hashBlob(new Blob([data]), { onProgress: (done) => seen.push(done) });
    expect(digest).toBe(reference(data));
    expect(seen).toEqual([1048576, 2097152, 2621440]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(hashBlob(new Blob([new Uint8Array(10)]), { signal: controller.signal })).rejects.toThrow();
  });
});
