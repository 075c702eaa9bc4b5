import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'tic_tac_toe', load: () => import('./ui.tsx'), locales });
