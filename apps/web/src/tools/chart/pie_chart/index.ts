import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'pie_chart', load: () => import('./ui.tsx'), locales });
