import type { ReactNode } from 'react';
import { FileInput } from '../../framework/file-input.tsx';
import { useToolTranslation } from '../../framework/tool-context.ts';

/**
 * The one-PDF picker of a PDF tool, labelled with the tool's 'choose' (or 'another' once a file is
 * open) and 'hint'; while `reading`, the tool's `readingKey` text is shown as a status.
 */
export function PdfPicker(props: {
  hasFile: boolean;
  onFiles: (files: File[]) => void;
  reading?: boolean;
  readingKey?: string;
}) {
  const { t } = useToolTranslation();
  return (
    <>
      <FileInput
        accept=".pdf,application/pdf"
        onFiles={props.onFiles}
        label={props.hasFile ? t('another') : t('choose')}
        hint={t('hint')}
      />
      {props.reading ? <p role="status">{t(props.readingKey ?? 'reading')}</p> : null}
    </>
  );
}

/** The open PDF's name and page count (the tool's 'pageCount'), then the tool's own bar items. */
export function PdfFileBar(props: {
  className: string;
  nameClassName: string;
  name: string;
  pageCount: number;
  children?: ReactNode;
}) {
  const { t } = useToolTranslation();
  return (
    <div className={props.className}>
      <span className={props.nameClassName}>{props.name}</span>
      <span className="muted" data-testid="page-count">
        {t('pageCount', { count: props.pageCount })}
      </span>
      {props.children}
    </div>
  );
}
