import { textToAudioMaxChars, type TextToAudioOptions } from '@toolbox/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreditsBeforeSubmit } from '../../../features/credits/index.ts';
import type { DownloadedFile } from '../../../features/files/download.ts';
import { FileDownload } from '../../../features/files/file-download.tsx';
import { TaskProgress } from '../../../features/files/task-progress.tsx';
import { useServerTask } from '../../../features/files/use-server-task.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';

type Voice = NonNullable<TextToAudioOptions['voice']>;
type Format = NonNullable<TextToAudioOptions['format']>;
const VOICES: readonly [Voice, string][] = [
  ['cmn', 'voiceCmn'],
  ['en-us', 'voiceEnUs'],
  ['en-gb', 'voiceEnGb'],
];
const FORMATS: readonly Format[] = ['mp3', 'wav'];

/** Characters as the server counts them (code points, so an emoji is one). */
const charCount = (text: string) => [...text].length;

/** A player for the fetched speech. */
function Preview({ file }: { file: DownloadedFile }) {
  const { t } = useToolTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? <audio controls src={url} aria-label={t('preview')} data-testid="tts-preview" /> : null;
}

/**
 * text_to_audio: the text box's text, uploaded as a UTF-8 .txt, spoken by the server's espeak-ng
 * (Mandarin or English voice, speed, pitch) into an MP3 or WAV, with progress per sentence.
 */
export default function TextToAudioTool() {
  const { t } = useToolTranslation();
  const { t: tApp } = useTranslation();
  const [text, setText] = useState('');
  const [voice, setVoice] = useState<Voice>('cmn');
  const [speed, setSpeed] = useState(1);
  const [pitch, setPitch] = useState(50);
  const [format, setFormat] = useState<Format>('mp3');
  const { state, run, cancel, busy } = useServerTask();
  const credits = useCreditsBeforeSubmit('text_to_audio');
  const ids = { text: useId(), voice: useId(), speed: useId(), pitch: useId(), format: useId() };

  const used = charCount(text);
  const tooLong = used > textToAudioMaxChars;
  const empty = text.trim() === '';
  const [showEmpty, setShowEmpty] = useState(false);

  const start = () => {
    if (empty) return setShowEmpty(true);
    if (tooLong) return;
    const options: TextToAudioOptions = { voice, speed, pitch, format };
    const file = new File([text], `${t('fileName')}.txt`, { type: 'text/plain' });
    void run({ funcCode: 'text_to_audio', files: [file], options, beforeSubmit: credits.beforeSubmit });
  };

  return (
    <div className="stack">
      <p className="muted">{t('note')}</p>
      <div className="field">
        <label htmlFor={ids.text}>{t('text')}</label>
        <textarea
          id={ids.text}
          rows={8}
          value={text}
          placeholder={t('placeholder')}
          disabled={busy}
          onChange={(e) => {
            setText(e.target.value);
            setShowEmpty(false);
          }}
        />
        <span className={tooLong ? 'error' : 'muted'} data-testid="tts-counter">
          {t('counter', { used, max: textToAudioMaxChars })}
        </span>
      </div>
      <div className="row" style={{ flexWrap: 'wrap', gap: 16 }}>
        <div className="field">
          <label htmlFor={ids.voice}>{t('voice')}</label>
          <select
            id={ids.voice}
            value={voice}
            disabled={busy}
            onChange={(e) => setVoice(e.target.value as Voice)}
          >
            {VOICES.map(([v, key]) => (
              <option key={v} value={v}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.speed}>
            {t('speed')}: {speed.toFixed(2)}×
          </label>
          <input
            id={ids.speed}
            type="range"
            min={0.5}
            max={2}
            step={0.25}
            value={speed}
            disabled={busy}
            onChange={(e) => setSpeed(Number(e.target.value))}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.pitch}>
            {t('pitch')}: {pitch}
          </label>
          <input
            id={ids.pitch}
            type="range"
            min={0}
            max={99}
            step={1}
            value={pitch}
            disabled={busy}
            onChange={(e) => setPitch(Number(e.target.value))}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.format}>{t('format')}</label>
          <select
            id={ids.format}
            value={format}
            disabled={busy}
            onChange={(e) => setFormat(e.target.value as Format)}
          >
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={start} disabled={busy || tooLong}>
          {t('convert')}
        </button>
        {busy ? (
          <button type="button" className="btn btn-secondary" onClick={cancel}>
            {tApp('common.cancel')}
          </button>
        ) : null}
      </div>
      {tooLong ? <ErrorMessage error={{ message: t('tooLong', { count: textToAudioMaxChars }) }} /> : null}
      {showEmpty && empty ? <ErrorMessage error={{ message: t('empty') }} /> : null}
      <TaskProgress state={state} />
      {state.phase === 'error' ? <ErrorMessage error={state.error} /> : null}
      {state.phase === 'done' ? (
        <FileDownload fileId={state.result.fileId}>{(file) => <Preview file={file} />}</FileDownload>
      ) : null}
      {credits.dialogs}
    </div>
  );
}
