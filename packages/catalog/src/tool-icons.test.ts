import { describe, expect, it } from 'vitest';
import { toolIconName, toolIcons } from './tool-icons.ts';
import { tools } from './tools.ts';

describe('toolIcons', () => {
  it('gives every catalogue code an icon, and no code the catalogue lacks', () => {
    const codes = tools.map((t) => t.code).sort();
    expect(Object.keys(toolIcons).sort()).toEqual(codes);
    for (const tool of tools) {
      expect(tool.icon, tool.code).toBe(toolIconName(tool.code));
      expect(tool.icon, tool.code).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    }
    expect(toolIconName('no_such_tool')).toBeUndefined();
    expect(toolIconName('toString')).toBeUndefined();
  });

  it('gives the tools of one category different icons', () => {
    const byCategory = new Map<string, string[]>();
    for (const tool of tools)
      byCategory.set(tool.category, [...(byCategory.get(tool.category) ?? []), tool.icon!]);
    for (const [category, icons] of byCategory) {
      expect(new Set(icons).size, `${category}: ${icons.join(', ')}`).toBe(icons.length);
    }
  });

  it('gives the web tools different icons across categories too (desktop twins may repeat theirs)', () => {
    const web = tools.filter((t) => t.runs !== 'desktop');
    const seen = new Map<string, string>();
    for (const tool of web) {
      expect(
        seen.get(tool.icon!),
        `${tool.code} and ${seen.get(tool.icon!)} share ${tool.icon}`,
      ).toBeUndefined();
      seen.set(tool.icon!, tool.code);
    }
  });
});
