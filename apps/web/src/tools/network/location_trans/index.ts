import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'location_trans', load: () => import('./ui.tsx'), locales });
