/**
 * Where the head goes in an ID photo, by standard: the share of the photo's height from chin to
 * crown (hair included), the crown's distance from the top edge, and the eye line's height above
 * the bottom edge, each as a band of fractions of the height. The engine aims at the middle of
 * the head band and puts the eyes as near the middle of their band as the crown band allows.
 */
export interface HeadStandard {
  id: 'icao' | 'us' | 'cn-passport' | 'general';
  head: [number, number];
  crownTop: [number, number];
  eyeFromBottom: [number, number];
}

export const standards: Record<HeadStandard['id'], HeadStandard> = {
  // ICAO 9303 / Schengen 35 × 45 mm: chin to crown 32–36 mm.
  icao: { id: 'icao', head: [32 / 45, 36 / 45], crownTop: [2 / 45, 6 / 45], eyeFromBottom: [0.5, 0.7] },
  // US 2 × 2 in: head 1–1⅜ in, eyes 1⅛–1⅜ in above the bottom.
  us: { id: 'us', head: [0.5, 0.6875], crownTop: [0.06, 0.2], eyeFromBottom: [0.5625, 0.6875] },
  // Chinese passport 33 × 48 mm: head 28–33 mm, crown 3–5 mm below the top.
  'cn-passport': {
    id: 'cn-passport',
    head: [28 / 48, 33 / 48],
    crownTop: [3 / 48, 5 / 48],
    eyeFromBottom: [0.5, 0.7],
  },
  // 1-inch, 2-inch, ID card, exam and other sizes: the studio rule of about two thirds.
  general: { id: 'general', head: [0.55, 0.7], crownTop: [0.06, 0.13], eyeFromBottom: [0.5, 0.68] },
};

/** The standard of a photo size by its millimetres. */
export function standardFor(widthMm: number, heightMm: number): HeadStandard {
  const near = (a: number, b: number) => Math.abs(a - b) < 1;
  if (near(widthMm, 51) && near(heightMm, 51)) return standards.us;
  if (near(widthMm, 35) && near(heightMm, 45)) return standards.icao;
  if (near(widthMm, 33) && near(heightMm, 48)) return standards['cn-passport'];
  return standards.general;
}

/** Pixels for a length in millimetres at `dpi`. */
export const mmToPx = (mm: number, dpi: number): number => Math.round((mm / 25.4) * dpi);
