import { describe, expect, it } from 'vitest';
import { keywordWords, nameHtml } from './highlight.ts';
import { NameIndex } from './name-index.ts';

const parts = [
  'Report',
  'photo',
  'ÉTÉ',
  '数据',
  'a',
  'ab',
  '2024',
  '-',
  ' ',
  '.pdf',
  'İstanbul',
  '😀',
  'x<y',
  'abc',
];

describe('NameIndex', () => {
  it('finds exactly the live names holding every word, as a plain filter does', () => {
    let seed = 3;
    const rnd = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    const index = new NameIndex();
    const root = index.addRoot('/r');
    const folders = [root];
    const names: Array<{ id: number; name: string; parent: number }> = [];
    for (let i = 0; i < 4000; i++) {
      const name = Array.from({ length: 1 + rnd(4) }, () => parts[rnd(parts.length)]).join('');
      const parent = folders[rnd(folders.length)]!;
      const isDir = rnd(10) === 0;
      const id = index.add(parent, name, isDir);
      if (isDir) folders.push(id);
      names.push({ id, name, parent });
    }
    const removed = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const victim = names[rnd(names.length)]!.id;
      index.remove(victim);
      removed.add(victim);
    }
    const dead = (id: number): boolean => {
      for (let at = id; at !== root; at = names[at - 1]!.parent) if (removed.has(at)) return true;
      return false;
    };
    for (const keyword of [
      'report',
      'a',
      'ab,2024',
      '数据',
      'été,pdf',
      '😀',
      'x<y,abc',
      'i̇stanbul',
      'photo,report,-',
      'zz',
    ]) {
      const words = keywordWords(keyword);
      const expected = names
        .filter((n) => !dead(n.id) && words.every((w) => n.name.toLowerCase().includes(w)))
        .map((n) => n.id);
      const got: number[] = [];
      for (let page = 0; ; page++) {
        const { ids, more } = index.query(words, page * 50, 50);
        got.push(...ids);
        if (!more) break;
      }
      expect(got, keyword).toEqual(expected);
    }
    expect(index.size).toBe(1 + names.filter((n) => !dead(n.id)).length);
  });

  it('builds full paths from the root', () => {
    const index = new NameIndex();
    const root = index.addRoot('/home/ann/Documents/');
    const folder = index.add(root, 'Taxes', true);
    const file = index.add(folder, 'return 2024.pdf', false);
    expect(index.pathOf(file)).toBe('/home/ann/Documents/Taxes/return 2024.pdf');
    expect(index.pathOf(root)).toBe('/home/ann/Documents');
  });
});

describe('nameHtml', () => {
  it('marks every occurrence and escapes the rest', () => {
    expect(nameHtml('Tom & <Jerry> tom.txt', ['tom'])).toBe(
      '<em>Tom</em> &amp; &lt;Jerry&gt; <em>tom</em>.txt',
    );
    expect(nameHtml('"q".md', ['q'])).toBe('&quot;<em>q</em>&quot;.md');
  });
});
