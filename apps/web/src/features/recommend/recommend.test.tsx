import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdItem, Func } from '@toolbox/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { makeFunc } from '../../test/fixtures.ts';
import { adListResource, resetSiteContent } from '../site-content/site-content-api.ts';
import { functionsResource } from '../../queries/catalog-data.ts';
import { Mascot, MASCOT_CHECK_MS } from './mascot.tsx';
import { RecommendCarousel } from './recommend-carousel.tsx';

const funcs: Func[] = Array.from({ length: 9 }, (_, i) =>
  makeFunc(`tool_${i}`, 'pdf', { names: { en: `Tool ${i}`, 'zh-CN': `工具 ${i}` } }),
);
const item = (funcCode: string, id: number): AdItem => ({
  id,
  url: '',
  icon: '',
  title: '',
  text: '',
  secText: '',
  titles: { en: '', 'zh-CN': '' },
  texts: { en: '', 'zh-CN': '' },
  secTexts: { en: '', 'zh-CN': '' },
  funcCode,
});

/** Answers the lists from memory: recommended tool_0..tool_5 plus an unlisted code; mascot tool_6..8, 0, 1. */
function serve() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as { code?: string };
    let data: unknown = null;
    if (path === '/ut/func/query') data = funcs;
    if (path === '/bd/ali/list' && body.code === 'func_recommend')
      data = ['tool_0', 'tool_1', 'gone_tool', 'tool_2', 'tool_3', 'tool_4', 'tool_5'].map(item);
    if (path === '/bd/ali/list' && body.code === 'func_wang')
      data = ['tool_6', 'tool_7', 'tool_8', 'tool_0', 'tool_1'].map(item);
    return new Response(JSON.stringify({ code: '000', message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

function show(ui: ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

const names = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((a) => a.textContent);

/** Lets the stubbed fetches answer while the clock is fake. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => vi.advanceTimersByTimeAsync(0));
}

describe('recommended tools', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    serve();
    void adListResource('func_recommend').load();
    void adListResource('func_wang').load();
    void functionsResource.load();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetSiteContent();
  });

  it('shows 4 listed tools a view, turns every 5 s, stops on hover and moves by the buttons', async () => {
    const onClose = vi.fn();
    show(<RecommendCarousel newTab={false} onClose={onClose} />);
    await settle();
    const carousel = screen.getByTestId('recommend-carousel');
    expect(names(carousel)).toEqual(['Tool 0', 'Tool 1', 'Tool 2', 'Tool 3']);
    await act(async () => vi.advanceTimersByTimeAsync(4_900));
    expect(names(carousel)[0]).toBe('Tool 0');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(names(carousel)).toEqual(['Tool 4', 'Tool 5']);
    fireEvent.mouseEnter(carousel);
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(names(carousel)).toEqual(['Tool 4', 'Tool 5']);
    fireEvent.mouseLeave(carousel);
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(names(carousel)[0]).toBe('Tool 0');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next tools' }));
    expect(names(carousel)[0]).toBe('Tool 4');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Show view 1 of 2' }));
    expect(names(carousel)[0]).toBe('Tool 0');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause turning' }));
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(names(carousel)[0]).toBe('Tool 0');
    fireEvent.click(
      within(carousel).getByRole('button', { name: 'Close the recommendations for this page' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('does not turn by itself for visitors who prefer reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduced-motion'),
      addEventListener() {},
      removeEventListener() {},
    }));
    show(<RecommendCarousel newTab={false} onClose={() => {}} />);
    await settle();
    const carousel = screen.getByTestId('recommend-carousel');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(names(carousel)[0]).toBe('Tool 0');
    expect(within(carousel).queryByRole('button', { name: 'Pause turning' })).toBeNull();
    expect(carousel.getAttribute('data-rotating')).toBe('false');
  });

  it('brings the mascot out when the carousel is out of sight, looked at every 500 ms', async () => {
    const slot = document.createElement('div');
    slot.setAttribute('data-recommend-slot', '');
    document.body.append(slot);
    let box = { top: 100, bottom: 250, height: 150 };
    slot.getBoundingClientRect = () => ({ ...box }) as DOMRect;
    show(<Mascot newTab={false} carouselSelector="[data-recommend-slot]" />);
    await settle();
    expect(screen.queryByTestId('mascot')).toBeNull();
    box = { top: -400, bottom: -250, height: 150 };
    await act(async () => vi.advanceTimersByTimeAsync(MASCOT_CHECK_MS));
    const mascot = screen.getByTestId('mascot');
    fireEvent.click(within(mascot).getByRole('button', { name: 'Ask the robot for tools' }));
    const bubble = screen.getByTestId('mascot-carousel');
    expect(names(bubble)).toEqual(['Tool 6', 'Tool 7', 'Tool 8', 'Tool 0']);
    await act(async () => vi.advanceTimersByTimeAsync(5_900));
    expect(names(bubble)[0]).toBe('Tool 6');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(names(bubble)).toEqual(['Tool 1']);
    fireEvent.click(within(mascot).getByRole('button', { name: 'Hide the robot for this page' }));
    expect(screen.queryByTestId('mascot')).toBeNull();
    slot.remove();
  });
});
