import { tools } from '@toolbox/catalog';
import {
  BridgeCode,
  Code,
  paymentPaths,
  paymentPrefixes,
  type DesktopFuncCode,
  type FuncUseQuote,
  type FuncUseRequest,
  type FuncUseResponse,
} from '@toolbox/contracts';
import { BridgeError } from '../bridge/server.ts';
import { callServer, ServerCallError } from '../server-api.ts';

/** Why a file's credits could not be taken (the page words each reason in its own language). */
export type ChargeReason = 'credits' | 'offline' | 'login';

export type ChargeResult = { ok: true; point: number } | { ok: false; reason: ChargeReason; error: string };

/** Takes the credits of one finished file (or one merge) of a run. */
export interface Payer {
  charge(): Promise<ChargeResult>;
}

export interface ServerLink {
  url: string;
  /** The login the desktop home saved (user:save); without it the agent pays as a tourist. */
  accessToken?: string;
}

const prefix = paymentPrefixes[0];

/** The reason of a failed server call: no answer, a dead login, or not enough credits. */
export function reasonOf(error: unknown): { reason: ChargeReason; error: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ServerCallError)) return { reason: 'offline', error: message };
  if (error.code === Code.loginExpired) return { reason: 'login', error: message };
  if (error.code === Code.notEnoughCredits) return { reason: 'credits', error: message };
  return { reason: 'offline', error: message };
}

/** Credits per use of a desktop tool in the catalogue this agent was built with. */
function builtInPoint(code: DesktopFuncCode): number {
  return tools.find((tool) => tool.code === code)?.point ?? 0;
}

/**
 * Grants one use of a desktop tool now (/h signed in, /t as a tourist, `desktop: true`): its credits
 * are taken (or a free use counted) and the answer's `useId` can start the server task of the web
 * function the tool stands for (the server gives it back if that task fails). A refusal throws.
 */
export function grantUse(code: DesktopFuncCode, server: ServerLink): Promise<FuncUseResponse> {
  const body: FuncUseRequest = { code, desktop: true, timezoneOffset: new Date().getTimezoneOffset() };
  const path = server.accessToken ? paymentPaths.useFunc : paymentPaths.useFuncTourist;
  return callServer<FuncUseResponse>(server.url, `${prefix}${path}`, body, server.accessToken);
}

/**
 * Opens the payment of one func:run. A desktop tool is priced by the server's catalogue like any
 * function (/hq, /tq with `desktop: true`: openLevel 4 is only granted to the desktop client, at
 * the desktop's lower price). The agent asks once before the run: null when the tool costs nothing
 * now (free tool), so the run needs no server; otherwise a payer whose `charge` the runner calls
 * after each file that succeeded, so a file that fails costs nothing and needs no refund.
 *
 * Refused before any work (a BridgeError whose content is the reason): not enough credits for even
 * one file, a login the server no longer knows, or no answer from the server for a tool the built-in
 * catalogue prices (local tools the catalogue gives away still run offline).
 */
export async function openPayer(
  code: DesktopFuncCode,
  server: ServerLink | undefined,
): Promise<Payer | null> {
  const signedIn = Boolean(server?.accessToken);
  const body = (): FuncUseRequest => ({
    code,
    desktop: true,
    timezoneOffset: new Date().getTimezoneOffset(),
  });
  const ask = <T>(path: string) =>
    callServer<T>(server!.url, `${prefix}${path}`, body(), server!.accessToken);
  let quote: FuncUseQuote;
  try {
    if (!server) throw new Error('no server configured');
    quote = await ask<FuncUseQuote>(signedIn ? paymentPaths.quoteFunc : paymentPaths.quoteFuncTourist);
  } catch (error) {
    const { reason, error: message } = reasonOf(error);
    if (reason === 'offline' && builtInPoint(code) === 0) return null;
    throw new BridgeError(BridgeCode.failed, message, reason);
  }
  if (quote.kind === 'none') return null;
  if (quote.kind === 'short') {
    throw new BridgeError(
      BridgeCode.failed,
      `Not enough credits: ${quote.point} needed, ${quote.balance} left`,
      'credits',
    );
  }
  return {
    async charge() {
      try {
        const use = await grantUse(code, server!);
        return { ok: true, point: use.deductPoint };
      } catch (error) {
        return { ok: false, ...reasonOf(error) };
      }
    },
  };
}
