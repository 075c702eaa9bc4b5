/** Where WeChat usually installs (WeChat 3.x, its 32-bit folder, and Weixin 4.x). */
export const COMMON_PATHS = [
  'C:\\Program Files\\Tencent\\WeChat\\WeChat.exe',
  'C:\\Program Files (x86)\\Tencent\\WeChat\\WeChat.exe',
  'C:\\Program Files\\Tencent\\Weixin\\Weixin.exe',
] as const;

export const MIN_COPIES = 2;
export const MAX_COPIES = 6;

export type ScriptProblem = 'path_required' | 'not_absolute' | 'not_exe' | 'bad_character' | 'too_long';

/**
 * Characters cmd.exe would read as more than part of a path inside quotes: the quote itself,
 * `%` (variables), `!` (delayed expansion), `^ & | < >` (to be safe even if a quote were lost),
 * and control characters (a line break would start a second command).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE = /["%!^&|<>\u0000-\u001f\u007f]/;

/** Checks a typed install path: a full Windows path (drive or \\server\share) to an .exe. */
export function checkExePath(
  raw: string,
): { ok: true; path: string } | { ok: false; problem: ScriptProblem } {
  const path = raw
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/\//g, '\\');
  if (!path) return { ok: false, problem: 'path_required' };
  if (path.length > 260) return { ok: false, problem: 'too_long' };
  if (UNSAFE.test(path)) return { ok: false, problem: 'bad_character' };
  if (!/^(?:[A-Za-z]:\\|\\\\[^\\]+\\[^\\]+\\)/.test(path)) return { ok: false, problem: 'not_absolute' };
  if (!/\.exe$/i.test(path)) return { ok: false, problem: 'not_exe' };
  return { ok: true, path };
}

/**
 * The batch file that starts `copies` WeChat windows at once: WeChat allows one running copy, but
 * copies started together, before the first has finished starting, each open their own login
 * window. Lines end in CRLF; `chcp 65001` lets cmd read a path with Chinese characters from the
 * UTF-8 file. It only starts the program the path names — nothing is installed or changed.
 */
export function wechatScript(
  exePath: string,
  copies: number,
): { ok: true; text: string } | { ok: false; problem: ScriptProblem } {
  const checked = checkExePath(exePath);
  if (!checked.ok) return checked;
  const n = Math.min(MAX_COPIES, Math.max(MIN_COPIES, Math.round(copies)));
  const lines = [
    '@echo off',
    'chcp 65001 >nul',
    `rem Starts ${n} WeChat windows at once, one login each. Close WeChat before running this.`,
    ...Array.from({ length: n }, () => `start "" "${checked.path}"`),
    'exit',
  ];
  return { ok: true, text: `${lines.join('\r\n')}\r\n` };
}
