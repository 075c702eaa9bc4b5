import { audioToSrtAccepts, type AudioToSrtOptions } from '@toolbox/contracts';
import { useEffect, useId, useState } from 'react';
import { useCreditsBeforeSubmit } from '../../../features/credits/index.ts';
import type { DownloadedFile } from '../../../features/files/download.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';

type Language = NonNullable<AudioToSrtOptions['language']>;
type Format = NonNullable<AudioToSrtOptions['format']>;
const LANGUAGES: readonly [Language, string][] = [
  ['en', 'languageEn'],
  ['zh', 'languageZh'],
];
const FORMATS: readonly [Format, string][] = [
  ['srt', 'formatSrt'],
  ['vtt', 'formatVtt'],
  ['txt', 'formatTxt'],
];
/** Lines of the result shown before "… n more lines". */
const PREVIEW_LINES = 40;

/** The first lines of the subtitles, as text. */
function SubtitlePreview({ file }: { file: DownloadedFile }) {
  const { t } = useToolTranslation();
  const [lines, setLines] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    void file.blob.text().then((text) => live && setLines(text.trimEnd().split('\n')));
    return () => {
      live = false;
    };
  }, [file]);
  if (!lines) return null;
  const more = lines.length - PREVIEW_LINES;
  return (
    <figure className="stack">
      <figcaption className="muted">{t('preview')}</figcaption>
      <pre data-testid="srt-preview" style={{ whiteSpace: 'pre-wrap', maxHeight: 360, overflow: 'auto' }}>
        {lines.slice(0, PREVIEW_LINES).join('\n')}
      </pre>
      {more > 0 ? <p className="muted">{t('previewMore', { count: more })}</p> : null}
    </figure>
  );
}

/**
 * audio_to_srt: an audio or video file uploaded to the server, its speech recognised (English
 * offline, Chinese through the site's transcription service) into SRT, WebVTT or text, with
 * progress per chunk of the recording.
 */
export default function AudioToSrtTool() {
  const { t } = useToolTranslation();
  const [language, setLanguage] = useState<Language>('en');
  const [format, setFormat] = useState<Format>('srt');
  const ids = { language: useId(), format: useId() };
  const credits = useCreditsBeforeSubmit('audio_to_srt');
  const options: AudioToSrtOptions = { language, format };
  return (
    <div className="stack">
      <p className="muted">{t('note')}</p>
      <ServerFileTool
        funcCode="audio_to_srt"
        accept={['audio/*', 'video/*', ...audioToSrtAccepts.map((ext) => `.${ext}`)].join(',')}
        actionLabel={t('convert')}
        beforeSubmit={credits.beforeSubmit}
        optionValues={options}
        options={(disabled) => (
          <div className="row" style={{ flexWrap: 'wrap', gap: 16 }}>
            <div className="field">
              <label htmlFor={ids.language}>{t('language')}</label>
              <select
                id={ids.language}
                value={language}
                disabled={disabled}
                onChange={(e) => setLanguage(e.target.value as Language)}
              >
                {LANGUAGES.map(([value, key]) => (
                  <option key={value} value={value}>
                    {t(key)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.format}>{t('format')}</label>
              <select
                id={ids.format}
                value={format}
                disabled={disabled}
                onChange={(e) => setFormat(e.target.value as Format)}
              >
                {FORMATS.map(([value, key]) => (
                  <option key={value} value={value}>
                    {t(key)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        renderResult={(file) => <SubtitlePreview file={file} />}
      />
      {credits.dialogs}
    </div>
  );
}
