import { describe, expect, it } from 'vitest';
import { alphaErrors, boundaryBand, loadMattingCase, segmentBoth } from './matting-eval.ts';
import { loadIdPhotoModels } from './models.ts';

// The ID-photo crop of the White House portrait of Joe Biden (fine white hair with flyaways over
// curtains) and its reference alpha: a hand-drawn trimap solved by closed-form matting, checked by
// eye (__fixtures__/SOURCES.md). Figures on 2026-11-27: band MSE 0.099 (raw mask 0.106),
// band SAD 3.68 over 18 970 px; bounds leave about 15 % of headroom.
describe('ID-photo matte against a reference alpha of a real portrait', () => {
  it('keeps the boundary-band error under its bound, and the refinement beats the raw mask there', async () => {
    const c = await loadMattingCase('biden');
    expect([c.image.width, c.image.height]).toEqual([413, 579]);
    const { refined, raw } = await segmentBoth(c.image, await loadIdPhotoModels());
    const band = boundaryBand(c);
    const ours = alphaErrors(c, refined, band);
    const mask = alphaErrors(c, raw, band);
    expect(ours.bandPixels).toBeGreaterThan(10_000);
    expect(ours.bandMse).toBeLessThan(0.115);
    expect(ours.bandSad).toBeLessThan(4.2);
    expect(ours.mse).toBeLessThan(0.0105);
    // The guided filter must pull the mask's blurred step towards the real edge, not away from it.
    expect(ours.bandMse).toBeLessThan(mask.bandMse * 0.97);
  });
});
