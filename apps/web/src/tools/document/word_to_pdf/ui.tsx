import { useCreditsBeforeSubmit } from '../../../features/credits/index.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** word_to_pdf: a .docx / .doc converted to PDF by the server (LibreOffice), after its credits are settled. */
export default function WordToPdfTool() {
  const { t } = useToolTranslation();
  const credits = useCreditsBeforeSubmit('word_to_pdf');
  return (
    <div className="stack">
      <p className="muted">{t('note')}</p>
      <ServerFileTool
        funcCode="word_to_pdf"
        accept=".docx,.doc"
        actionLabel={t('convert')}
        beforeSubmit={credits.beforeSubmit}
      />
      {credits.dialogs}
    </div>
  );
}
