import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BridgeMessage, KeystoreConfig } from '@toolbox/contracts';
import { bridgeEvent, bridgeReply } from '../../features/desktop/bridge-testing.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRING_KEY, unpair } from '../../features/desktop/bridge.ts';
import { describeShortcut, keyBoxValue, shortcutProblems } from '../../features/desktop/shortcut.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ScreenshotPanel } from './screenshot-panel.tsx';

// The screenshot panel and its shortcut dialog against the agent's bridge protocol (the agent's
// registration with the system is tested in apps/desktop-agent/src/hotkey/, the whole path in
// e2e/desktop-shortcut.spec.ts).
const pairing = { clientId: 'agent-one-0123456789abcd', port: 4567, pairingSecret: 's', versionInt: 100 };
const updates: KeystoreConfig[] = [];
let saved: KeystoreConfig = {
  name: 'screenshot',
  enable: false,
  ctrl: true,
  alt: true,
  shift: false,
  keyStr: 'A',
};
let refuse: { title: string; content: string } | null = null;
let events: ReadableStreamDefaultController<Uint8Array>;
const push = (message: BridgeMessage) => events.enqueue(bridgeEvent(message));
const reply = bridgeReply;

const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
  if (url === 'http://127.0.0.1:4567/events')
    return new Response(new ReadableStream({ start: (c) => void (events = c) }));
  if (typeof url === 'string' && url.startsWith('/'))
    return new Response(
      JSON.stringify({ code: '000', message: 'ok', data: { totalFuncPoint: 5, useFuncPoint: 0 } }),
    );
  const { type, data } = JSON.parse(init!.body as string) as { type: string; data: KeystoreConfig };
  if (type === 'keystore:get-config') return reply(saved);
  if (type === 'keystore:update-config') {
    updates.push(data);
    if (refuse) return reply(null, '500', refuse);
    saved = data;
    return reply(data);
  }
  return reply(null, '500', { title: 'unexpected' });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(PAIRING_KEY, JSON.stringify(pairing));
  updates.length = 0;
  refuse = null;
  saved = { ...saved, enable: false };
});
afterEach(async () => {
  vi.unstubAllGlobals();
  unpair();
  await i18n.changeLanguage('en');
});

describe('the shortcut rules', () => {
  it('keeps one letter or digit in the key box, upper case', () => {
    expect(keyBoxValue('k')).toBe('K');
    expect(keyBoxValue('Kp')).toBe('P');
    expect(keyBoxValue('é-!')).toBe('');
    expect(keyBoxValue('7')).toBe('7');
  });

  it('needs a modifier and a key only when enabled', () => {
    const config = { ...saved, enable: true, ctrl: false, alt: false, shift: false, keyStr: '' };
    expect(shortcutProblems(config)).toEqual(['noModifier', 'noKey']);
    expect(shortcutProblems({ ...config, enable: false })).toEqual([]);
    expect(describeShortcut({ ...config, ctrl: true, shift: true, keyStr: 'q' })).toBe('Ctrl+Shift+Q');
  });
});

describe('ScreenshotPanel shortcut', () => {
  it('saves ctrl+alt+K from the dialog, with its errors, in English', async () => {
    renderWithProviders(<ScreenshotPanel />);
    expect((await screen.findByText('No screenshot shortcut')).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shortcut settings' }));
    const dialog = within(await screen.findByTestId('desktop-shortcut'));
    const enable = await dialog.findByRole('switch', { name: 'Enable the screenshot shortcut' });
    fireEvent.click(enable);
    for (const name of ['Ctrl', 'Alt']) fireEvent.click(dialog.getByRole('checkbox', { name }));
    const key = dialog.getByRole('textbox', { name: 'Key' });
    fireEvent.change(key, { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const errors = await dialog.findByRole('alert');
    expect(errors.textContent).toBe(
      'Choose at least one of Ctrl, Alt and Shift.Enter one letter or digit as the key.',
    );
    expect(document.activeElement).toBe(dialog.getByRole('checkbox', { name: 'Ctrl' }));
    expect(updates).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: 'Ctrl' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Alt' }));
    fireEvent.change(key, { target: { value: 'k!' } });
    expect((key as HTMLInputElement).value).toBe('K');
    // Another program holds it: the agent's refusal, worded here.
    refuse = { title: 'Ctrl+Alt+K is already used by another program', content: 'shortcut_taken' };
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Ctrl+Alt+K is already used by another program. Choose another combination.',
    );
    refuse = null;
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('desktop-shortcut')).toBeNull());
    expect(updates.at(-1)).toEqual({
      name: 'screenshot',
      enable: true,
      ctrl: true,
      alt: true,
      shift: false,
      keyStr: 'K',
    });
    expect(screen.getByTestId('desktop-shortcut-current').textContent).toBe(
      'Shortcut: Ctrl+Alt+K (screenshot to text, from any program)',
    );
  });

  it('says in Chinese when the system has no shortcuts', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<ScreenshotPanel />);
    fireEvent.click(await screen.findByRole('button', { name: '快捷键设置' }));
    const dialog = within(await screen.findByTestId('desktop-shortcut'));
    fireEvent.click(await dialog.findByRole('switch', { name: '启用截图快捷键' }));
    refuse = { title: 'DISPLAY is not set', content: 'shortcut_unavailable' };
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      '这台电脑上无法使用快捷键（DISPLAY is not set）。',
    );
  });

  it('shows the text of a capture the shortcut started', async () => {
    renderWithProviders(<ScreenshotPanel />);
    await screen.findByText('No screenshot shortcut');
    await waitFor(() => expect(events).toBeDefined());
    push({ type: 'TIPS', data: { jobId: 'screenshot-shortcut', state: 'capturing' } });
    expect(await screen.findByText(/^Shortcut pressed: drag over/)).toBeTruthy();
    // Another job's TIPS are not the shortcut's.
    push({ type: 'TIPS', data: { jobId: 'pdf_merge_desktop', state: 'done' } });
    const screenshot = {
      cancelled: false,
      image: '/d/screenshot-1.png',
      result: { source: '/d/screenshot-1.png', ok: true, outputs: ['/d/screenshot-1.txt'] },
      text: '快捷键截图',
    };
    push({ type: 'TIPS', data: { jobId: 'screenshot-shortcut', state: 'done', screenshot } });
    expect(((await screen.findByTestId('desktop-screenshot-text')) as HTMLTextAreaElement).value).toBe(
      '快捷键截图',
    );
    expect(screen.queryByText(/^Shortcut pressed/)).toBeNull();
  });
});
