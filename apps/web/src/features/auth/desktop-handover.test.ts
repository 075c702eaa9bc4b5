import { describe, expect, it } from 'vitest';
import { parseDesktopParam, safeTarget } from './desktop-handover.ts';

describe('parseDesktopParam', () => {
  it('reads JSON with the one-time code and url', () => {
    const result = parseDesktopParam(
      JSON.stringify({ code: 'c0de', url: '/func/pdf_merge?x=1', clientId: 'agent-1' }),
    );
    expect(result).toEqual({ code: 'c0de', target: '/func/pdf_merge?x=1', clientId: 'agent-1' });
  });

  it('reads base64url and URI-encoded forms', () => {
    const json = JSON.stringify({ code: 'abc', url: '/user' });
    const b64 = btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(parseDesktopParam(b64)).toEqual({ code: 'abc', target: '/user', clientId: null });
    expect(parseDesktopParam(encodeURIComponent(json))?.code).toBe('abc');
  });

  it('ignores an access token in the param: the old form signs nobody in', () => {
    const old = { loginInfo: { accessToken: 'attackers-token', email: 'x@y.z' }, url: '/vip' };
    expect(parseDesktopParam(JSON.stringify(old))).toBeNull();
    expect(parseDesktopParam(JSON.stringify({ accessToken: 'tok', url: '/' }))).toBeNull();
  });

  it('gives null without a code or with garbage', () => {
    expect(parseDesktopParam('{}')).toBeNull();
    expect(parseDesktopParam('%%%')).toBeNull();
    expect(parseDesktopParam(JSON.stringify({ code: '  ' }))).toBeNull();
    expect(parseDesktopParam(JSON.stringify({ code: 42 }))).toBeNull();
  });

  it('never leaves the site', () => {
    expect(safeTarget('https://evil.example/x')).toBe('/');
    expect(safeTarget('//evil.example/x')).toBe('/');
    expect(safeTarget('javascript:alert(1)')).toBe('/');
    expect(safeTarget(`${window.location.origin}/vip`)).toBe('/vip');
    expect(safeTarget(undefined)).toBe('/');
  });
});
