import type { DesktopFuncCode, DesktopFuncFileResult, FuncRunRequest } from '@toolbox/contracts';

export type FuncOptions = NonNullable<FuncRunRequest['options']>;

/** What a tool gets besides its files. */
export interface FuncContext {
  /** Where results go; undefined: next to each source. */
  outDir?: string;
  options: FuncOptions;
  /** Our server, for conversions this machine cannot do itself. */
  server?: { url: string; accessToken?: string };
  /** LibreOffice's soffice on this computer, or null (Word conversions then run on our server). */
  office: string | null;
}

/**
 * One file's outcome, without its source (the runner adds it). A tool that paid for the file itself
 * (a conversion on our server is paid before it starts) sets `point`; the runner charges the others.
 */
export type FileOutcome = Omit<DesktopFuncFileResult, 'source'>;

/** A desktop tool: each file on its own, or (merges) all files into one result. */
export interface DesktopFunc {
  code: DesktopFuncCode;
  /** Extensions (lower case, no dot) read from chosen folders. */
  accepts: readonly string[];
  /** Null when it can run on this machine, else why not (English, for the log). */
  unavailable(): Promise<string | null>;
  each?: (file: string, ctx: FuncContext) => Promise<FileOutcome>;
  /** Merges: one outcome per source, in order; `onRead` after each file is read. */
  combine?: (files: string[], ctx: FuncContext, onRead: (index: number) => void) => Promise<FileOutcome[]>;
}

/** A failure with the page's reason code. */
export class FuncFailure extends Error {
  constructor(
    readonly reason: NonNullable<DesktopFuncFileResult['reason']>,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An `unavailable` check that loads a tool's engines once: where they cannot load (a system
 * that refuses the canvas's native addon, a build without them) the tool is not offered.
 */
export function probe(load: () => Promise<unknown>, also?: () => Promise<string | null>) {
  let loaded: Promise<string | null> | null = null;
  return async (): Promise<string | null> => {
    loaded ??= load().then(
      () => null,
      (error: unknown) => {
        // Once per engine, on stderr: why a tool this build should offer is not listed.
        console.warn(`engine missing in this build: ${String(error)}`);
        return `engine missing in this build: ${String(error)}`;
      },
    );
    return (await loaded) ?? (also ? also() : null);
  };
}
