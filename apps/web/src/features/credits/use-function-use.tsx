import { useCallback, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ERR_NETWORK, isApiError } from '../../api/api-error.ts';
import { funcApi } from '../../api/func-api.ts';
import { Code, type Func, type FuncUseQuote } from '@toolbox/contracts';
import { getLogin } from '../auth/login-store.ts';
import { openGrant } from '../partner/open-mode.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { toast } from '../../ui/toast-store.ts';
import { creditsApi } from './credits-api.ts';
import { DeductConfirmDialog, NotEnoughDialog, VipDialog } from './function-use-dialogs.tsx';
import { refreshPoints } from './points-store.ts';
import { creditSettings } from './settings-store.ts';

/** What a tool tells the hook about one run. */
export interface FunctionUseRequest {
  /** Pages to process, for functions priced per page (openLevel 3). */
  pages?: number;
}

/** A use the server granted: `useId` goes with the task (/task/submit); none for a free function. */
export interface FunctionUseGrant {
  useId?: string;
}

export type FunctionUseDialog =
  | { kind: 'confirm'; name: string; quote: FuncUseQuote }
  | { kind: 'not-enough'; message: string }
  | { kind: 'vip'; quote?: FuncUseQuote }
  | null;

/** A refusal of the quote or the use: a toast for the network, else the credits dialogs. */
async function refused(error: unknown, ask: (dialog: FunctionUseDialog) => Promise<boolean>): Promise<null> {
  if (!isApiError(error)) throw error;
  if (error.code === ERR_NETWORK) {
    toast.warning(error.message); // no credits dialog for a network failure
    return null;
  }
  void refreshPoints(true);
  if (error.code === Code.notEnoughCredits) await ask({ kind: 'vip' });
  else await ask({ kind: 'not-enough', message: error.message });
  return null;
}

/**
 * Credits before a server function runs (spec sections 2, 6, 8). `requestUse()` resolves `true` when
 * the tool may go on: the function is free, or its credits were deducted by the server. It resolves
 * `false` when the visitor declined, lacks credits (the 'Not Enough Credits' dialog or, on code
 * 40104, the VIP dialog is shown) or the network failed (a toast only, no credits dialog).
 * `grantUse()` does the same and resolves the grant (with the server's `useId`, which a server
 * task must be submitted with) or null. Render `dialogs` once in the tool.
 *
 * ```tsx
 * const use = useFunctionUse('word_to_pdf');
 * async function submit() { if (await use.requestUse()) await submitTask(); }
 * return <>{form}{use.dialogs}</>;
 * ```
 */
