import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'country_capital', load: () => import('./ui.tsx'), locales });
