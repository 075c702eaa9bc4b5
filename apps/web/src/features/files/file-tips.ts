import { createResource } from '../../queries/resource.ts';
import { filesApi } from './files-api.ts';

/** How many days files are kept (`/file/file-tips`), cached for 10 minutes. */
export const fileTipsResource = createResource(
  async () => (await filesApi.fileTips(undefined, { silent: true })).fileCacheDay,
  600_000,
);
