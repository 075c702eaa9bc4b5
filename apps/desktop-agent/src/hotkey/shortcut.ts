// The screenshot shortcut's settings applied to the system: the keystore config "screenshot"
// (keystore:update-config, and the saved one at start) registered, re-registered or unregistered.
import { BridgeCode, type KeystoreConfig } from '@toolbox/contracts';
import { BridgeError } from '../bridge/server.ts';
import { combinationOf, describeCombination, type Combination } from './combination.ts';
import type { HotkeyBackend } from './global-hotkey.ts';

/** The keystore config name of the screenshot shortcut. */
export const SCREENSHOT_SHORTCUT = 'screenshot';

/**
 * Why a shortcut was refused, as the bridge's exceptionMsg content (the page words it in its
 * language): shortcut_no_modifier, shortcut_no_key, shortcut_taken, shortcut_unavailable.
 */
export type ShortcutRefusal = `shortcut_${'no_modifier' | 'no_key' | 'taken' | 'unavailable'}`;

/** Keeps the system's registration in step with the config; the backend starts on first use. */
export class ScreenshotShortcut {
  private backend: HotkeyBackend | null = null;
  private active: Combination | null = null;
  /** Applies run one after another (the saved config at start may meet the page's first save). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly makeBackend: () => HotkeyBackend) {}

  /** The combination in force, or null. */
  get registered(): Combination | null {
    return this.active;
  }

  /**
   * Applies a config: disabled unregisters; enabled (re-)registers its combination. A refused one
   * throws a BridgeError and leaves the previous combination in force.
   */
  apply(config: KeystoreConfig): Promise<void> {
    const run = this.queue.then(() => this.applyNow(config));
    this.queue = run.catch(() => {});
    return run;
  }

  private async applyNow(config: KeystoreConfig): Promise<void> {
    if (!config.enable) {
      if (this.active) await this.backend?.unregister();
      this.active = null;
      return;
    }
    const combination = combinationOf(config);
    if (typeof combination === 'string') {
      const title =
        combination === 'no_modifier'
          ? 'Choose at least one of Ctrl, Alt and Shift'
          : 'Choose one letter or digit';
      throw new BridgeError(
        BridgeCode.badRequest,
        title,
        `shortcut_${combination}` satisfies ShortcutRefusal,
      );
    }
    this.backend ??= this.makeBackend();
    const outcome = await this.backend.register(combination);
    if (outcome.ok) {
      this.active = combination;
      return;
    }
    // The backend released the old combination before trying the new one: take it back.
    if (this.active && !(await this.backend.register(this.active)).ok) this.active = null;
    const name = describeCombination(combination);
    throw outcome.why === 'taken'
      ? new BridgeError(
          BridgeCode.failed,
          `${name} is already used by another program`,
          'shortcut_taken' satisfies ShortcutRefusal,
        )
      : new BridgeError(
          BridgeCode.failed,
          `Global shortcuts are not available here: ${outcome.detail}`,
          'shortcut_unavailable' satisfies ShortcutRefusal,
        );
  }

  async close(): Promise<void> {
    await this.backend?.close();
    this.backend = null;
    this.active = null;
  }
}
