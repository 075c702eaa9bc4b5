import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'qr_code_generator', load: () => import('./ui.tsx'), locales });
