import type { Func, FuncCategory, SystemInformation } from '@toolbox/contracts';
import { post } from './client.ts';

/** The calls the shell makes; payloads and answers follow `@toolbox/contracts`. */
export const funcApi = {
  systemInformation: (signal?: AbortSignal) =>
    post<SystemInformation>('/system/information/get', {}, { signal, silent: true }),
  categories: () => post<FuncCategory[]>('/ut/func-category/list', {}),
  /** All listed functions (those that work), or one when `code` is given. */
  functions: (code?: string) => post<Func[]>('/ut/func/query', code ? { code } : {}),
  search: (keyword: string) => post<Func[]>('/ut/func/search-list', { keyword }),
};
