import { toolIconName } from '@toolbox/catalog/tool-icons';
import { Icon } from '../../ui/icons.tsx';
import { iconSvgs } from './icon-svgs.ts';
import './tool-icons.css';

const innerCache = new Map<string, string>();

/** The drawing inside a Lucide `<svg>` (its paths and shapes), so our own `<svg>` sets size and stroke. */
export function svgInner(svg: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  const close = svg.lastIndexOf('</svg>');
  return open < 0 || close < 0 ? '' : svg.slice(open + 1, close).trim();
}

/** The drawing of a tool's icon, or undefined for a code without one. */
export function toolIconDrawing(code: string): string | undefined {
  const name = toolIconName(code);
  if (!name) return undefined;
  let inner = innerCache.get(name);
  if (inner === undefined) {
    inner = svgInner(iconSvgs[name]);
    innerCache.set(name, inner);
  }
  return inner;
}

/**
 * A tool's own icon in its family's colour (the catalogue category): on cards, in the menu, in
 * search results and in the tool's header. Decorative: the link or heading next to it names the
 * tool. A code without an icon shows its category's icon.
 */
export function ToolIcon(props: { code: string; family: string; size?: number; className?: string }) {
  const { code, family, size = 22, className } = props;
  const drawing = toolIconDrawing(code);
  return (
    <span
      className={className ? `tool-icon ${className}` : 'tool-icon'}
      data-family={family}
      data-icon={toolIconName(code) ?? family}
      aria-hidden="true"
    >
      {drawing ? (
        <svg
          width={size}
          height={size}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
          // Our own bundled Lucide drawings (lucide-static), never user input.
          dangerouslySetInnerHTML={{ __html: drawing }}
        />
      ) : (
        <Icon name={family} size={size} />
      )}
    </span>
  );
}
