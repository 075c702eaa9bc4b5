import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'code_json_parse',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
