import type { TextareaHTMLAttributes } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { TextFileField } from '../text-file/text-file-field.tsx';

/** The files the Open file button offers: plain text and source code. */
const TEXT_FILES = '.txt,.md,.csv,.log,.json,.xml,.html,.js,.ts,.py,.css,.sql,text/*';

/** A text file's contents: UTF-8 when it is valid UTF-8, else GB 18030 (older Chinese text files). */
async function readText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/**
 * One side of a comparison: its labelled textarea (`original` or `changed` in the tool's strings, each
 * a label and a placeholder) and the character count under it. With `openFile`, a file can fill it too. Other props go to the textarea.
 */
export function CompareSide(
  props: {
    side: 'original' | 'changed';
    value: string;
    onText: (text: string) => void;
    openFile?: boolean;
  } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>,
) {
  const { t } = useToolTranslation();
  const { side, value, onText, openFile, ...area } = props;
  return (
    <TextFileField
      fieldClassName="tc-side"
      label={t(`${side}.label`)}
      placeholder={t(`${side}.placeholder`)}
      spellCheck={false}
      open={openFile ? { label: t('openFile'), accept: TEXT_FILES, read: readText } : undefined}
      value={value}
      onText={onText}
      {...area}
    >
      <span className="muted tc-count">{t('characters', { count: value.length })}</span>
    </TextFileField>
  );
}
