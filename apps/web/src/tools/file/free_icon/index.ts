import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'free_icon', load: () => import('./ui.tsx'), locales });
