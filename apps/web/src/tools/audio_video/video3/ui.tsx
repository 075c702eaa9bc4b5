import { useRef, useState, type PointerEvent } from 'react';
import { video3MaxBoxes, type DelogoBox } from '@toolbox/contracts';
import { FuncPayPanel } from '../../../features/credits/index.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useObjectUrl } from '../../../framework/use-object-url.ts';
import { boxFromDrag, type Point } from './boxes.ts';
import './video3.css';

/** The preview's box: the picture's own shape, at most 480 px high and the column wide, so the
 * drawing layer covers the picture exactly (a portrait video is not letterboxed inside it). */
function stageSize(frame: { width: number; height: number }) {
  return {
    width: `min(100%, ${Math.round((480 * frame.width) / frame.height)}px)`,
    aspectRatio: `${frame.width} / ${frame.height}`,
  };
}

/** video3: boxes drawn over a logo on the video's preview → the server erases them (paid per result). */
export default function VideoDelogoTool() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [boxes, setBoxes] = useState<DelogoBox[]>([]);
  const [frame, setFrame] = useState<{ width: number; height: number } | null>(null);
  const [drag, setDrag] = useState<{ a: Point; b: Point } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const url = useObjectUrl(file);

  const at = (e: PointerEvent<HTMLDivElement>): Point => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const shown = () => {
    const rect = stage.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  const finish = () => {
    if (!drag || !frame) return setDrag(null);
    const box = boxFromDrag(drag.a, drag.b, shown(), frame);
    setDrag(null);
    if (box) setBoxes((list) => (list.length < video3MaxBoxes ? [...list, box] : list));
  };
  const pct = (box: DelogoBox) =>
    frame
      ? {
          left: `${(box.x / frame.width) * 100}%`,
          top: `${(box.y / frame.height) * 100}%`,
          width: `${(box.w / frame.width) * 100}%`,
          height: `${(box.h / frame.height) * 100}%`,
        }
      : {};
  const dragging = drag && frame ? boxFromDrag(drag.a, drag.b, shown(), frame) : null;

  return (
    <div className="stack">
      <p className="muted">{t('note')}</p>
      <ServerFileTool
        funcCode="video3"
        accept=".mp4,.mov,.webm,.mkv"
        actionLabel={t('run')}
        optionValues={{ boxes }}
        onFileChange={(chosen) => {
          setFile(chosen);
          setBoxes([]);
          setFrame(null);
        }}
        beforeSubmit={async () => {
          if (boxes.length === 0) throw new Error(t('needBox'));
        }}
        renderPayment={(_file, reload, taskId) => (
          <FuncPayPanel funcCode="video3" taskId={taskId} onPaid={reload} />
        )}
        options={(disabled) =>
          url ? (
            <div className="stack">
              <p className="field-label">{t('draw')}</p>
              <div
                className={frame ? 'video3-stage is-sized' : 'video3-stage'}
                style={frame ? stageSize(frame) : undefined}
              >
                <video
                  className="video3-video"
                  src={url}
                  muted
                  preload="auto"
                  onLoadedMetadata={(e) => {
                    const v = e.currentTarget;
                    setFrame({ width: v.videoWidth, height: v.videoHeight });
                    v.currentTime = Math.min(1, v.duration / 2 || 0);
                  }}
                />
                <div
                  ref={stage}
                  className="video3-overlay"
                  data-testid="video3-overlay"
                  aria-label={t('draw')}
                  onPointerDown={(e) => {
                    if (disabled || !frame) return;
                    e.currentTarget.setPointerCapture?.(e.pointerId);
                    const p = at(e);
                    setDrag({ a: p, b: p });
                  }}
                  onPointerMove={(e) => drag && setDrag({ a: drag.a, b: at(e) })}
                  onPointerUp={finish}
                  onPointerCancel={() => setDrag(null)}
                >
                  {boxes.map((box, i) => (
                    <span key={i} className="video3-box" style={pct(box)}>
                      {i + 1}
                    </span>
                  ))}
                  {dragging ? <span className="video3-box is-drawing" style={pct(dragging)} /> : null}
                </div>
              </div>
              {boxes.length > 0 ? (
                <div className="stack">
                  <p>{t('boxes', { count: boxes.length })}</p>
                  <ul className="video3-list">
                    {boxes.map((box, i) => (
                      <li key={i}>
                        <span>{t('box', { n: i + 1, ...box })}</span>
                        <button
                          type="button"
                          className="btn btn-secondary"
                          disabled={disabled}
                          aria-label={t('remove', { n: i + 1 })}
                          onClick={() => setBoxes((list) => list.filter((_, j) => j !== i))}
                        >
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={disabled}
                    onClick={() => setBoxes([])}
                  >
                    {t('clear')}
                  </button>
                </div>
              ) : null}
              {boxes.length >= video3MaxBoxes ? (
                <p className="field-hint">{t('tooMany', { max: video3MaxBoxes })}</p>
              ) : null}
            </div>
          ) : null
        }
      />
    </div>
  );
}
