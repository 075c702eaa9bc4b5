import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'wenzi_defence', load: () => import('./ui.tsx'), locales });
