import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { registerToolLocales } from '../i18n/i18n.ts';
import type { ToolDefinition } from './define-tool.ts';

/** Wait before the one retry of a failed chunk load (a deploy or a flaky network). */
export const RETRY_DELAY_MS = 800;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loader that tries once more after a short pause when the first attempt fails. */
export function withRetry<T>(load: () => Promise<T>, retryDelayMs = RETRY_DELAY_MS): () => Promise<T> {
  return () => load().catch(() => delay(retryDelayMs).then(load));
}

type ToolModule = { default: ComponentType };

const loads = new Map<string, Promise<ToolModule>>();
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Starts loading the tool's UI chunk and its strings side by side, once per code. The promise
 * resolves to the UI module only after the strings are registered, so the tool never renders
 * with missing keys. Calling it early (as soon as the tool is known) overlaps the downloads
 * with the rest of the page's loading.
 */
export function loadTool(def: ToolDefinition): Promise<ToolModule> {
  let pending = loads.get(def.code);
  if (!pending) {
    const strings = withRetry(def.locales)().then(({ locales }) =>
      registerToolLocales([{ code: def.code, locales }]),
    );
    pending = Promise.all([withRetry(def.load)(), strings]).then(([ui]) => ui);
    // A failed load is forgotten, so the next attempt (a re-render, a reload) starts afresh.
    pending.catch(() => {
      if (loads.get(def.code) === pending) loads.delete(def.code);
    });
    loads.set(def.code, pending);
  }
  return pending;
}

/** The tool's lazy component, made once per code so React keeps its loaded state. */
export function lazyTool(def: ToolDefinition): LazyExoticComponent<ComponentType> {
  let component = cache.get(def.code);
  if (!component) {
    component = lazy(() => loadTool(def));
    cache.set(def.code, component);
  }
  return component;
}

/** Forget a failed component so the next render loads it afresh. */
export function forgetTool(code: string): void {
  cache.delete(code);
  loads.delete(code);
}
