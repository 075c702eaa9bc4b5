import { readdirSync } from 'node:fs';
import { tools } from '@toolbox/catalog';
import { describe, expect, it } from 'vitest';
import { isTaskFile, serverTask, serverTasks, serverTool } from './index.ts';

/**
 * Tools the catalogue prices as server tasks that are built to run in the browser instead:
 * pdf_to_word is charged per page (openLevel 3) through /h and /t, and converts in a web worker
 * (apps/web/src/tools/pdf_to_word), so no file leaves the browser.
 */
const builtInBrowser = new Set(['pdf_to_word']);

/**
 * Server tools that are not queued tasks: the AI writers stream their text straight from the
 * provider through /ut/gpt/req-u and req-t (modules/gpt), charged when they start.
 */
const streamedWriters = new Set([
  'smart_text_generator',
  'work_report_generator',
  'comment_generator',
  'red_book_text_generator',
]);

describe('the server task registry', () => {
  it('has exactly one task file for every built catalogue tool that runs on the server', () => {
    const built = tools
      .filter(
        (t) => t.runs === 'server' && t.built && !builtInBrowser.has(t.code) && !streamedWriters.has(t.code),
      )
      .map((t) => t.code);
    expect(built.length).toBeGreaterThan(0);
    for (const code of built) {
      expect(
        serverTasks.filter((task) => task.code === code),
        code,
      ).toHaveLength(1);
    }
    for (const code of [...builtInBrowser, ...streamedWriters]) expect(serverTask(code), code).toBeNull();
  });

  it('names a catalogue server tool in every task file, each code once', () => {
    const codes = serverTasks.map((task) => task.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const task of serverTasks) {
      const tool = tools.find((t) => t.code === task.code);
      expect(tool?.runs, task.code).toBe('server');
      expect(serverTool(task.code)).toMatchObject({ code: task.code, apiType: tool!.category });
    }
  });

  it('loads every <code>.ts file of the folder, each named after its code', async () => {
    const files = readdirSync(import.meta.dirname).filter(isTaskFile);
    expect(files).toContain('word_to_pdf.ts');
    expect(['index.ts', 'define.ts', 'registry.test.ts', 'README.md'].filter(isTaskFile)).toEqual([]);
    expect(files.sort()).toEqual(serverTasks.map((task) => `${task.code}.ts`).sort());
    for (const file of files) {
      const mod = (await import(/* @vite-ignore */ `./${file}`)) as { default: unknown };
      expect(serverTasks, file).toContain(mod.default);
    }
  });

  it('gives every task accepted types, a file count, a queue and caps for both tiers', () => {
    for (const task of serverTasks) {
      expect(task.accepts.length, task.code).toBeGreaterThan(0);
      for (const ext of task.accepts) expect(ext, task.code).toMatch(/^[a-z0-9]+$/);
      expect(task.maxFiles, task.code).toBeGreaterThanOrEqual(1);
      expect(['office', 'media', 'ai'], task.code).toContain(task.queue);
      // Members never get less than visitors and free accounts.
      expect(task.limits.member.pages, task.code).toBeGreaterThanOrEqual(task.limits.basic.pages);
      expect(task.limits.member.megapixels, task.code).toBeGreaterThanOrEqual(task.limits.basic.megapixels);
      expect(task.options.safeParse({}).success, task.code).toBe(true);
    }
  });
});
