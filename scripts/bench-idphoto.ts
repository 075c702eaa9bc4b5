// ID-photo bench: a 12 MP portrait (the White House portrait of the server tests, enlarged to
// 3098 × 3873 and saved as a quality-90 JPEG, as a phone would hand it over) made into a 1-inch
// photo end to end as the server task does it: decode, detect, landmarks, crown mask, crop and
// level, matte, background, JPEG with DPI. The reference is the decode alone, the floor any tool
// pays; no other ID-photo maker runs here (HivisionIDPhotos needs Python and ONNX models).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleAffine } from '@toolbox/toolkit/idphoto';
import { loadNodeCodecs } from '@toolbox/toolkit/node';
import { loadIdPhotoModels } from '../apps/server/src/modules/idphoto/models.ts';
import { idPhotoCut } from '../apps/server/src/modules/idphoto/run.ts';
import type { BenchRow } from './bench-types.ts';

const PORTRAIT = new URL('../apps/server/src/modules/idphoto/__fixtures__/obama.jpg', import.meta.url);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchIdPhoto(): Promise<BenchRow[]> {
  const { decoders, encoders } = await loadNodeCodecs();
  const small = await decoders.jpeg(new Uint8Array(readFileSync(PORTRAIT)));
  const scale = Math.sqrt(12e6 / (small.width * small.height));
  const width = Math.round(small.width * scale);
  const height = Math.round(small.height * scale);
  const big = sampleAffine(small, width, height, { a: 1 / scale, b: 0, c: 0, d: 0, e: 1 / scale, f: 0 });
  const dir = mkdtempSync(join(tmpdir(), 'idphoto-bench-'));
  try {
    const path = join(dir, 'portrait.jpg');
    const bytes = await encoders.jpeg(big, 90);
    writeFileSync(path, bytes);
    await loadIdPhotoModels(); // loaded once per server process, not per task
    const options = {
      widthPx: 295,
      heightPx: 413,
      widthMm: 25,
      heightMm: 35,
      dpi: 300,
      color: '#438edb',
      gradient: false,
      layout: 'single' as const,
      copies: 8,
      maxKB: null,
    };
    const caps = { pages: 0, megapixels: 50 };
    const times: number[] = [];
    const decodes: number[] = [];
    for (let i = 0; i < 3; i++) {
      let start = performance.now();
      await decoders.jpeg(bytes);
      decodes.push(performance.now() - start);
      start = performance.now();
      await idPhotoCut({ path, name: 'p.jpg', ext: 'jpg' }, options, dir, caps, async () => {});
      times.push(performance.now() - start);
    }
    const best = Math.min(...times);
    return [
      {
        name: `image_id_photo_cut ${width}×${height} (12 MP) → 1 inch, whole task`,
        ours: seconds(best),
        reference: `${seconds(Math.min(...decodes))} decode alone`,
        note: `best of 3 (runs ${times.map((t) => seconds(t)).join(', ')}); target ≤ 3 s`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
