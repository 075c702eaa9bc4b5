import { describe, expect, it } from 'vitest';
import { iconSvg } from './icon-svg.ts';
import { queryTerms, searchIcons } from './icon-search.ts';

const index = {
  house: ['home', 'living', 'building'],
  'house-plus': ['home', 'add'],
  heart: ['like', 'love'],
  'heart-pulse': ['health', 'love'],
  user: ['person', 'account'],
  users: ['group', 'people'],
  search: ['find', 'magnifier', 'zoom'],
  'zoom-in': ['magnifier', 'plus'],
};

describe('icon search', () => {
  it('translates Chinese words, longest first, and keeps English words', () => {
    expect(queryTerms('  ')).toEqual([]);
    expect(queryTerms('Heart  pulse')).toEqual(['heart', 'pulse']);
    expect(queryTerms('用户组')).toEqual(['users', 'group']);
    expect(queryTerms('首页 plus')).toEqual(['plus', 'house', 'home']);
  });

  it('ranks exact names, then name parts, then tags', () => {
    expect(searchIcons(index, 'heart')).toEqual(['heart', 'heart-pulse']);
    expect(searchIcons(index, 'love')).toEqual(['heart', 'heart-pulse']);
    expect(searchIcons(index, 'magnifier')).toEqual(['search', 'zoom-in']);
    expect(searchIcons(index, '首页')[0]).toBe('house');
    expect(searchIcons(index, '用户组')[0]).toBe('users');
    expect(searchIcons({ cog: [], settings: [] }, '设置')).toEqual(['settings', 'cog']);
    expect(searchIcons(index, '放大镜')).toEqual(['search', 'zoom-in']);
    expect(searchIcons(index, 'qwertyuiop')).toEqual([]);
    expect(searchIcons(index, '')).toHaveLength(8);
  });

  it('writes a standalone SVG with the chosen style, escaping attributes', () => {
    const svg = iconSvg(
      'x',
      [
        ['path', { d: 'M18 6 6 18' }],
        ['circle', { cx: 12, cy: 12, r: 10 }],
      ],
      {
        color: '#ff0000"/><script>',
        size: 48,
        strokeWidth: 1.5,
      },
    );
    expect(svg).toContain('width="48" height="48"');
    expect(svg).toContain('stroke-width="1.5"');
    expect(svg).toContain('<path d="M18 6 6 18" />');
    expect(svg).toContain('<circle cx="12" cy="12" r="10" />');
    expect(svg).not.toContain('<script>');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('stroke')).toBe('#ff0000"/><script>');
  });
});
