import type { ToolDef } from './types.ts';
import { audioVideoTools } from './tools/audio-video.ts';
import { chartTools } from './tools/chart.ts';
import { codeTools } from './tools/code.ts';
import { desktopTools } from './tools/desktop.ts';
import { documentTools } from './tools/document.ts';
import { fileTools } from './tools/file.ts';
import { financeTools } from './tools/finance.ts';
import { gameTools } from './tools/game.ts';
import { generatorTools } from './tools/generator.ts';
import { idPhotoTools } from './tools/id-photo.ts';
import { imageTools } from './tools/image.ts';
import { lifeTools } from './tools/life.ts';
import { networkTools } from './tools/network.ts';
import { pdfTools } from './tools/pdf.ts';
import { textTools } from './tools/text.ts';

/**
 * Every function code of the spec (/func/ and /desktop-func/, without the video4 redirect), in the
 * order of the categories. Pricing rules are described in tools/define.ts.
 */
export const tools: ToolDef[] = [
  ...pdfTools,
  ...documentTools,
  ...imageTools,
  ...idPhotoTools,
  ...audioVideoTools,
  ...textTools,
  ...codeTools,
  ...financeTools,
  ...generatorTools,
  ...chartTools,
  ...networkTools,
  ...lifeTools,
  ...gameTools,
  ...fileTools,
  ...desktopTools,
];
