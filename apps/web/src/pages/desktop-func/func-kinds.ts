import type { DesktopFuncCode, FuncRunRequest } from '@toolbox/contracts';

export type FuncOptions = NonNullable<FuncRunRequest['options']>;

/** What each desktop tool reads and which options it shows. */
export interface FuncKind {
  accept: string[];
  /** Shown in the empty-list hint. */
  kinds: string;
  options: ('format' | 'scale' | 'level' | 'name' | 'lang')[];
  defaults: FuncOptions;
}

const word = ['docx', 'doc', 'odt', 'rtf'];
const images = ['png', 'jpg', 'jpeg', 'bmp', 'tif', 'tiff', 'webp', 'gif'];

export const funcKinds: Record<DesktopFuncCode, FuncKind> = {
  pdf_to_word_desktop: { accept: ['pdf'], kinds: 'PDF', options: [], defaults: {} },
  pdf_to_image_desktop: {
    accept: ['pdf'],
    kinds: 'PDF',
    options: ['format', 'scale'],
    defaults: { format: 'png', scale: 1.5 },
  },
  pdf_compress_desktop: { accept: ['pdf'], kinds: 'PDF', options: ['level'], defaults: { level: 'medium' } },
  pdf_merge_desktop: { accept: ['pdf'], kinds: 'PDF', options: ['name'], defaults: { name: 'merged' } },
  word_merge_desktop: { accept: ['docx'], kinds: 'DOCX', options: ['name'], defaults: { name: 'merged' } },
  word_to_pdf_desktop: { accept: word, kinds: 'Word', options: [], defaults: {} },
  word_to_image_desktop: {
    accept: word,
    kinds: 'Word',
    options: ['format', 'scale'],
    defaults: { format: 'png', scale: 1.5 },
  },
  image_ocr_desktop: {
    accept: images,
    kinds: 'PNG/JPG',
    options: ['lang'],
    defaults: { lang: 'chi_sim+eng' },
  },
  image_to_excel_desktop: {
    accept: images,
    kinds: 'PNG/JPG',
    options: ['lang'],
    defaults: { lang: 'chi_sim+eng' },
  },
};

export const scales = [1, 1.5, 2, 3] as const;
