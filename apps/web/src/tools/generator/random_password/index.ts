import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'random_password', load: () => import('./ui.tsx'), locales });
