import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'radar_chart', load: () => import('./ui.tsx'), locales });
