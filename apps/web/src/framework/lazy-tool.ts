import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ToolDefinition } from './define-tool.ts';

/** Wait before the one retry of a failed chunk load (a deploy or a flaky network). */
export const RETRY_DELAY_MS = 800;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loader that tries once more after a short pause when the first attempt fails. */
export function withRetry<T>(load: () => Promise<T>, retryDelayMs = RETRY_DELAY_MS): () => Promise<T> {
  return () => load().catch(() => delay(retryDelayMs).then(load));
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The tool's lazy component, made once per code so React keeps its loaded state. */
export function lazyTool(def: ToolDefinition): LazyExoticComponent<ComponentType> {
  let component = cache.get(def.code);
  if (!component) {
    component = lazy(withRetry(def.load));
    cache.set(def.code, component);
  }
  return component;
}

/** Forget a failed component so the next render loads it afresh. */
export function forgetTool(code: string): void {
  cache.delete(code);
}
