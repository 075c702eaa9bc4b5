// The screenshot shortcut as the operating systems take it: a keystore config (modifiers and one
// letter or digit) turned into X11's key symbol and modifier mask or Windows' virtual key and MOD_*
// flags. Pure: the worker (hotkey-worker.ts) and the agent share it.
import type { KeystoreConfig } from '@toolbox/contracts';

/** One global shortcut: at least one modifier and one letter (upper case) or digit. */
export interface Combination {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  /** 'A'-'Z' or '0'-'9'. */
  key: string;
}

/** Why a config cannot be registered: no modifier ticked, or no letter or digit. */
export type CombinationProblem = 'no_modifier' | 'no_key';

/** The combination an enabled config asks for, or the reason it is not one. */
export function combinationOf(config: KeystoreConfig): Combination | CombinationProblem {
  if (!config.ctrl && !config.alt && !config.shift) return 'no_modifier';
  const key = config.keyStr.toUpperCase();
  if (!/^[A-Z0-9]$/.test(key)) return 'no_key';
  return { ctrl: config.ctrl, alt: config.alt, shift: config.shift, key };
}

/** How people write it, e.g. "Ctrl+Alt+K". */
export function describeCombination(combination: Combination): string {
  const parts = [
    combination.ctrl && 'Ctrl',
    combination.alt && 'Alt',
    combination.shift && 'Shift',
    combination.key,
  ];
  return parts.filter(Boolean).join('+');
}

/** X11 modifier masks (X.h). */
export const x11Mask = { shift: 1 << 0, lock: 1 << 1, control: 1 << 2, mod1: 1 << 3, mod2: 1 << 4 };

/**
 * X11: the key symbol (Latin-1 letters and digits are their lower-case character codes) and the
 * modifier mask, Alt being Mod1 as on every common keyboard map.
 */
export function x11Combination(combination: Combination): { keysym: number; modifiers: number } {
  const modifiers =
    (combination.ctrl ? x11Mask.control : 0) |
    (combination.alt ? x11Mask.mod1 : 0) |
    (combination.shift ? x11Mask.shift : 0);
  return { keysym: combination.key.toLowerCase().charCodeAt(0), modifiers };
}

/**
 * The masks a grab must also cover: a grab is for an exact modifier state, so with Caps Lock (Lock)
 * or Num Lock (Mod2) on the plain grab would not fire.
 */
export const x11LockVariants = [0, x11Mask.lock, x11Mask.mod2, x11Mask.lock | x11Mask.mod2];

/** Windows' RegisterHotKey flags (WinUser.h). */
export const win32Mod = { alt: 0x1, control: 0x2, shift: 0x4, noRepeat: 0x4000 };

/**
 * Windows: the virtual-key code ('A'-'Z' and '0'-'9' are their own character codes) and the MOD_*
 * flags; MOD_NOREPEAT so holding the keys down starts one capture, not one per repeat.
 */
export function win32Combination(combination: Combination): { vk: number; modifiers: number } {
  const modifiers =
    (combination.ctrl ? win32Mod.control : 0) |
    (combination.alt ? win32Mod.alt : 0) |
    (combination.shift ? win32Mod.shift : 0) |
    win32Mod.noRepeat;
  return { vk: combination.key.charCodeAt(0), modifiers };
}
