import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'word_to_image', load: () => import('./ui.tsx'), locales });
