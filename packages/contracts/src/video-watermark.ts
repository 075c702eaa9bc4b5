import { z } from 'zod';

/** video3: most boxes one task removes. */
export const video3MaxBoxes = 8;

/**
 * One box over a logo, in pixels of the video's frame as a player shows it (rotation applied):
 * left, top, width and height. The server checks it against the real frame size.
 */
export const delogoBox = z.object({
  x: z.number().int().min(0).max(16_384),
  y: z.number().int().min(0).max(16_384),
  w: z.number().int().min(4).max(16_384),
  h: z.number().int().min(4).max(16_384),
});
export type DelogoBox = z.infer<typeof delogoBox>;

/** video3 options: the boxes to erase (the server refuses a task without one). */
export const video3Options = z.object({
  boxes: z.array(delogoBox).max(video3MaxBoxes).default([]),
});
export type Video3Options = z.input<typeof video3Options>;
