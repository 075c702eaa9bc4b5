import { forwardRef, type ReactNode } from 'react';
import type { PickedImage } from './use-single-image.ts';
import './image-geometry.css';

/**
 * The picked image drawn to fit the page, with an SVG over it whose coordinates are the image's own
 * pixels (`viewBox` = its size) for `svg`: cut and grid lines; `html` goes over both (the crop box, placed in
 * percentages of the image).
 */
export const PreviewStage = forwardRef<
  HTMLDivElement,
  { image: PickedImage; label: string; svg?: ReactNode; html?: ReactNode }
>(function PreviewStage({ image, label, svg, html }, ref) {
  return (
    <div className="geo-stage" ref={ref}>
      <img className="geo-stage-image" src={image.url} alt={label} draggable={false} />
      <svg
        className="geo-stage-overlay"
        viewBox={`0 0 ${image.width} ${image.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {svg}
      </svg>
      {html}
    </div>
  );
});

/** Straight lines across `area` (default the whole image): horizontal at each y, vertical at each x. */
export function CutLines(props: {
  image: PickedImage;
  xs?: readonly number[];
  ys?: readonly number[];
  area?: { x: number; y: number; width: number; height: number };
}) {
  const { x, y, width, height } = props.area ?? {
    x: 0,
    y: 0,
    width: props.image.width,
    height: props.image.height,
  };
  return (
    <g className="geo-cut-lines">
      {(props.ys ?? []).map((at) => (
        <line key={`y${at}`} x1={x} x2={x + width} y1={at} y2={at} vectorEffect="non-scaling-stroke" />
      ))}
      {(props.xs ?? []).map((at) => (
        <line key={`x${at}`} y1={y} y2={y + height} x1={at} x2={at} vectorEffect="non-scaling-stroke" />
      ))}
    </g>
  );
}
