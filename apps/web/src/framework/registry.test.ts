/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tools as catalogTools } from '@toolbox/catalog';
import { allToolLocales } from '../i18n/all-tool-locales.ts';
import { getTool, toolModules } from './registry.ts';

const here = dirname(fileURLToPath(import.meta.url));
const toolsDir = join(here, '..', 'tools');
const e2eDir = join(here, '..', '..', 'e2e');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every leaf key path of a nested strings object: { a: { b: '' } } → ['a.b']. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** Key paths with their i18next plural suffix taken off, once each, sorted. */
function pluralBases(paths: string[]): string[] {
  return [...new Set(paths.map((p) => p.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

// The shell's own spec names tools as examples; it does not count as a tool's browser test.
const e2eSpecs = filesUnder(e2eDir)
  .filter((f) => f.endsWith('.spec.ts') && !f.endsWith('shell.spec.ts'))
  .map((f) => readFileSync(f, 'utf8'));

describe('tool registry', () => {
  it('finds the tool folders of every family by glob, and no kit as a tool', () => {
    const folders = readdirSync(toolsDir).flatMap((family) =>
      statSync(join(toolsDir, family)).isDirectory()
        ? readdirSync(join(toolsDir, family))
            .filter((n) => n !== 'kit' && existsSync(join(toolsDir, family, n, 'index.ts')))
            .map((n) => `${family}/${n}`)
        : [],
    );
    expect(folders.length).toBeGreaterThan(0);
    expect(toolModules.map((m) => `${m.family}/${m.folder}`).sort()).toEqual([...folders].sort());
  });

  describe.each(toolModules.map((m) => [m.folder, m] as const))('%s', (folder, { family, def }) => {
    it('is named after its code, which the catalog lists as built, in its family folder', () => {
      expect(def.code).toBe(folder);
      const entry = catalogTools.find((t) => t.code === def.code);
      expect(entry, `catalog entry for ${def.code}`).toBeDefined();
      expect(entry?.built).toBe(true);
      expect(family, `src/tools/<catalogue category>/${def.code}`).toBe(entry?.category);
    });

    it('loads its own locales lazily, in both languages with the same keys', async () => {
      const { locales } = await def.locales();
      expect(locales).toBe(allToolLocales.find((l) => l.code === folder)?.locales);
      expect(Object.keys(locales).sort()).toEqual(['en', 'zh-CN']);
      // Chinese has one plural form (`_other`) where English has two: keys compare without it.
      const zh = pluralBases(keyPaths(locales['zh-CN']));
      const en = pluralBases(keyPaths(locales.en));
      expect(zh.length).toBeGreaterThan(0);
      expect(zh).toEqual(en);
    });

    it('has a lazy UI loader', () => {
      expect(typeof def.load).toBe('function');
    });

    it('keeps its strings out of index.ts, which sits in the registry chunk', () => {
      const source = readFileSync(join(toolsDir, family, folder, 'index.ts'), 'utf8');
      const staticImports = [...source.matchAll(/^import [^;]* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(staticImports).toEqual(['../../../framework/define-tool.ts']);
      expect(source).toContain("locales: () => import('./locales.ts')");
    });

    it('has a unit test and an e2e spec that mentions its code', () => {
      const tests = filesUnder(join(toolsDir, family, folder)).filter((f) => /\.test\.tsx?$/.test(f));
      expect(tests.length, `unit tests in src/tools/${family}/${folder}`).toBeGreaterThan(0);
      expect(
        e2eSpecs.some((text) => text.includes(def.code)),
        `an apps/web/e2e/*.spec.ts mentioning ${def.code}`,
      ).toBe(true);
    });
  });

  it('has a folder for every built catalog tool that runs in the browser or on the server', () => {
    const missing = catalogTools
      .filter((t) => t.built && t.runs !== 'desktop')
      .map((t) => t.code)
      .filter((code) => !getTool(code));
    expect(missing).toEqual([]);
  });
});
