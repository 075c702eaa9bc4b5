import { toolIconName } from '../tool-icons.ts';
import type { CategoryCode, Localized, ToolDef } from '../types.ts';

/**
 * How a tool is charged and where it runs. The catalog keeps to these rules:
 * - free: runs in the browser, nothing to pay (openLevel 0, no credits, no free-count needed);
 * - serverTask: a queued server task charged in credits per use after a few free uses a day;
 * - priorityTask: a long-running AI server task (GPU or speech model); members jump the queue
 *   (openLevel 2), everyone else is charged credits like a server task;
 * - perPage: a server task charged in credits per page (openLevel 3);
 * - paidResult: the result carries a watermark until paid in money or credits (openLevel 1); made on
 *   the server so the clean file is released only after payment;
 * - desktopOnly: needs the Windows client (openLevel 4); local work is free, conversions cost fewer
 *   credits than on the web.
 */
export type Pricing = Pick<ToolDef, 'openLevel' | 'price' | 'point' | 'freeCount' | 'runs'>;

export const free: Pricing = { openLevel: 0, price: 0, point: 0, freeCount: 0, runs: 'browser' };

export function serverTask(point: number, freeCount: number): Pricing {
  return { openLevel: 0, price: 0, point, freeCount, runs: 'server' };
}

export function priorityTask(point: number, freeCount: number): Pricing {
  return { openLevel: 2, price: 0, point, freeCount, runs: 'server' };
}

export function perPage(pointPerPage: number, freeCount: number): Pricing {
  return { openLevel: 3, price: 0, point: pointPerPage, freeCount, runs: 'server' };
}

export function paidResult(price: number, point: number): Pricing {
  return { openLevel: 1, price, point, freeCount: 0, runs: 'server' };
}

export function desktopOnly(point = 0, freeCount = 0): Pricing {
  return { openLevel: 4, price: 0, point, freeCount, runs: 'desktop' };
}

/** Credits for the AI text generators, shared so they stay in step. */
export const aiText: Pricing = serverTask(5, 3);

/** Credits for the AI image models (sharpen, colorize, restore, upscale). */
export const aiImage: Pricing = priorityTask(10, 2);

/** One tool as written in a category file; the category and defaults are filled in. */
export interface ToolInput {
  code: string;
  name: Localized;
  description: Localized;
  keywords: { 'zh-CN': string[]; en: string[] };
  /** Defaults to free. */
  pricing?: Pricing;
  /** Defaults to false. */
  wang?: boolean;
  /** Defaults to false. */
  built?: boolean;
}

export function defineTools(category: CategoryCode, inputs: ToolInput[]): ToolDef[] {
  return inputs.map(({ code, name, description, keywords, pricing = free, wang = false, built = false }) => ({
    code,
    category,
    name,
    description,
    ...pricing,
    wang,
    built,
    keywords,
    icon: toolIconName(code),
  }));
}