export function useFunctionUse(code: string): {
  requestUse: (request?: FunctionUseRequest) => Promise<boolean>;
  grantUse: (request?: FunctionUseRequest) => Promise<FunctionUseGrant | null>;
  confirmUse: (request?: FunctionUseRequest) => Promise<boolean>;
  showRefusal: (error: unknown) => Promise<void>;
  dialogs: ReactElement;
  busy: boolean;
} {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<FunctionUseDialog>(null);
  const [busy, setBusy] = useState(false);
  const answer = useRef<((go: boolean) => void) | null>(null);

  const ask = (next: FunctionUseDialog) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setDialog(next);
    });

  const close = (go: boolean, hideNext = false) => {
    setDialog(null);
    if (hideNext) void creditSettings.save({ hideConfirm: true });
    answer.current?.(go);
    answer.current = null;
  };

  /**
   * The checks and the question before a use, without taking it: the function and its pages, or
   * null when it may not run (unknown, desktop-only, declined, short of credits). `free` when the
   * function costs nothing.
   */
  const askUse = useCallback(
    async (request: FunctionUseRequest): Promise<{ func: Func; pages?: number; free: boolean } | null> => {
      const [func] = await funcApi.functions(code).catch(() => [] as Func[]); // toasted by the client
      if (!func) return null;
      if (func.openLevel === 4) {
        toast.warning(t('credits.use.desktopOnly'));
        return null;
      }
      // Partner (open) mode: the partner pays for browser functions; nothing to ask the visitor.
      const open = await openGrant(code, func.runs);
      if (open === 'refused') return null;
      if (open === 'granted') return { func, free: true };
      const pages = func.openLevel === 3 ? Math.max(1, request.pages ?? 1) : undefined;
      if (func.point * (pages ?? 1) <= 0 && func.openLevel !== 1) return { func, pages, free: true }; // nothing to ask

      const intl = (await systemInfoResource.load().catch(() => undefined))?.edition !== 'cn';
      const settings = getLogin() ? await creditSettings.load().catch(() => null) : null;
      const skipConfirm = settings?.hideConfirm === true || (intl && settings?.autoDeduct === true);
      if (!skipConfirm) {
        // The server says what this use takes now, by the rule it then charges by.
        let quote: FuncUseQuote;
        try {
          quote = await creditsApi.quoteUse({ code, pages }, { silent: true });
        } catch (error) {
          return await refused(error, ask);
        }
        if (quote.kind === 'short') {
          await ask({ kind: 'vip', quote });
          return null;
        }
        if (!(await ask({ kind: 'confirm', name: func.name, quote }))) return null;
      }
      return { func, pages, free: false };
    },
    [code, t],
  );

  const grantUse = useCallback(
    async (request: FunctionUseRequest = {}): Promise<FunctionUseGrant | null> => {
      setBusy(true);
      try {
        const asked = await askUse(request);
        if (!asked) return null;
        if (asked.free) return {};
        const { func, pages } = asked;
        try {
          const used = await creditsApi.useFunction({ code, pages }, { silent: true });
          void refreshPoints(true);
          if (used.deductPoint > 0) toast.info(t('credits.use.deducted', { count: used.deductPoint }));
          else if (used.free)
            toast.info(t('credits.use.freeUse', { left: used.freeCountLeft, count: func.freeCount }));
          return { useId: used.useId };
        } catch (error) {
          return await refused(error, ask);
        }
      } finally {
        setBusy(false);
      }
    },
    [askUse, code, t],
  );

  /**
   * For a function the server charges itself when it starts (the AI writers): the same checks and
   * question as `grantUse`, but nothing is taken here. Resolves whether to go on.
   */
  const confirmUse = useCallback(
    async (request: FunctionUseRequest = {}): Promise<boolean> => {
      setBusy(true);
      try {
        return (await askUse(request)) !== null;
      } finally {
        setBusy(false);
      }
    },
    [askUse],
  );

  /** Shows a refused use as `grantUse` does: 40104 the membership dialog, others 'Not Enough Credits'. */
  const showRefusal = useCallback((error: unknown) => refused(error, ask).then(() => undefined), []);

  const requestUse = useCallback(
    async (request?: FunctionUseRequest) => (await grantUse(request)) !== null,
    [grantUse],
  );

  const dialogs = (
    <>
      <DeductConfirmDialog
        dialog={dialog?.kind === 'confirm' ? dialog : null}
        onAnswer={(go, hideNext) => close(go, hideNext)}
      />
      <NotEnoughDialog
        open={dialog?.kind === 'not-enough'}
        message={dialog?.kind === 'not-enough' ? dialog.message : ''}
        onClose={() => close(false)}
      />
      <VipDialog
        open={dialog?.kind === 'vip'}
        quote={dialog?.kind === 'vip' ? dialog.quote : undefined}
        onClose={() => close(false)}
      />
    </>
  );
  return { requestUse, grantUse, confirmUse, showRefusal, dialogs, busy };
}

/**
 * For server tools with a `beforeSubmit` step (ServerFileTool): settles the credits after the upload
 * and before the task is submitted, and hands the granted `useId` to the submit (the server refuses
 * a priced task without it); when the function may not run (declined, not enough credits,
 * network), it throws a short 'not run, nothing deducted' error that the tool shows.
 *
 * ```tsx
 * const credits = useCreditsBeforeSubmit('word_to_pdf');
 * <ServerFileTool funcCode="word_to_pdf" beforeSubmit={credits.beforeSubmit} ... />
 * {credits.dialogs}
 * ```
 */
export function useCreditsBeforeSubmit(code: string) {
  const { t } = useTranslation();
  const { grantUse, dialogs } = useFunctionUse(code);
  const beforeSubmit = useCallback(async (): Promise<FunctionUseGrant> => {
    const grant = await grantUse();
    if (!grant) throw new Error(t('credits.use.notRun'));
    return grant;
  }, [grantUse, t]);
  return { beforeSubmit, dialogs };
}
