import { describe, expect, it } from 'vitest';
import { parseDesktopParam, safeTarget } from './desktop-handover.ts';

const login = {
  accessToken: 'tok',
  phoneNumber: '+8613800138000',
  email: null,
  idCode: 'ID',
  emptyPassword: false,
};

describe('parseDesktopParam', () => {
  it('reads JSON with loginInfo and url', () => {
    const result = parseDesktopParam(JSON.stringify({ loginInfo: login, url: '/func/pdf_merge?x=1' }));
    expect(result).toEqual({ login, target: '/func/pdf_merge?x=1' });
  });

  it('reads base64url and URI-encoded forms, and login fields at the top level', () => {
    const json = JSON.stringify({ ...login, url: '/user' });
    const b64 = btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(parseDesktopParam(b64)?.target).toBe('/user');
    expect(parseDesktopParam(encodeURIComponent(json))?.login.accessToken).toBe('tok');
  });

  it('gives null without a token or with garbage', () => {
    expect(parseDesktopParam('{}')).toBeNull();
    expect(parseDesktopParam('%%%')).toBeNull();
    expect(parseDesktopParam(JSON.stringify({ loginInfo: { accessToken: '' } }))).toBeNull();
  });

  it('never leaves the site', () => {
    expect(safeTarget('https://evil.example/x')).toBe('/');
    expect(safeTarget('//evil.example/x')).toBe('/');
    expect(safeTarget('javascript:alert(1)')).toBe('/');
    expect(safeTarget(`${window.location.origin}/vip`)).toBe('/vip');
    expect(safeTarget(undefined)).toBe('/');
  });
});
