import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'tomato_clock', load: () => import('./ui.tsx'), locales });
