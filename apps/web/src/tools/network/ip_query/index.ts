import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'ip_query', load: () => import('./ui.tsx'), locales });
