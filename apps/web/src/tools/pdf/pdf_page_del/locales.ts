import type { ToolLocales } from '../../../framework/define-tool.ts';
import { pagesLocales } from '../../../features/pdf/pages-locales.ts';

// The PDF page tools share their strings (features/pdf/pages-locales.ts).
export const locales: ToolLocales = pagesLocales;
