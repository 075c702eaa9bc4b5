import { tools } from '@toolbox/catalog';

/** A tool that runs as a server task: what it accepts and how many files at once. */
export interface ServerTool {
  code: string;
  /** Lower-case extensions detected by content (see file/sniff.ts). */
  accept: readonly string[];
  maxFiles: number;
  /** Category code, the task's apiType. */
  apiType: string;
  /** openLevel 1: the result is watermarked until paid. */
  paidResult: boolean;
}

const wordInputs = ['docx', 'doc', 'odt', 'rtf'] as const;

/** Converters this server has, by tool code. */
const converters: Record<string, Pick<ServerTool, 'accept' | 'maxFiles'>> = {
  word_to_pdf: { accept: wordInputs, maxFiles: 1 },
  word_to_image: { accept: wordInputs, maxFiles: 1 },
};

/** The server tool of a code, or null when the code is unknown or runs elsewhere. */
export function serverTool(code: string): ServerTool | null {
  const converter = converters[code];
  const tool = tools.find((t) => t.code === code);
  if (!converter || !tool) return null;
  return { code, ...converter, apiType: tool.category, paidResult: tool.openLevel === 1 };
}

/** Every extension some server tool accepts (upload config without a tool code). */
export const allServerInputs: readonly string[] = [
  ...new Set(Object.values(converters).flatMap((c) => c.accept)),
];
