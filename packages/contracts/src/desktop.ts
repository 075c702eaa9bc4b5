/*
 * The desktop bridge: what the web app and the desktop agent say to each other over the agent's
 * loopback port, and the client registration that tells the web where the agent listens.
 */
import { z } from 'zod';

/** Every request type of the bridge (spec §7). */
export const bridgeRequestTypes = [
  'env:get-version',
  'file:open',
  'file:enable-drag',
  'file:disable-drag',
  'file:un-register-drag',
  'file:save',
  'file:copy',
  'file:del',
  'file-search:enable-query',
  'file-search:enable-set',
  'file-search:query',
  'file-search:index',
  'file-search:wait-index',
  'file-search:list-support-volume',
  'func:list-func-code',
  'func:run',
  'keystore:get-config',
  'keystore:update-config',
  'page:open',
  'screenshot:start',
  'user:save',
  'user:confirm-handover',
] as const;
export type BridgeRequestType = (typeof bridgeRequestTypes)[number];

/** One call: POST /bridge with this body, the pairing secret in the `x-toolbox-pairing` header. */
export const bridgeRequest = z.object({
  type: z.enum(bridgeRequestTypes),
  data: z.unknown().optional(),
});
export type BridgeRequest = z.input<typeof bridgeRequest>;

/** The header that carries the pairing secret on every bridge call. */
export const pairingHeader = 'x-toolbox-pairing';

/** The bridge's answer: code '000' on success, else a warning with a title and optional content. */
export interface BridgeResponse<T = unknown> {
  code: string;
  data: T | null;
  exceptionMsg: { title: string; content?: string } | null;
}

/** Bridge answer codes besides '000'. */
export const BridgeCode = {
  ok: '000',
  /** Origin, Host or pairing secret refused. */
  forbidden: '403',
  badRequest: '400',
  /** A file call ran past its 300 s. */
  timeout: '408',
  /** Not enough memory for the call. */
  outOfMemory: '507',
  failed: '500',
} as const;

/** Messages the agent pushes to the web (GET /events, one JSON object per server-sent event). */
export const bridgeMessageTypes = [
  'LOADING',
  'TIPS',
  'INIT_DATA',
  'FILE_SELECT_CHANGE',
  'EXCEPTION',
] as const;
export type BridgeMessageType = (typeof bridgeMessageTypes)[number];
export interface BridgeMessage {
  type: BridgeMessageType;
  data: unknown;
}

/** Time-out of file calls over the bridge (spec §9), ms. */
export const desktopFileCallTimeoutMs = 300_000;
/** File-search page size (spec §9). */
export const fileSearchPageSize = 100;

/** file-search:query: words joined by commas; every word must occur in the name. */
export const fileSearchQuery = z.object({
  keyword: z.string().max(500),
  singleQuery: z.boolean().optional().default(false),
  pageNum: z.number().int().min(1).optional().default(1),
});
export type FileSearchQuery = z.input<typeof fileSearchQuery>;
/** One found file: its full path and its name as HTML with the matched words in <em>. */
export interface FileSearchItem {
  path: string;
  name: string;
  nameHtml: string;
  isDir: boolean;
}
export interface FileSearchResult {
  fileSearchDTOS: FileSearchItem[];
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
  /** Entries in the index when the query ran. */
  indexed: number;
  tookMs: number;
}
/** file-search:list-support-volume. */
export interface SupportVolumeInfo {
  enable: boolean;
  supportAll: boolean;
  volumes: string[];
}
/** keystore config (screenshot shortcut). */
export const keystoreConfig = z.object({
  name: z.string().min(1).max(40),
  enable: z.boolean(),
  ctrl: z.boolean(),
  alt: z.boolean(),
  shift: z.boolean(),
  keyStr: z.string().regex(/^[A-Za-z0-9]?$/),
});
export type KeystoreConfig = z.infer<typeof keystoreConfig>;
/** env:get-version. */
export interface DesktopVersion {
  version: string;
  versionInt: number;
}

/**
 * The normal form of a file-search text (spec §5): trimmed, whitespace runs collapsed, words joined
 * by commas. Commas typed by the user (also full-width) separate words too.
 */
export function fileSearchKeyword(text: string): string {
  return text
    .split(/[\s,，]+/u)
    .filter((w) => w.length > 0)
    .join(',');
}

/**
 * POST /ut/client/register (called by the agent at start and every few minutes): tells the server
 * where the agent listens and the pairing secret the web must present. Kept for an hour after the
 * last call.
 */
export const clientRegisterRequest = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  port: z.number().int().min(1024).max(65535),
  pairingSecret: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/),
  versionInt: z.number().int().min(0).optional(),
});
export const clientRegisterResponse = z.object({ clientId: z.string(), expireTime: z.number() });

/**
 * POST /ut/client/query-client {clientId} → the agent's loopback port and its pairing secret. The
 * clientId (22+ random characters) reaches the web only in the address the agent opens.
 */
