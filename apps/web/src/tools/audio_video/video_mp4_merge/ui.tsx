import { FileInput } from '../../../framework/file-input.tsx';
import { FileOrderList } from '../../../framework/file-order-list.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useFileList, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { formatBytes } from '../../../framework/format.ts';
import { Icon } from '../../../ui/icons.tsx';
import { VIDEO_ACCEPT } from '../kit/video/strings.ts';
import { playablePreview, shortTime, useTimeLeft } from '../kit/video/ui.tsx';
import { keepOutput, useOutputFiles } from '../kit/output/output-keep.ts';
import type { MergeRequest, MergeResponse } from './protocol.ts';

const bridge = createVideoBridge<MergeRequest, MergeResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

interface VideoItem {
  id: string;
  file: File;
}

let lastId = 0;

export default function VideoMergeTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const list = useFileList<VideoItem>(run.stale);
  const { items, changeItems } = list;
  const status = useTimeLeft(run.busy, run.progress, t('working'));
  useOutputFiles(run.result?.blob, run.busy);

  const merge = () =>
    run.start(async ({ signal, onProgress }) => {
      const res = await bridge.run({ files: items.map((i) => i.file) }, { signal, onProgress });
      const firstName = items[0]?.file.name.replace(/\.[^.]+$/, '') || 'video';
      return {
        name: `${firstName}_merged.mp4`,
        blob: keepOutput(res.bytes, 'video/mp4'),
        note: t(res.copied ? 'noteCopied' : 'noteEncoded', {
          count: items.length,
          width: res.width,
          height: res.height,
          duration: shortTime(res.duration),
        }),
      };
    });

  return (
    <ToolTemplate
      run={run}
      input={
        <>
          <FileInput
            accept={VIDEO_ACCEPT}
            multiple
            onFiles={(files) =>
              changeItems((current) => [
                ...current,
                ...files.map((file) => ({ id: `video-${++lastId}`, file })),
              ])
            }
            label={items.length ? t('addMore') : t('add')}
            hint={t('hint')}
          />
          <FileOrderList
            prefix="video-merge"
            list={list}
            busy={run.busy}
            lead={() => <Icon name="file" size={22} />}
            meta={(item) => <span className="muted">{formatBytes(item.file.size)}</span>}
          />
        </>
      }
      options={<p className="muted">{t('rules')}</p>}
      action={{
        label: t('run'),
        onRun: () => void merge(),
        disabled: items.length < 2 || run.busy,
        status,
      }}
      beside={!run.busy && items.length === 1 ? <span className="muted">{t('needTwo')}</span> : null}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} preview={playablePreview} /> : null}
    />
  );
}
