import { describe, expect, it } from 'vitest';
import { checkExePath, wechatScript } from './make-script.ts';

describe('the WeChat multi-open script', () => {
  it('starts the given program the wanted number of times, in a CRLF batch file that reads UTF-8', () => {
    const made = wechatScript('D:\\软件\\Tencent\\WeChat\\WeChat.exe', 3);
    expect(made).toEqual({
      ok: true,
      text:
        '@echo off\r\nchcp 65001 >nul\r\n' +
        'rem Starts 3 WeChat windows at once, one login each. Close WeChat before running this.\r\n' +
        'start "" "D:\\软件\\Tencent\\WeChat\\WeChat.exe"\r\n'.repeat(3) +
        'exit\r\n',
    });
  });

  it('takes a path pasted with quotes or forward slashes, and keeps the count between 2 and 6', () => {
    expect(checkExePath('"C:/Program Files/Tencent/Weixin/Weixin.exe"')).toEqual({
      ok: true,
      path: 'C:\\Program Files\\Tencent\\Weixin\\Weixin.exe',
    });
    const many = wechatScript('C:\\W\\WeChat.exe', 50);
    expect(many.ok && many.text.match(/^start /gm)).toHaveLength(6);
    const one = wechatScript('C:\\W\\WeChat.exe', 1);
    expect(one.ok && one.text.match(/^start /gm)).toHaveLength(2);
  });

  it('refuses what cmd.exe would run as a second command or expand', () => {
    for (const attack of [
      'C:\\WeChat.exe" & del /q C:\\*',
      'C:\\WeChat.exe\r\nformat C:',
      'C:\\%USERPROFILE%\\WeChat.exe',
      'C:\\a|b\\WeChat.exe',
      'C:\\a^b\\WeChat.exe',
      'C:\\a!b!\\WeChat.exe',
      'C:\\a>b\\WeChat.exe',
    ]) {
      expect(wechatScript(attack, 2), attack).toEqual({ ok: false, problem: 'bad_character' });
    }
  });

  it('asks for a full path to an .exe', () => {
    expect(checkExePath('   ')).toEqual({ ok: false, problem: 'path_required' });
    expect(checkExePath('WeChat.exe')).toEqual({ ok: false, problem: 'not_absolute' });
    expect(checkExePath('..\\WeChat.exe')).toEqual({ ok: false, problem: 'not_absolute' });
    expect(checkExePath('C:\\Program Files\\Tencent\\WeChat')).toEqual({ ok: false, problem: 'not_exe' });
    expect(checkExePath('\\\\nas\\apps\\WeChat\\WeChat.exe').ok).toBe(true);
    expect(checkExePath(`C:\\${'a'.repeat(300)}.exe`)).toEqual({ ok: false, problem: 'too_long' });
  });
});
