import { useCallback, useId, useState } from 'react';
import type { ColoringStroke, ImageColoringOptions } from '@toolbox/contracts/photo-tools';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { systemInfoResource } from '../../../queries/system-info.ts';
import { ServerImageTool } from '../kit/ai-image/server-image-tool.tsx';
import { HintPainter } from './painter.tsx';

const PRESETS = {
  skin: '#e0ac8c',
  sky: '#8fb8de',
  grass: '#5d8a3a',
  wood: '#8a5a2b',
  cloth: '#2a4d8f',
  red: '#b8322f',
  white: '#ffffff',
} as const;

/** image_coloring: colour spreads from painted hints (colourisation by optimisation, on the server). */
export default function ImageColoringTool() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [strokes, setStrokes] = useState<ColoringStroke[]>([]);
  const [auto, setAuto] = useState(true);
  const [colour, setColour] = useState<string>(PRESETS.skin);
  const [size, setSize] = useState(14);
  const ids = { colour: useId(), size: useId() };
  // The automatic choice exists only when the operator configured a colourisation model.
  const hasModel = systemInfoResource.use().data?.colorizeModel === true;
  const [method, setMethod] = useState<'model' | 'hints'>('model');
  const byModel = hasModel && method === 'model';
  const options: Required<ImageColoringOptions> = { strokes, auto, method: byModel ? 'model' : 'hints' };
  // Stable, so the file tool's effect calls it only when the file changes (new photo: no strokes).
  const chooseFile = useCallback((f: File | null) => {
    setFile(f);
    setStrokes([]);
  }, []);
  return (
    <ServerImageTool
      code="image_coloring"
      actionLabel={t('colour')}
      options={options}
      onFileChange={chooseFile}
      noteKey={hasModel ? 'noteModel' : 'note'}
      renderOptions={(disabled) => (
        <div className="stack">
          {hasModel ? (
            <fieldset className="stack">
              <legend>{t('method')}</legend>
              <label className="check">
                <input
                  type="radio"
                  name="coloring-method"
                  checked={method === 'model'}
                  disabled={disabled}
                  onChange={() => setMethod('model')}
                />
                <span>{t('methodModel')}</span>
              </label>
              <label className="check">
                <input
                  type="radio"
                  name="coloring-method"
                  checked={method === 'hints'}
                  disabled={disabled}
                  onChange={() => setMethod('hints')}
                />
                <span>{t('methodHints')}</span>
              </label>
            </fieldset>
          ) : null}
          {byModel ? null : (
            <>
              <label className="check">
                <input
                  type="checkbox"
                  checked={auto}
                  disabled={disabled}
                  onChange={(e) => setAuto(e.target.checked)}
                />
                <span>{t('auto')}</span>
              </label>
              <div className="row" style={{ flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
                <div className="field">
                  <label htmlFor={ids.colour}>{t('brushColour')}</label>
                  <input
                    id={ids.colour}
                    type="color"
                    value={colour}
                    disabled={disabled}
                    onChange={(e) => setColour(e.target.value)}
                  />
                </div>
                <div
                  className="row"
                  role="group"
                  aria-label={t('presets')}
                  style={{ flexWrap: 'wrap', gap: 6 }}
                >
                  {Object.entries(PRESETS).map(([name, hex]) => (
                    <button
                      key={name}
                      type="button"
                      className="button"
                      disabled={disabled}
                      aria-pressed={colour === hex}
                      onClick={() => setColour(hex)}
                    >
                      <span
                        aria-hidden
                        style={{
                          display: 'inline-block',
                          width: 12,
                          height: 12,
                          background: hex,
                          marginRight: 6,
                          border: '1px solid #888',
                        }}
                      />
                      {t(`preset_${name}`)}
                    </button>
                  ))}
                </div>
                <div className="field">
                  <label htmlFor={ids.size}>{t('brushSize', { value: size })}</label>
                  <input
                    id={ids.size}
                    type="range"
                    min={3}
                    max={60}
                    value={size}
                    disabled={disabled}
                    onChange={(e) => setSize(Number(e.target.value))}
                  />
                </div>
              </div>
              {file ? (
                <HintPainter
                  file={file}
                  colour={colour}
                  size={size}
                  strokes={strokes}
                  onChange={setStrokes}
                />
              ) : null}
              <div className="row" style={{ gap: 8, alignItems: 'center' }}>
                <span className="muted">{t('strokes', { count: strokes.length })}</span>
                <button
                  type="button"
                  className="button"
                  disabled={disabled || !strokes.length}
                  onClick={() => setStrokes(strokes.slice(0, -1))}
                >
                  {t('undo')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={disabled || !strokes.length}
                  onClick={() => setStrokes([])}
                >
                  {t('clearStrokes')}
                </button>
              </div>
              {!auto && !strokes.length ? <p role="status">{t('needHints')}</p> : null}
            </>
          )}
        </div>
      )}
    />
  );
}
