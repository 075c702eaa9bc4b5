import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'letter_handle', load: () => import('./ui.tsx'), locales });
