import { randomInt } from 'node:crypto';

/**
 * Image captcha drawn as SVG strokes from our own line font (no <text>, so the answer is not in
 * the markup), each character rotated, scaled and shaken, under noise curves and dots.
 */

/** Glyphs on a 10 × 14 grid (y down); each is a list of polylines. Ambiguous 0/O, 1/I, S/5 left out. */
const glyphs: Record<string, number[][][]> = {
  '2': [
    [
      [0, 3],
      [2, 0],
      [8, 0],
      [10, 3],
      [10, 5],
      [0, 14],
      [10, 14],
    ],
  ],
  '3': [
    [
      [0, 1],
      [10, 0],
      [4, 6],
      [10, 8],
      [10, 12],
      [7, 14],
      [0, 13],
    ],
  ],
  '4': [
    [
      [7, 14],
      [7, 0],
      [0, 10],
      [10, 10],
    ],
  ],
  '6': [
    [
      [9, 0],
      [3, 2],
      [0, 8],
      [1, 13],
      [5, 14],
      [9, 12],
      [10, 9],
      [7, 7],
      [3, 7],
      [0, 9],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 14],
    ],
  ],
  '8': [
    [
      [5, 7],
      [1, 5],
      [1, 2],
      [5, 0],
      [9, 2],
      [9, 5],
      [5, 7],
      [0, 10],
      [1, 13],
      [5, 14],
      [9, 13],
      [10, 10],
      [5, 7],
    ],
  ],
  '9': [
    [
      [10, 5],
      [7, 7],
      [3, 7],
      [0, 5],
      [1, 1],
      [5, 0],
      [9, 1],
      [10, 5],
      [9, 10],
      [4, 14],
      [1, 14],
    ],
  ],
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2, 9],
      [8, 9],
    ],
  ],
  C: [
    [
      [10, 2],
      [7, 0],
      [3, 0],
      [0, 4],
      [0, 10],
      [3, 14],
      [7, 14],
      [10, 12],
    ],
  ],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 8],
    ],
    [
      [3, 6],
      [10, 14],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 14],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 8],
      [10, 0],
      [10, 14],
    ],
  ],
  N: [
    [
      [0, 14],
      [0, 0],
      [10, 14],
      [10, 0],
    ],
  ],
  P: [
    [
      [0, 14],
      [0, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [0, 7],
    ],
  ],
  R: [
    [
      [0, 14],
      [0, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [0, 7],
    ],
    [
      [5, 7],
      [10, 14],
    ],
  ],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 11],
      [3, 14],
      [7, 14],
      [10, 11],
      [10, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [5, 14],
      [10, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2, 14],
      [5, 5],
      [8, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
};

export const captchaAlphabet = Object.keys(glyphs).join('');

const WIDTH = 120;
const HEIGHT = 40;

/** A random float in [min, max) from the CSPRNG. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function color(): string {
  return `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;
}

/** A random answer of `length` characters. */
export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => captchaAlphabet[randomInt(0, captchaAlphabet.length)]).join('');
}

/** Draws `text` (characters of captchaAlphabet) as an SVG document. */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = () => rand(4, HEIGHT - 4).toFixed(1);
    parts.push(
      `<path d="M${rand(0, 20).toFixed(1)} ${y()} C${rand(20, 60).toFixed(1)} ${y()} ${rand(60, 100).toFixed(1)} ${y()} ${rand(100, 120).toFixed(1)} ${y()}" stroke="${color()}" stroke-width="${rand(1, 2).toFixed(1)}" fill="none" opacity="0.7"/>`,
    );
  }
  const step = (WIDTH - 16) / text.length;
  [...text].forEach((ch, index) => {
    const glyph = glyphs[ch] ?? [];
    const scale = rand(1.7, 2.1);
    const cx = 8 + step * index + step / 2 + rand(-3, 3);
    const cy = HEIGHT / 2 + rand(-3, 3);
    const angle = rand(-25, 25);
    const lines = glyph
      .map((line) =>
        line
          .map(
            ([x = 0, y = 0], k) =>
              `${k ? 'L' : 'M'}${(x - 5 + rand(-0.6, 0.6)).toFixed(2)} ${(y - 7 + rand(-0.6, 0.6)).toFixed(2)}`,
          )
          .join(''),
      )
      .join('');
    parts.push(
      `<path transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${(scale * rand(0.85, 1.1)).toFixed(2)} ${scale.toFixed(2)})" d="${lines}" stroke="${color()}" stroke-width="${(2.6 / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${rand(0, WIDTH).toFixed(1)}" cy="${rand(0, HEIGHT).toFixed(1)}" r="${rand(0.5, 1.4).toFixed(1)}" fill="${color()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6fa"/>${parts.join('')}</svg>`;
}

/** The SVG as a data URL, for an img src. */
export function captchaDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(text)).toString('base64')}`;
}
