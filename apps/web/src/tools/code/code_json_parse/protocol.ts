import type { JsonOutcome, JsonSettings } from './process.ts';

/** One run of the JSON tool in the worker (for inputs too large to process on every keystroke). */
export interface JsonRequest {
  input: string;
  settings: JsonSettings;
}

export type JsonResponse = JsonOutcome;
