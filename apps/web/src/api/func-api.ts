import { call } from './call.ts';

/** The calls the shell makes; paths, payloads and answers come from `@toolbox/contracts`. */
export const funcApi = {
  systemInformation: (signal?: AbortSignal) => call('systemInformation', {}, { signal, silent: true }),
  categories: () => call('funcCategories', {}),
  /** All listed functions (those that work), or one when `code` is given. */
  functions: (code?: string) => call('funcQuery', code ? { code } : {}),
  search: (keyword: string) => call('funcSearch', { keyword }),
};
