import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hasToolLocales, i18n } from '../i18n/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import type { ToolDefinition, ToolLocalesModule } from './define-tool.ts';
import { forgetTool, lazyTool, loadTool } from './lazy-tool.ts';
import { useToolTranslation } from './tool-context.ts';

/** A promise with its resolve and reject exposed, to decide when a "chunk" arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting() {
  const { t } = useToolTranslation();
  return <p data-testid="greeting">{t('hello')}</p>;
}

const strings: ToolLocalesModule = {
  locales: { en: { hello: 'Hello from the tool' }, 'zh-CN': { hello: '工具问好' } },
};

function fakeTool(code: string) {
  const ui = deferred<{ default: typeof Greeting }>();
  const locales = deferred<ToolLocalesModule>();
  const def: ToolDefinition = {
    code,
    load: vi.fn(() => ui.promise),
    locales: vi.fn(() => locales.promise),
  };
  return { def, ui, locales };
}

describe('loadTool', () => {
  it('asks for the UI chunk and the strings at the same time, once per code', () => {
    const { def } = fakeTool('lazy_test_parallel');
    void loadTool(def);
    void loadTool(def);
    expect(def.load).toHaveBeenCalledTimes(1);
    expect(def.locales).toHaveBeenCalledTimes(1);
    forgetTool(def.code);
  });

  it('resolves only once the strings are registered, even when the UI arrives first', async () => {
    const { def, ui, locales } = fakeTool('lazy_test_order');
    let done = false;
    const pending = loadTool(def).then((mod) => {
      done = true;
      return mod;
    });
    ui.resolve({ default: Greeting });
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    expect(hasToolLocales(def.code)).toBe(false);
    locales.resolve(strings);
    await expect(pending).resolves.toEqual({ default: Greeting });
    expect(hasToolLocales(def.code)).toBe(true);
    expect(i18n.t(`tools.${def.code}.hello`, { lng: 'zh-CN' })).toBe('工具问好');
  });

  it('starts afresh after a failed load', async () => {
    vi.useFakeTimers();
    const def: ToolDefinition = {
      code: 'lazy_test_retry',
      load: vi.fn().mockResolvedValue({ default: Greeting }),
      locales: vi.fn().mockRejectedValue(new TypeError('Failed to fetch module')),
    };
    const first = loadTool(def);
    const settled = expect(first).rejects.toThrow('Failed to fetch module');
    await vi.runAllTimersAsync(); // the one retry after a pause
    await settled;
    vi.useRealTimers();
    expect(def.locales).toHaveBeenCalledTimes(2);
    vi.mocked(def.locales).mockResolvedValue(strings);
    await expect(loadTool(def)).resolves.toEqual({ default: Greeting });
    expect(def.locales).toHaveBeenCalledTimes(3);
  });
});

describe('lazyTool', () => {
  it('renders the tool with its own strings, never with missing keys', async () => {
    const { def, ui, locales } = fakeTool('lazy_test_render');
    const Tool = lazyTool(def);
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Tool />
      </Suspense>,
      { toolCode: def.code },
    );
    expect(screen.getByText('loading')).toBeTruthy();
    ui.resolve({ default: Greeting });
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByTestId('greeting')).toBeNull();
    locales.resolve(strings);
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello from the tool');
    expect(lazyTool(def)).toBe(Tool);
  });
});
