/** Toast durations and de-duplication window of the spec (section 9). */
export const TOAST_MS = 3_000;
export const DEDUPE_MS = 5_000;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
/** When each message was last shown, for the 5 s de-duplication. */
const lastShown = new Map<string, number>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function dismiss(id: number): void {
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

function show(kind: ToastKind, message: string): number | null {
  const now = Date.now();
  const key = `${kind}\u0000${message}`;
  const last = lastShown.get(key);
  if (last !== undefined && now - last < DEDUPE_MS) return null;
  lastShown.set(key, now);
  for (const [k, at] of lastShown) if (now - at >= DEDUPE_MS) lastShown.delete(k);
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }].slice(-4);
  emit();
  setTimeout(() => dismiss(id), TOAST_MS);
  return id;
}

/** Shows a short message for 3 s; the same message again within 5 s is dropped. Returns its id or null. */
export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  dismiss,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): readonly Toast[] => toasts,
  /** Test helper: forget every toast and the de-duplication memory. */
  reset(): void {
    toasts = [];
    lastShown.clear();
    emit();
  },
};
