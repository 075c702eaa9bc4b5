import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'file_batch_rename', load: () => import('./ui.tsx'), locales });
