import type { TaskPageRequest, TaskSubmitRequest, TransStartRequest } from '@toolbox/contracts';
import { call, sendBytes } from '../../api/call.ts';
import { getBlob, type PostOptions } from '../../api/client.ts';

/** The spec's time-out for a download chunk (section 9: chunk load timeout 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** File transfer and server task calls (contracts: packages/contracts/src/{file,task}.ts). */
export const filesApi = {
  uploadConfig: (body: { funcCode?: string; apiType?: string }, options?: PostOptions) =>
    call('uploadConfig', body, options),
  transStart: (body: TransStartRequest, options?: PostOptions) => call('transStart', body, options),
  /** One chunk's raw bytes; fileId and index travel in the query string. */
  transData: (fileId: string, index: number, chunk: Blob, options?: PostOptions) =>
    sendBytes('transData', { fileId, index }, chunk, options),
  downStart: (fileId: string, options?: PostOptions) => call('downStart', { fileId }, options),
  /** Chunk `index` of a download started with `downStart` (`url` is its answer's `url`). */
  downData: (url: string, index: number, options?: PostOptions) =>
    getBlob(`${url}/${index}`, { timeoutMs: CHUNK_TIMEOUT_MS, ...options }),
  fileTips: (apiType?: string, options?: PostOptions) =>
    call('fileTips', apiType ? { apiType } : {}, options),
  submitTask: (body: TaskSubmitRequest, options?: PostOptions) => call('taskSubmit', body, options),
  queryTask: (id: string, options?: PostOptions) => call('taskQuery', { id }, options),
  taskPage: (body: TaskPageRequest, options?: PostOptions) => call('taskPage', body, options),
};
