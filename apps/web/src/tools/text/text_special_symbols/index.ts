import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'text_special_symbols', load: () => import('./ui.tsx'), locales });
