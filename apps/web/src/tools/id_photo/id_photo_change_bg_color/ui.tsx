import { useState } from 'react';
import { FuncPayPanel } from '../../../features/credits/index.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { BackgroundPicker, MaxSize, type BackgroundValue } from '../kit/id-photo/background.tsx';
import { ResultPicture } from '../kit/id-photo/preview.tsx';

/** id_photo_change_bg_color: an ID photo on a new background (server; paid per result). */
export default function IdPhotoBackgroundTool() {
  const { t } = useToolTranslation();
  const [background, setBackground] = useState<BackgroundValue>({ color: '#438edb', gradient: false });
  const [maxKB, setMaxKB] = useState<number | null>(null);
  return (
    <div className="stack">
      <p className="muted">{t('note')}</p>
      <ServerFileTool
        funcCode="id_photo_change_bg_color"
        accept=".jpg,.jpeg,.png,.webp"
        actionLabel={t('change')}
        optionValues={{ ...background, maxKB }}
        renderResult={(file) => <ResultPicture file={file} />}
        renderPayment={(_file, reload, taskId) => (
          <FuncPayPanel funcCode="id_photo_change_bg_color" taskId={taskId} onPaid={reload} />
        )}
        options={(disabled) => (
          <div className="stack">
            <BackgroundPicker value={background} onChange={setBackground} disabled={disabled} />
            <MaxSize value={maxKB} onChange={setMaxKB} disabled={disabled} />
          </div>
        )}
      />
    </div>
  );
}
