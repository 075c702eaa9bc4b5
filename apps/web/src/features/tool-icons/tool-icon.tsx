import { toolIconName, type ToolIconName } from '@toolbox/catalog/tool-icons';
import { useSyncExternalStore } from 'react';
import { Icon, lineIconSvg } from '../../ui/icons.tsx';
import './tool-icons.css';

type IconSvgs = Record<ToolIconName, string>;

/**
 * The drawings come in their own chunk, asked for as soon as this module runs: the home page waits
 * for the tool list from the server anyway, so they arrive alongside it and keep ~50 kB of SVG out
 * of the first script. Until then an icon is its coloured tile without a drawing (same size).
 */
let svgs: IconSvgs | null = null;
const listeners = new Set<() => void>();
export const iconsReady: Promise<void> = import('./icon-svgs.ts').then(
  (module) => {
    svgs = module.iconSvgs;
    for (const listener of listeners) listener();
  },
  () => {}, // offline or a failed chunk: the category icons stay
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const innerCache = new Map<string, string>();

/** The drawing inside a Lucide `<svg>` (its paths and shapes), so our own `<svg>` sets size and stroke. */
export function svgInner(svg: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  const close = svg.lastIndexOf('</svg>');
  return open < 0 || close < 0 ? '' : svg.slice(open + 1, close).trim();
}

/** The drawing of a tool's icon; undefined for a code without one or before the drawings loaded. */
export function toolIconDrawing(code: string): string | undefined {
  const name = toolIconName(code);
  if (!name || !svgs) return undefined;
  let inner = innerCache.get(name);
  if (inner === undefined) {
    inner = svgInner(svgs[name]);
    innerCache.set(name, inner);
  }
  return inner;
}

/**
 * A tool's own icon in its family's colour (the catalogue category): on cards, in the menu, in
 * search results and in the tool's header. Decorative: the link or heading next to it names the
 * tool. A code without an icon (or drawings that failed to load) shows its category's icon.
 */
export function ToolIcon(props: {
  code: string;
  family: string;
  size?: number;
  className?: string;
  /** On a tinted tile (cards, header, search results); false for a bare glyph (the menu). */
  tile?: boolean;
}) {
  const { code, family, size = 22, className, tile = true } = props;
  const classes = ['tool-icon', tile ? 'is-tile' : '', className ?? ''].filter(Boolean).join(' ');
  const loaded = useSyncExternalStore(subscribe, () => svgs !== null);
  const name = toolIconName(code);
  const drawing = toolIconDrawing(code);
  return (
    <span className={classes} data-family={family} data-icon={name ?? family} aria-hidden="true">
      {name && !loaded ? (
        <svg width={size} height={size} viewBox="0 0 24 24" focusable="false" />
      ) : drawing ? (
        <svg
          width={size}
          height={size}
          {...lineIconSvg}
          // Our own bundled Lucide drawings (lucide-static), never user input.
          dangerouslySetInnerHTML={{ __html: drawing }}
        />
      ) : (
        <Icon name={family} size={size} />
      )}
    </span>
  );
}
