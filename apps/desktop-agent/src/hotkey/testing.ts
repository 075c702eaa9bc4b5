// Test helper: a stand-in for the system's global hotkey that records every call, refuses what
// "another program" holds, and presses the registered combination on request.
import type { Combination } from './combination.ts';
import type { HotkeyBackend } from './global-hotkey.ts';
import type { RegisterOutcome } from './protocol.ts';

/** Short names for combinations in call logs: ctrl+alt+K is "CA-K". */
export const shortName = (c: Combination) =>
  `${c.ctrl ? 'C' : ''}${c.alt ? 'A' : ''}${c.shift ? 'S' : ''}-${c.key}`;

export class FakeHotkey implements HotkeyBackend {
  calls: string[] = [];
  held: Combination | null = null;
  /** Short names another program holds. */
  taken = new Set<string>();
  unavailable: string | null = null;
  closed = false;

  constructor(private readonly onPress: () => void = () => {}) {}

  register(combination: Combination): Promise<RegisterOutcome> {
    this.calls.push(`register ${shortName(combination)}`);
    this.held = null; // the old combination is released first, as the worker does
    if (this.unavailable) return Promise.resolve({ ok: false, why: 'unavailable', detail: this.unavailable });
    if (this.taken.has(shortName(combination)))
      return Promise.resolve({ ok: false, why: 'taken', detail: 'held elsewhere' });
    this.held = combination;
    return Promise.resolve({ ok: true });
  }

  unregister(): Promise<void> {
    this.calls.push('unregister');
    this.held = null;
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }

  /** The user presses `name` (e.g. "CA-K"): fires only when that is the registered combination. */
  press(name: string): void {
    if (this.held && shortName(this.held) === name) this.onPress();
  }
}
