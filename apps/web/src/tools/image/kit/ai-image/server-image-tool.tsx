import { useCallback, useState, type ReactNode } from 'react';
import { useCreditsBeforeSubmit } from '../../../../features/credits/index.ts';
import { ServerFileTool } from '../../../../features/files/server-file-tool.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { ResultImage } from '../result-picture.tsx';
import { BeforeAfter } from './compare.tsx';

/**
 * The frame of an image tool that runs on the server, members first: the tool's note, the upload and
 * run with the credits checked first, and the result, as a before/after slider (`compare`) or as a
 * picture. `onFileChange` (stable) hears the chosen photo.
 */
export function ServerImageTool(props: {
  code: string;
  actionLabel: string;
  options: Record<string, unknown>;
  renderOptions: (disabled: boolean) => ReactNode;
  compare?: boolean;
  onFileChange?: (file: File | null) => void;
  /** The key of the note above the tool (default 'note'). */
  noteKey?: string;
}) {
  const { t } = useToolTranslation();
  const credits = useCreditsBeforeSubmit(props.code);
  const [original, setOriginal] = useState<File | null>(null);
  const { onFileChange } = props;
  const fileChanged = useCallback(
    (file: File | null) => {
      setOriginal(file);
      onFileChange?.(file);
    },
    [onFileChange],
  );
  return (
    <div className="stack">
      <p className="muted">
        {t(props.noteKey ?? 'note')} {t('membersFirst')}
      </p>
      <ServerFileTool
        funcCode={props.code}
        accept=".jpg,.jpeg,.png,.webp"
        actionLabel={props.actionLabel}
        optionValues={props.options}
        beforeSubmit={credits.beforeSubmit}
        onFileChange={fileChanged}
        renderResult={(file) =>
          !props.compare ? (
            <ResultImage file={file} alt={t('resultAlt', { name: file.name })} />
          ) : original ? (
            <BeforeAfter before={original} after={file.blob} name={file.name} />
          ) : null
        }
        options={props.renderOptions}
      />
      {credits.dialogs}
    </div>
  );
}
