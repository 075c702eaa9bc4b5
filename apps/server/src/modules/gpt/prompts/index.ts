import type { WriterCode, WriterRequestParsed } from '@toolbox/contracts';
import { commentV1 } from './comment_generator.v1.ts';
import type { BuiltPrompt, WriterPrompt } from './parts.ts';
import { redBookV1 } from './red_book_text_generator.v1.ts';
import { smartTextV1 } from './smart_text_generator.v1.ts';
import { tripPlanV1 } from './trip_plan.v1.ts';
import { workReportV1 } from './work_report_generator.v1.ts';

/**
 * Every released prompt version, by writer. A prompt is changed by adding a version file
 * (`<code>.v2.ts`) and listing it here; the last of a list is the one in use. Released versions
 * stay as they were (prompts.lock.json and prompts.test.ts hold them), so every recorded call
 * names the prompt it used (`<code>@<version>`).
 */
export const promptVersions = {
  smart_text_generator: [smartTextV1],
  work_report_generator: [workReportV1],
  comment_generator: [commentV1],
  red_book_text_generator: [redBookV1],
  trip_plan: [tripPlanV1],
} satisfies Record<WriterCode, WriterPrompt<never>[]>;

/** The prompt in use for a request, with its version's name. */
export function buildPrompt(request: WriterRequestParsed): BuiltPrompt & { version: string } {
  const list = promptVersions[request.code] as WriterPrompt<typeof request.input>[];
  const prompt = list.at(-1)!;
  return { ...prompt.build(request.input), version: `${prompt.code}@${prompt.version}` };
}