export const clientQueryRequest = z.object({ clientId: z.string().min(1).max(64) });
export const clientInfoSchema = z.object({
  clientId: z.string(),
  port: z.number().int(),
  pairingSecret: z.string(),
  versionInt: z.number().int().nullable(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

/** Client registration codes. */
export const ClientCode = {
  /** query-client: no live registration for that clientId. */
  notFound: '40401',
} as const;

/** The desktop tools the agent may run (`/desktop-func/{code}`; file search has its own calls). */
export const desktopFuncCodes = [
  'pdf_to_word_desktop',
  'pdf_to_image_desktop',
  'pdf_compress_desktop',
  'pdf_merge_desktop',
  'word_merge_desktop',
  'word_to_pdf_desktop',
  'word_to_image_desktop',
  'image_ocr_desktop',
  'image_to_excel_desktop',
] as const;
export type DesktopFuncCode = (typeof desktopFuncCodes)[number];

/**
 * file:open with `select`: the agent shows the system's file or folder chooser and answers with the
 * chosen paths (also pushed as FILE_SELECT_CHANGE). Without `select`, file:open opens `path`.
 */
export const fileSelectRequest = z.object({
  select: z.enum(['files', 'folder']),
  /** Extensions without the dot the chooser shows (files only). */
  accept: z
    .array(z.string().regex(/^[a-z0-9]{1,8}$/))
    .max(20)
    .optional(),
});
export type FileSelectRequest = z.input<typeof fileSelectRequest>;
export interface FileSelectResult {
  paths: string[];
}

/**
 * func:run: one desktop tool over chosen files and folders (folders are searched for the files the
 * tool reads). Results go next to each source, or into `outDir`. Answers when the batch is done;
 * meanwhile LOADING messages carry a DesktopFuncProgress per file, and a TIPS message the summary.
 */
export const funcRunRequest = z.object({
  code: z.enum(desktopFuncCodes),
  paths: z.array(z.string().min(1).max(4096)).min(1).max(10_000),
  outDir: z.string().min(1).max(4096).optional(),
  options: z
    .object({
      format: z.enum(['png', 'jpg']).optional(),
      scale: z.number().min(0.5).max(4).optional(),
      level: z.enum(['low', 'medium', 'high']).optional(),
      /** Merges: the output's file name without extension. */
      name: z.string().min(1).max(120).optional(),
      /** OCR languages. */
      lang: z.enum(['chi_sim+eng', 'eng', 'chi_sim']).optional(),
    })
    .default({}),
  /** Chosen by the page, so its progress messages can be told apart. */
  jobId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type FuncRunRequest = z.input<typeof funcRunRequest>;

/** One file of a run. */
export interface DesktopFuncFileResult {
  source: string;
  ok: boolean;
  /** Files written. */
  outputs: string[];
  /** Why it failed, in English (the page shows its own text for known `reason`s). */
  error?: string;
  /**
   * Known reasons: credits, offline and login are a priced tool's: its result was made but could not
   * be paid (not enough credits, no answer from the server, a dead login), so it was removed, or the
   * file was not started because an earlier one could not be paid.
   */
  reason?: 'encrypted' | 'unreadable' | 'no_converter' | 'failed' | 'credits' | 'offline' | 'login';
  /** Credits the desktop client took for this file (0 for a free use); absent when the tool is free. */
  point?: number;
  /** A short figure for the page: pages, bytes saved, characters recognised… */
  detail?: Record<string, number>;
}

/**
 * screenshot:start: the user drags a region of the screen (the system's capturer); the picture is
 * kept in the agent's screenshots folder, then read as text (image_ocr_desktop) or as a table
 * (image_to_excel_desktop), priced and paid like those tools, or only kept ('image').
 */
export const screenshotRequest = z.object({
  then: z.enum(['ocr', 'table', 'image']).default('ocr'),
  lang: z.enum(['chi_sim+eng', 'eng', 'chi_sim']).optional(),
});
export type ScreenshotRequest = z.input<typeof screenshotRequest>;

/** screenshot:start's answer: nothing when the user cancelled, else the picture and what was read. */
export interface ScreenshotResult {
  cancelled: boolean;
  /** The captured PNG. */
  image?: string;
  /** The OCR or table run on it (its outputs: the .txt or .xlsx). */
  result?: DesktopFuncFileResult;
  /** The text read, for 'ocr'. */
  text?: string;
}

/** A LOADING message of a run: the file being worked on, or (state done) the one just finished. */
export interface DesktopFuncProgress {
  jobId: string;
  code: DesktopFuncCode;
  index: number;
  total: number;
  source: string;
  state: 'running' | 'done';
  result?: DesktopFuncFileResult;
}

/** func:run's answer (and the TIPS message at the end). */
export interface DesktopFuncRunResult {
  jobId: string;
  code: DesktopFuncCode;
  files: DesktopFuncFileResult[];
  ms: number;
}
