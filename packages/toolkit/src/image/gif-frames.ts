/**
 * How many frames a GIF holds, by walking its blocks (no decoding): the converters use the first
 * frame of an animated GIF and say so. 0 when the bytes are not a readable GIF.
 */
export function gifFrameCount(b: Uint8Array): number {
  if (b.length < 13 || b[0] !== 0x47 || b[1] !== 0x49 || b[2] !== 0x46) return 0;
  let at = 13;
  const flags = b[10]!;
  if (flags & 0x80) at += 3 << ((flags & 7) + 1); // global colour table
  let frames = 0;
  const skipSubBlocks = () => {
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    at++;
  };
  while (at < b.length) {
    const kind = b[at]!;
    if (kind === 0x3b) break; // trailer
    if (kind === 0x21) {
      at += 2; // extension introducer and label
      skipSubBlocks();
    } else if (kind === 0x2c) {
      frames++;
      const local = b[at + 9]!;
      at += 10;
      if (local & 0x80) at += 3 << ((local & 7) + 1);
      at++; // LZW minimum code size
      skipSubBlocks();
    } else break;
  }
  return frames;
}
