import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { moveRect, resizeFromCorner, type Corner, type Rect } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { PreviewStage } from '../kit/image-geometry/preview-stage.tsx';
import type { PickedImage } from '../kit/image-geometry/use-single-image.ts';

const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type Drag = { mode: 'move' | Corner; start: Rect; x: number; y: number; scale: number };

/**
 * The picked image with the crop box over it: drag the box to move it, a corner to resize it, or the
 * image outside it to draw a new one. From the keyboard (the box takes focus): arrow keys move it by
 * 1 % of the image, Shift + arrows resize it, Alt makes either step one pixel.
 */
export function CropEditor(props: {
  image: PickedImage;
  rect: Rect;
  ratio: number | null;
  onChange: (rect: Rect) => void;
}) {
  const { image, rect, ratio, onChange } = props;
  const { t } = useToolTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const { width: W, height: H } = image;

  const begin = (mode: Drag['mode'], from: Rect) => (event: PointerEvent) => {
    const stage = stageRef.current?.getBoundingClientRect();
    if (!stage || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    drag.current = { mode, start: from, x: event.clientX, y: event.clientY, scale: W / stage.width };
  };
  /** A new box, drawn from where the pointer went down on the image. */
  const beginNew = (event: PointerEvent) => {
    const stage = stageRef.current?.getBoundingClientRect();
    if (!stage) return;
    const x = Math.round(((event.clientX - stage.left) * W) / stage.width);
    const y = Math.round(((event.clientY - stage.top) * H) / stage.height);
    begin('se', { x: Math.min(x, W - 1), y: Math.min(y, H - 1), width: 1, height: 1 })(event);
  };
  const follow = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = Math.round((event.clientX - d.x) * d.scale);
    const dy = Math.round((event.clientY - d.y) * d.scale);
    onChange(
      d.mode === 'move'
        ? moveRect(d.start, dx, dy, W, H)
        : resizeFromCorner(d.start, d.mode, dx, dy, ratio, W, H),
    );
  };
  const end = () => {
    drag.current = null;
  };

  const onKey = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.altKey ? 1 : Math.max(1, Math.round(Math.max(W, H) / 100));
    const [dx, dy] = [arrow[0] * step, arrow[1] * step];
    onChange(
      event.shiftKey ? resizeFromCorner(rect, 'se', dx, dy, ratio, W, H) : moveRect(rect, dx, dy, W, H),
    );
  };

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <PreviewStage
      ref={stageRef}
      image={image}
      label={t('preview.alt', { name: image.file.name })}
      svg={
        // Everything outside the box dimmed: the whole image minus the box (even-odd).
        <path
          className="geo-shade"
          fillRule="evenodd"
          d={`M0 0H${W}V${H}H0Z M${rect.x} ${rect.y}h${rect.width}v${rect.height}h${-rect.width}Z`}
        />
      }
      html={
        <div className="cut-layer" onPointerDown={beginNew} onPointerMove={follow} onPointerUp={end}>
          <div
            className="cut-box"
            style={{
              left: pct(rect.x, W),
              top: pct(rect.y, H),
              width: pct(rect.width, W),
              height: pct(rect.height, H),
            }}
            tabIndex={0}
            role="group"
            aria-label={t('box', { ...rect })}
            aria-describedby="cut-keys"
            data-testid="crop-box"
            onPointerDown={begin('move', rect)}
            onKeyDown={onKey}
          >
            {CORNERS.map((corner) => (
              <span key={corner} className={`cut-handle is-${corner}`} onPointerDown={begin(corner, rect)} />
            ))}
          </div>
        </div>
      }
    />
  );
}
