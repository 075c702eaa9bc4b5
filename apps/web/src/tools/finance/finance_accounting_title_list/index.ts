import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'finance_accounting_title_list', load: () => import('./ui.tsx'), locales });
