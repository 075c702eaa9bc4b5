import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'network_speed_test', load: () => import('./ui.tsx'), locales });
