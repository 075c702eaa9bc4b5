import { createElement } from 'react';
import type { IconNode } from './icon-svg.ts';

/** Draws an icon from its nodes as React elements (no innerHTML). */
export function IconGlyph(props: {
  nodes: readonly IconNode[];
  size: number;
  color?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      width={props.size}
      height={props.size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={props.color ?? 'currentColor'}
      strokeWidth={props.strokeWidth ?? 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.nodes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
