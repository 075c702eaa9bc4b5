import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GptCode,
  type WriterCode,
  type WriterDoneEvent,
  type WriterErrorEvent,
  type WriterRequest,
  type WriterStartEvent,
} from '@toolbox/contracts';
import { paths } from '@toolbox/contracts/paths';
import { isApiError } from '../../api/api-error.ts';
import { postForStream } from '../../api/client.ts';
import { getLogin } from '../auth/login-store.ts';
import { refreshPoints, useFunctionUse } from '../credits/index.ts';
import { isAbortError } from '../../framework/abort.ts';
import { addToHistory, readHistory, type WriterResult } from './history.ts';
import { streamEvents } from './stream-events.ts';

/** Where a generation is: its text grows while `writing`. */
export type WriterPhase = 'idle' | 'starting' | 'writing' | 'done' | 'stopped' | 'failed';

export interface WriterState {
  phase: WriterPhase;
  text: string;
  /** What the server took when it started (absent before, or for a result from the history). */
  start: WriterStartEvent | null;
  done: WriterDoneEvent | null;
  /** Why it failed: the server's message, and whether credits were given back. */
  error: (Pick<WriterErrorEvent, 'code' | 'message'> & { refunded: boolean }) | null;
}

const idle: WriterState = { phase: 'idle', text: '', start: null, done: null, error: null };

/** A writer's request without the time zone, which is added when it is sent. */
export type WriterBody = Omit<WriterRequest, 'timezoneOffset'>;

/**
 * One writer's generations: `generate(body, summary)` asks the credits question (unless hidden),
 * then streams from /ut/gpt/req-u (signed in) or req-t (tourist) — the server takes the credits
 * when it starts and gives them back if it fails. `stop()` ends it at once, keeping the text so
 * far; `regenerate()` asks again with the last request. Finished results join the history kept
 * in this browser (the last 10); `show(result)` puts one back on screen.
 */
export function useWriter(code: WriterCode) {
  const use = useFunctionUse(code);
  const [state, setState] = useState<WriterState>(idle);
  const [history, setHistory] = useState<WriterResult[]>(() => readHistory(code));
  const controller = useRef<AbortController | null>(null);
  const [last, setLast] = useState<{ body: WriterBody; summary: string } | null>(null);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const generate = useCallback(
    async (body: WriterBody, summary: string) => {
      if (!(await use.confirmUse())) return;
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setLast({ body, summary });
      let now: WriterState = { ...idle, phase: 'starting' };
      const set = (next: Partial<WriterState>) => {
        now = { ...now, ...next };
        if (controller.current === own) setState(now);
      };
      set({});
      try {
        const path = getLogin() ? paths.gptUser : paths.gptTourist;
        const request = { ...body, timezoneOffset: new Date().getTimezoneOffset() } as WriterRequest;
        const response = await postForStream(path, request, own.signal);
        for await (const { event, data } of streamEvents(response.body!)) {
          if (event === 'start') set({ phase: 'writing', start: data as WriterStartEvent });
          else if (event === 'delta') set({ text: now.text + (data as { text: string }).text });
          else if (event === 'done') set({ phase: 'done', done: data as WriterDoneEvent });
          else if (event === 'error') set({ phase: 'failed', error: data as WriterErrorEvent });
        }
        if (now.phase === 'writing') {
          set({ phase: 'failed', error: { code: GptCode.providerBroken, message: '', refunded: false } });
        }
      } catch (error) {
        if (own.signal.aborted || isAbortError(error)) set({ phase: 'stopped' });
        else if (isApiError(error) && error.code === '40104') {
          set({ phase: 'idle' });
          await use.showRefusal(error);
        } else {
          const message = error instanceof Error ? error.message : String(error);
          set({
            phase: 'failed',
            error: { code: isApiError(error) ? error.code : '', message, refunded: false },
          });
        }
      } finally {
        if (now.phase !== 'idle' && mounted.current) void refreshPoints(true);
        if (now.text && (now.phase === 'done' || now.phase === 'stopped')) {
          const id = now.start?.id ?? String(Date.now());
          setHistory(addToHistory(code, { id, time: Date.now(), summary, text: now.text }));
        }
        if (controller.current === own) controller.current = null;
      }
    },
    [code, use],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const regenerate = useCallback(() => {
    if (last) void generate(last.body, last.summary);
  }, [generate, last]);

  const show = useCallback((result: WriterResult) => {
    const running = controller.current;
    controller.current = null; // what it still reports is no longer shown
    running?.abort();
    setState({ ...idle, phase: 'done', text: result.text });
  }, []);

  return {
    state,
    history,
    setHistory,
    generate,
    stop,
    regenerate,
    show,
    canRegenerate: last !== null,
    busy: state.phase === 'starting' || state.phase === 'writing' || use.busy,
    dialogs: use.dialogs,
  };
}
