// Matting bench: the ID-photo person matte (Selfie Segmentation refined by the guided filter, the
// alpha makeIdPhoto composites with) measured on the very crops the pipeline cuts from three real
// portraits, against reference alphas made from hand-drawn trimaps solved with closed-form matting
// and checked by eye (apps/server/src/modules/idphoto/__fixtures__/SOURCES.md). The
// reference column is the raw segmentation mask, upsampled, before the refinement.
import { loadIdPhotoModels } from '../apps/server/src/modules/idphoto/models.ts';
import {
  alphaErrors,
  boundaryBand,
  loadMattingCase,
  MATTING_CASES,
  segmentBoth,
  type AlphaErrors,
} from '../apps/server/src/modules/idphoto/matting-eval.ts';
import type { BenchRow } from './bench-types.ts';

const whole = (e: AlphaErrors) => `SAD ${e.sad.toFixed(2)}, MSE ${e.mse.toFixed(4)}`;
const band = (e: AlphaErrors) =>
  `SAD ${e.bandSad.toFixed(2)}, MSE ${e.bandMse.toFixed(4)}, grad ${e.gradient.toFixed(3)}`;

export async function benchMatting(): Promise<BenchRow[]> {
  const models = await loadIdPhotoModels();
  const rows: BenchRow[] = [];
  for (const name of MATTING_CASES) {
    const c = await loadMattingCase(name);
    const { refined, raw } = await segmentBoth(c.image, models);
    const region = boundaryBand(c);
    const ours = alphaErrors(c, refined, region);
    const ref = alphaErrors(c, raw, region);
    const size = `${c.image.width}×${c.image.height}`;
    rows.push(
      {
        name: `matting ${name} ${size}, whole crop`,
        ours: whole(ours),
        reference: `${whole(ref)} raw mask`,
        note: 'SAD = Σ|α − α*| / 1000',
      },
      {
        name: `matting ${name} ${size}, boundary band`,
        ours: band(ours),
        reference: `${band(ref)} raw mask`,
        note: `${ours.bandPixels} px: 0 < α* < 1, grown 3 px`,
      },
    );
  }
  return rows;
}
