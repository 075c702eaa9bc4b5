import { render } from '@testing-library/react';
import { categories, tools } from '@toolbox/catalog';
import { toolIcons } from '@toolbox/catalog/tool-icons';
import { beforeAll, describe, expect, it } from 'vitest';
import { iconSvgs } from './icon-svgs.ts';
import { iconsReady, svgInner, ToolIcon, toolIconDrawing } from './tool-icon.tsx';

describe('tool icons', () => {
  beforeAll(() => iconsReady);

  it('has a Lucide drawing for every icon the catalogue names, and only those', () => {
    expect(Object.keys(iconSvgs).sort()).toEqual([...new Set(Object.values(toolIcons))].sort());
    for (const [name, svg] of Object.entries(iconSvgs)) {
      expect(svg, name).toContain(`lucide-${name}`); // the export is the icon it is filed under
      expect(svgInner(svg), name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
  });

  it('draws every tool of the catalogue, and no two tools of a category alike', () => {
    for (const category of categories) {
      const drawings = tools.filter((t) => t.category === category.code).map((t) => toolIconDrawing(t.code));
      for (const d of drawings) expect(d, category.code).toBeTruthy();
      expect(new Set(drawings).size, category.code).toBe(drawings.length);
    }
  });

  it('renders the drawing in our own decorative svg, tagged with its family for the colour', () => {
    const { container } = render(<ToolIcon code="pdf_merge" family="pdf" className="tool-card-icon" />);
    const span = container.querySelector('span.tool-icon.is-tile.tool-card-icon')!;
    expect(span.getAttribute('data-family')).toBe('pdf');
    expect(span.getAttribute('data-icon')).toBe('merge');
    expect(span.getAttribute('aria-hidden')).toBe('true');
    const svg = span.querySelector('svg')!;
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(svg.querySelector('svg')).toBeNull(); // the inner drawing only, not a nested svg
  });

  it('falls back to the category icon for a code it does not know', () => {
    const { container } = render(<ToolIcon code="no_such_tool" family="image" />);
    expect(container.querySelector('.tool-icon')!.getAttribute('data-icon')).toBe('image');
    expect(container.querySelector('svg.icon')).not.toBeNull();
  });
});
