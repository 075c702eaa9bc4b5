import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type {
  BridgeMessage,
  DesktopFuncCode,
  DesktopFuncFileResult,
  DesktopFuncRunResult,
  FuncRunRequest,
} from '@toolbox/contracts';
import { BridgeCode, funcRunRequest } from '@toolbox/contracts';
import { BridgeError } from '../bridge/server.ts';
import { openPayer, type ChargeReason, type Payer } from './charge.ts';
import { imageToExcel } from './excel.ts';
import { imageOcr } from './ocr.ts';
import { expandInputs } from './inputs.ts';
import { pdfCompress, pdfMerge, pdfToImage, pdfToWord } from './pdf.ts';
import { FuncFailure, type DesktopFunc, type FileOutcome, type FuncContext } from './types.ts';
import { findSoffice, wordMerge, wordToImage, wordToPdf } from './word.ts';

/** Every desktop tool the agent knows, by code. */
export const desktopFuncs: Partial<Record<DesktopFuncCode, DesktopFunc>> = Object.fromEntries(
  [
    pdfToWord,
    pdfToImage,
    pdfCompress,
    pdfMerge,
    wordMerge,
    wordToPdf,
    wordToImage,
    imageOcr,
    imageToExcel,
  ].map((f) => [f.code, f]),
);

/** The codes that can run on this machine now (func:list-func-code); file search is always there. */
export async function runnableCodes(): Promise<string[]> {
  const codes: string[] = [];
  for (const func of Object.values(desktopFuncs))
    if ((await func.unavailable()) === null) codes.push(func.code);
  return [...codes, 'file_search_desktop'];
}

function failed(error: unknown): FileOutcome {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError && /alloc|memory|heap/i.test(message)) throw error; // the bridge's message
  return {
    ok: false,
    outputs: [],
    reason: error instanceof FuncFailure ? error.reason : 'failed',
    error: message,
  };
}

const chargeReasons: readonly string[] = ['credits', 'offline', 'login'] satisfies ChargeReason[];

/**
 * Takes the credits of a result just written; when they cannot be taken, the result is removed (it
 * was not paid for) and the outcome says why.
 */
async function paid(outcome: FileOutcome, payer: Payer): Promise<FileOutcome> {
  const charge = await payer.charge();
  if (charge.ok) return { ...outcome, point: charge.point };
  await Promise.all(outcome.outputs.map((path) => rm(path, { force: true })));
  return { ok: false, outputs: [], reason: charge.reason, error: charge.error };
}

export interface RunOptions {
  push: (message: BridgeMessage) => void;
  server?: FuncContext['server'];
  /** LibreOffice's soffice here, or null (the agent's own lookup unless given). */
  findOffice?: () => string | null;
  /** Paths the caller may not use (outside what the user chose or the searched folders). */
  checkPath?: (path: string) => string;
}

/**
 * Runs one func:run request: expands folders, works file by file (a failed file does not stop the
 * others), and pushes a LOADING message when each file starts and ends, and a TIPS at the end.
 */
export async function runFunc(data: unknown, options: RunOptions): Promise<DesktopFuncRunResult> {
  const request: FuncRunRequest = funcRunRequest.parse(data);
  const { code, jobId } = request;
  const func = desktopFuncs[code];
  // The content is a reason code the page words in its own language.
  const why = func ? await func.unavailable() : `${code} is not available`;
  if (!func || why) throw new BridgeError(BridgeCode.failed, why ?? '', 'no_converter');
  const check = options.checkPath ?? ((path: string) => resolve(path));
  const files = await expandInputs(request.paths.map(check), func.accepts);
  if (files.length === 0)
    throw new BridgeError(BridgeCode.badRequest, 'No file this tool reads was chosen', 'no_files');
  const outDir = request.outDir ? check(request.outDir) : undefined;
  if (outDir) await mkdir(outDir, { recursive: true });
  const payer = await openPayer(code, options.server);
  const ctx: FuncContext = {
    outDir,
    options: request.options ?? {},
    server: options.server,
    office: (options.findOffice ?? findSoffice)(),
  };
  const started = Date.now();
  const total = files.length;
  const progress = (index: number, state: 'running' | 'done', result?: DesktopFuncFileResult) =>
    options.push({
      type: 'LOADING',
      data: { jobId, code, index, total, source: files[index], state, result },
    });
  const results: DesktopFuncFileResult[] = [];
  // Set once a result could not be paid: the files after it are not started.
  let unpaid: { reason: ChargeReason; error: string } | null = null;
  const notRun = (source: string): DesktopFuncFileResult => ({
    source,
    ok: false,
    outputs: [],
    reason: unpaid!.reason,
    error: `not started: ${unpaid!.error}`,
  });
  if (func.each) {
    for (const [index, source] of files.entries()) {
      if (unpaid) {
        const result = notRun(source);
        results.push(result);
        progress(index, 'done', result);
        continue;
      }
      progress(index, 'running');
      let outcome = await func.each(source, ctx).catch(failed);
      if (outcome.ok && payer && outcome.point === undefined) outcome = await paid(outcome, payer);
      if (!outcome.ok && chargeReasons.includes(outcome.reason as ChargeReason))
        unpaid = { reason: outcome.reason as ChargeReason, error: outcome.error ?? '' };
      const result = { source, ...outcome };
      results.push(result);
      progress(index, 'done', result);
    }
  } else if (func.combine) {
    progress(0, 'running');
    let outcomes = await func
      .combine(files, ctx, (i) => i + 1 < total && progress(i + 1, 'running'))
      .catch((error: unknown) => files.map(() => failed(error)));
    // A merge is one use, paid once it is written; unpaid, its one result goes for every source.
    if (payer && outcomes.some((o) => o.ok)) {
      const merged = [...new Set(outcomes.flatMap((o) => o.outputs))];
      const paidOutcome = await paid({ ok: true, outputs: merged }, payer);
      outcomes = outcomes.map((o, i) =>
        paidOutcome.ok ? { ...o, point: i === 0 ? paidOutcome.point : 0 } : o.ok ? paidOutcome : o,
      );
    }
    for (const [index, source] of files.entries()) {
      const result = { source, ...outcomes[index]! };
      results.push(result);
      progress(index, 'done', result);
    }
  }
  const summary: DesktopFuncRunResult = { jobId, code, files: results, ms: Date.now() - started };
  options.push({ type: 'TIPS', data: summary });
  return summary;
}
