import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'web_batch_refresh', load: () => import('./ui.tsx'), locales });
