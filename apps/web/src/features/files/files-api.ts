import type {
  DownStart,
  FileTips,
  Page,
  Task,
  TaskPageRequest,
  TaskSubmitRequest,
  TransData,
  TransStart,
  TransStartRequest,
  UploadConfig,
} from '@toolbox/contracts';
import { getBlob, post, type PostOptions } from '../../api/client.ts';

/** The spec's time-out for a download chunk (section 9: chunk load timeout 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** File transfer and server task calls (contracts: packages/contracts/src/{file,task}.ts). */
export const filesApi = {
  uploadConfig: (body: { funcCode?: string; apiType?: string }, options?: PostOptions) =>
    post<UploadConfig>('/file/query-file-upload-config', body, options),
  transStart: (body: TransStartRequest, options?: PostOptions) =>
    post<TransStart>('/file/trans-start', body, options),
  /** One chunk's raw bytes; fileId and index travel in the query string. */
  transData: (fileId: string, index: number, chunk: Blob, options?: PostOptions) =>
    post<TransData>(`/file/trans-data?fileId=${encodeURIComponent(fileId)}&index=${index}`, chunk, options),
  downStart: (fileId: string, options?: PostOptions) =>
    post<DownStart>('/file/down-start', { fileId }, options),
  /** Chunk `index` of a download started with `downStart` (`url` is its answer's `url`). */
  downData: (url: string, index: number, options?: PostOptions) =>
    getBlob(`${url}/${index}`, { timeoutMs: CHUNK_TIMEOUT_MS, ...options }),
  fileTips: (apiType?: string, options?: PostOptions) =>
    post<FileTips>('/file/file-tips', apiType ? { apiType } : {}, options),
  submitTask: (body: TaskSubmitRequest, options?: PostOptions) =>
    post<{ id: string; taskId: string }>('/task/submit', body, options),
  queryTask: (id: string, options?: PostOptions) => post<Task>('/task/query', { id }, options),
  taskPage: (body: TaskPageRequest, options?: PostOptions) => post<Page<Task>>('/task/page', body, options),
};
