// The screenshot shortcut on the web side: the rules of its settings dialog (spec §2, §5) and the
// agent's messages about a capture the shortcut started. The agent registers the keys with the
// system (apps/desktop-agent/src/hotkey/).
import type { BridgeMessage, BridgeResponse, KeystoreConfig, ScreenshotResult } from '@toolbox/contracts';

/** The keystore config name of the screenshot shortcut. */
export const SCREENSHOT_SHORTCUT = 'screenshot';
/** The jobId of the agent's TIPS messages about a capture its shortcut started. */
export const SHORTCUT_JOB = 'screenshot-shortcut';

/** The key box (spec §5): one character, letters and digits only; the last one typed wins, upper case. */
export function keyBoxValue(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-1)
    .toUpperCase();
}

/** What stops an enabled shortcut from being saved. */
export type ShortcutProblem = 'noModifier' | 'noKey';

/** An enabled shortcut needs at least one of Ctrl, Alt and Shift, and a key; a disabled one nothing. */
export function shortcutProblems(config: KeystoreConfig): ShortcutProblem[] {
  if (!config.enable) return [];
  const problems: ShortcutProblem[] = [];
  if (!config.ctrl && !config.alt && !config.shift) problems.push('noModifier');
  if (!/^[A-Za-z0-9]$/.test(config.keyStr)) problems.push('noKey');
  return problems;
}

/** The keys as people write them, e.g. "Ctrl+Alt+K". */
export function describeShortcut(config: KeystoreConfig): string {
  const parts = [
    config.ctrl && 'Ctrl',
    config.alt && 'Alt',
    config.shift && 'Shift',
    config.keyStr.toUpperCase(),
  ];
  return parts.filter(Boolean).join('+');
}

/** The agent's news of a capture its shortcut started: capturing, then done or failed. */
export type ShortcutShot =
  | { state: 'capturing' }
  | { state: 'done'; screenshot: ScreenshotResult }
  | { state: 'failed'; failure: BridgeResponse };

/** The shortcut capture a message tells of, or null for any other message. */
export function shortcutShot(message: BridgeMessage): ShortcutShot | null {
  if (message.type !== 'TIPS' || typeof message.data !== 'object' || message.data === null) return null;
  const data = message.data as { jobId?: unknown; state?: unknown };
  if (data.jobId !== SHORTCUT_JOB) return null;
  return data.state === 'capturing' || data.state === 'done' || data.state === 'failed'
    ? (data as ShortcutShot)
    : null;
}
