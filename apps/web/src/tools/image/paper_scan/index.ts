import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'paper_scan', load: () => import('./ui.tsx'), locales });
