// Makes an animated GIF of a stretch of a video in a worker: frames drawn upright at the chosen size
// and rate, one palette for the whole clip (quantised from frames across it), written frame by frame
// into the output file (OPFS where there is one, see kit/output) as each is encoded.
import { CanvasSink } from 'mediabunny';
import { createGifWriter, fitWidth, gifFrameTimes, gifPalette } from '@toolbox/toolkit/video';
import { openOutput, type OutputBytes } from '../output/output-file.ts';
import { coded, openInput, videoTrackOf, type Progress } from './engine.ts';

export interface GifOptions {
  start: number;
  end: number;
  fps: number;
  width: number;
  colours: number;
}

export interface GifOutcome {
  bytes: OutputBytes;
  width: number;
  height: number;
  frames: number;
}

export async function videoToGif(file: File, options: GifOptions, onProgress: Progress): Promise<GifOutcome> {
  const input = await openInput(file);
  try {
    const video = await videoTrackOf(input, file.name);
    const size = fitWidth(await video.getDisplayWidth(), await video.getDisplayHeight(), options.width);
    const { times, delays } = gifFrameTimes(options.start, options.end, options.fps);
    const sink = new CanvasSink(video, { width: size.width, height: size.height, fit: 'fill' });
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw coded('video_cannot_convert', { name: file.name });
    const out = await openOutput('gif');
    const pixels = (source: OffscreenCanvas | HTMLCanvasElement) => {
      ctx.drawImage(source, 0, 0, size.width, size.height);
      return ctx.getImageData(0, 0, size.width, size.height).data;
    };
    try {
      // The palette comes from up to 8 frames spread over the clip, so colours stay put between frames.
      const picks = Array.from({ length: Math.min(8, times.length) }, (_, i) =>
        Math.floor((i * times.length) / Math.min(8, times.length)),
      ).map((i) => times[i]!);
      const samples: Uint8ClampedArray[] = [];
      for await (const wrapped of sink.canvasesAtTimestamps(picks))
        if (wrapped) samples.push(pixels(wrapped.canvas));
      if (samples.length === 0) throw new Error('no frames');
      const palette = gifPalette(samples, options.colours);
      samples.length = 0;
      let written = 0;
      const writer = createGifWriter(size.width, size.height, palette, (piece) => {
        out.write(piece, written);
        written += piece.length;
      });
      let i = 0;
      let last: Uint8ClampedArray | null = null;
      for await (const wrapped of sink.canvasesAtTimestamps(times)) {
        const frame: Uint8ClampedArray | null = wrapped ? pixels(wrapped.canvas) : last;
        if (frame) writer.addFrame(frame, delays[i]!);
        last = frame;
        i++;
        onProgress(i, times.length);
      }
      writer.finish();
      return { bytes: await out.finish(), ...size, frames: times.length };
    } catch (error) {
      await out.discard();
      if (typeof error === 'object' && error !== null && 'code' in error) throw error;
      throw coded('video_unreadable', { name: file.name });
    }
  } finally {
    input.dispose();
  }
}
