import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'finance_money_upper', load: () => import('./ui.tsx'), locales });
