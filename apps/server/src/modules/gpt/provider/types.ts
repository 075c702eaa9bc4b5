/** One message of a chat completions request. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Tokens of one call; `estimated` when the provider sent no usage (counted from the text). */
export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  estimated: boolean;
}
