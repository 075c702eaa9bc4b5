import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'country_capital',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
