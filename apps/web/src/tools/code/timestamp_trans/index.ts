import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'timestamp_trans', load: () => import('./ui.tsx'), locales });
