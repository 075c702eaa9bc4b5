// The MozJPEG options every image tool encodes with (jSquash in the worker and in Node), so the
// browser and the tests write the same bytes.

/** Qualities from here up keep full-resolution chroma (4:4:4); below, chroma is halved both ways. */
export const FULL_CHROMA_QUALITY = 90;

/** The jSquash MozJPEG options the tools set; the rest keep jSquash's defaults. */
export interface MozJpegOptions {
  quality: number;
  auto_subsample: boolean;
  chroma_subsample: number;
}

/**
 * jSquash's default `auto_subsample` lets its MozJPEG (3.3.1) pick chroma subsampling from the quality:
 * 4:4:4 at 90 and above, 4:2:2 from 80 to 89, 4:2:0 below. The 4:2:2 band is a poor trade: on the
 * image_resize bench photo (1920 × 1440, q80) it cost 15 % more bytes than 4:2:0 for the same luma
 * SSIM, and at equal bytes 4:2:0 (at q85) scored clearly higher luma SSIM with chroma SSIM within
 * 0.001. So 4:2:0 is set outright below 90, as libvips does by default, and 4:4:4 from 90, where a
 * user asking for that quality expects colour edges kept. `fullChroma` asks for 4:4:4 at any quality:
 * for drawn coloured text and lines (watermarks), which 4:2:0 would smear into their background.
 */
export function mozJpegOptions(quality: number, fullChroma = false): MozJpegOptions {
  return {
    quality,
    auto_subsample: false,
    chroma_subsample: fullChroma || quality >= FULL_CHROMA_QUALITY ? 1 : 2,
  };
}
