import { parseHexColour, TRANSPARENT, type Rgba } from '@toolbox/toolkit/image';

/** '#rrggbb' as an opaque colour; 'transparent' (or anything else) as transparent. */
export function fillColour(fill: string): Rgba {
  const rgb = fill === 'transparent' ? null : parseHexColour(fill);
  return rgb ? [rgb[0], rgb[1], rgb[2], 255] : TRANSPARENT;
}
