import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'code_compare', load: () => import('./ui.tsx'), locales });
