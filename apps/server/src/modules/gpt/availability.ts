import { writerCodes } from '@toolbox/contracts';
import type { Config } from '../../config.ts';

/**
 * Tools the catalogue lists that this server cannot run for want of an operator setting: the AI
 * writers without a text-generation provider (LLM_BASE_URL). /ut/func/query marks them
 * `unavailable`, so their pages say why and the home page, menu and search leave them out.
 */
export function unavailableTools(config: Pick<Config, 'llm'>): ReadonlySet<string> {
  return new Set(config.llm ? [] : writerCodes);
}
