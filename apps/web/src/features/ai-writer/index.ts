/** What tools use to generate text with the server's AI provider: the stream, its state and the history. */
export { useWriter, type WriterBody, type WriterPhase, type WriterState } from './use-writer.ts';
export { addToHistory, clearHistory, readHistory, HISTORY_SIZE, type WriterResult } from './history.ts';
export { streamEvents, type StreamEvent } from './stream-events.ts';
