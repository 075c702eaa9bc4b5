import { z } from 'zod';

/** old_photo_repair: which steps run (every one by default). */
export const oldPhotoRepairOptions = z.object({
  /** Find scratches and dust and fill them from their surroundings. */
  scratches: z.boolean().default(true),
  denoise: z.enum(['off', 'low', 'medium', 'high']).default('medium'),
  /** Stretch a faded photo's tones (auto levels) and lift its mid-tones. */
  levels: z.boolean().default(true),
  /** 'neutral' removes a yellow or sepia cast (white balance); 'keep' keeps the photo's tone. */
  colour: z.enum(['neutral', 'keep']).default('neutral'),
});
export type OldPhotoRepairOptions = z.input<typeof oldPhotoRepairOptions>;

/** Most stroke points one colouring task takes (all strokes together). */
export const coloringMaxPoints = 5000;

/** One painted colour hint: a polyline in the photo's coordinates scaled to 0..1. */
export const coloringStroke = z.object({
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Brush diameter as a share of the photo's shorter side. */
  width: z.number().min(0.002).max(0.2),
  points: z
    .array(z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]))
    .min(1)
    .max(coloringMaxPoints),
});
export type ColoringStroke = z.infer<typeof coloringStroke>;

/** image_coloring: the user's painted hints and the automatic ones (sky, skin). */
export const imageColoringOptions = z.object({
  strokes: z
    .array(coloringStroke)
    .max(500)
    .default([])
    .refine((s) => s.reduce((n, x) => n + x.points.length, 0) <= coloringMaxPoints, {
      message: `at most ${coloringMaxPoints} points in all`,
    }),
  /** Add sky-blue hints on a smooth bright sky and skin hints on each face found. */
  auto: z.boolean().default(true),
  /**
   * 'hints': colour spreads from the strokes and automatic hints; 'model': the colourisation model the
   * operator configured (COLORIZE_MODEL) colours the whole photo, strokes unused.
   */
  method: z.enum(['hints', 'model']).default('hints'),
});
export type ImageColoringOptions = z.input<typeof imageColoringOptions>;
