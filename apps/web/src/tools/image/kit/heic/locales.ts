// Strings of the HEIC kit (options, notes, errors) merged with the batch frame's: both HEIC tools
// spread them into their locales.
import { imageBatchStrings } from '../../../../features/image-batch/locales.ts';

const own = {
  'zh-CN': {
    heic: {
      format: '输出格式',
      formats: { jpeg: 'JPG', png: 'PNG（无损）' },
      quality: 'JPG 质量（1–100）',
      qualityHint: '90 看起来与原图相同，文件比 PNG 小得多。',
      qualityInvalid: '请输入 1 到 100 之间的整数。',
      pngHint: 'PNG 不损失画质，文件较大。',
      smallest: '最小文件（MozJPEG）：同样质量约小四分之一，转换慢几倍',
      keeps: '照片的方向、拍摄信息（EXIF，含位置）和色彩配置会保留；一个 HEIC 里有多张图时每张都会输出。',
      loading: '首次使用需要加载 HEIC 解码器（约 1.5 MB），之后会更快。',
    },
    notes: {
      heic_images_other: '含 {{count}} 张图，已全部转换',
      metadata_dropped: '{{what}} 太大，JPG 放不下，已省略',
    },
    errors: {
      heic_not_heic: '这不是 HEIC/HEIF 文件。',
      heic_damaged: 'HEIC 文件已损坏或不完整，无法解码。',
    },
  },
  en: {
    heic: {
      format: 'Output format',
      formats: { jpeg: 'JPG', png: 'PNG (lossless)' },
      quality: 'JPG quality (1–100)',
      qualityHint: '90 looks the same as the original at a fraction of the size of PNG.',
      qualityInvalid: 'Enter a whole number from 1 to 100.',
      pngHint: 'PNG loses nothing and makes larger files.',
      smallest: 'Smallest file (MozJPEG): about a quarter smaller at the same quality, several times slower',
      keeps:
        'Orientation, camera details (EXIF, location included) and the colour profile are kept; every image of a multi-image HEIC comes out.',
      loading: 'The first conversion loads the HEIC decoder (about 1.5 MB); later ones are faster.',
    },
    notes: {
      heic_images_one: '{{count}} image inside, converted',
      heic_images_other: '{{count}} images inside, all converted',
      metadata_dropped: '{{what}} too large for a JPG, left out',
    },
    errors: {
      heic_not_heic: 'This is not a HEIC/HEIF file.',
      heic_damaged: 'The HEIC file is damaged or incomplete and cannot be decoded.',
    },
  },
};

function merged(lang: 'zh-CN' | 'en') {
  const frame = imageBatchStrings[lang];
  const { notes, ...rest } = own[lang];
  return { ...frame, ...rest, batch: { ...frame.batch, notes: { ...frame.batch.notes, ...notes } } };
}

export const heicStrings = { 'zh-CN': merged('zh-CN'), en: merged('en') };
