import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'map_location_pick_and_jump', load: () => import('./ui.tsx'), locales });
