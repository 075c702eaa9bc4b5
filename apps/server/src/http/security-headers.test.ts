import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { appSuite, backends, testConfig } from '../test/backends.ts';
import { API_POLICY, documentPolicy, PERMISSIONS_POLICY, tileSource } from './security-headers.ts';

const webDist = mkdtempSync(join(tmpdir(), 'toolbox-headers-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
);
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)\n');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, kind: 'document' | 'json' = 'document') {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  // The opener policy is a document's; a JSON answer in another origin's window must not sever it.
  expect(res.headers['cross-origin-opener-policy']).toBe(
    kind === 'document' ? 'same-origin-allow-popups' : undefined,
  );
  // Plain HTTP without a trusted proxy saying otherwise: HSTS would be meaningless (and ignored).
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** The document policy: nothing from elsewhere, no inline code, no eval, never framed. */
function expectDocumentPolicy(res: LightMyRequestResponse): Map<string, string[]> {
  const policy = directives(String(res.headers['content-security-policy']));
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'"]));
  for (const [name, values] of policy) {
    expect(values, name).not.toContain("'unsafe-inline'");
    expect(values, name).not.toContain("'unsafe-eval'");
    expect(values, name).not.toContain('*');
  }
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expectCommonHeaders(res);
  return policy;
}

/** A server page: every inline script and style carries this answer's nonce, which the policy names. */
function expectNonced(res: LightMyRequestResponse): string {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const policy = expectDocumentPolicy(res);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy.get('script-src')?.join(' ') ?? '')?.[1];
  expect(nonce).toBeDefined();
  expect(policy.get('style-src')).toContain(`'nonce-${nonce}'`);
  const tags = res.body.match(/<(script|style)\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
  expect(res.body).not.toMatch(/ style="/);
  return nonce!;
}

describe.each(backends)('security headers on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(
    kind,
    (suite) => {
      app = suite.app;
    },
    { backend: { webDist, devOutbox: true, edition: 'cn' } },
  );

  it('sends the document policy and the common headers with the web app and its assets', async () => {
    for (const url of ['/', '/func/pdf_merge', '/assets/app-1a2b.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(documentPolicy(app.config));
      expectDocumentPolicy(res);
    }
  });

  it('sends the API policy with JSON answers, errors included', async () => {
    const answers = [
      await app.inject({
        method: 'POST',
        url: '/ut/func/query',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      }),
      await app.inject({ method: 'POST', url: '/ut/nothing-here', payload: {} }),
      await app.inject({ method: 'GET', url: '/healthz' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(API_POLICY);
      expectCommonHeaders(res, 'json');
    }
  });

  it('lets the server pages run their own inline script and style by nonce, and nothing else', async () => {
    const pages = [
      '/dev/qr-confirm?id=abc',
      '/dev/video-ad?code=abc',
      '/dev/outbox',
      '/sandbox-pay/no-such-trade',
    ];
    const seen = new Set<string>();
    for (const url of pages) {
      const res = await app.inject({ method: 'GET', url });
      expect([200, 404], url).toContain(res.statusCode);
      seen.add(expectNonced(res));
    }
    // A nonce is good for one answer only.
    expect(seen.size).toBe(pages.length);
    const again = await app.inject({ method: 'GET', url: '/dev/qr-confirm?id=abc' });
    expect(seen.has(expectNonced(again))).toBe(false);
  });

  it('serves the protocol page, which has no inline code, under the plain document policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/ut/func/user-protocol.html?type=000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(documentPolicy(app.config));
    expect(res.body).not.toMatch(/<script|<style| style="/);
  });
});

describe('the policy follows the configuration', () => {
  it('admits Google sign-in only with a client id, and a configured tile server for images only', () => {
    const plain = directives(documentPolicy(testConfig({ dataDir: '/nowhere' })));
    expect([...plain.values()].flat().some((v) => v.includes('google'))).toBe(false);

    const configured = directives(
      documentPolicy(
        testConfig({
          dataDir: '/nowhere',
          googleClientId: 'id.apps.googleusercontent.com',
          mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        }),
      ),
    );
    expect(configured.get('script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(configured.get('style-src')).toContain('https://accounts.google.com/gsi/style');
    expect(configured.get('connect-src')).toContain('https://accounts.google.com/gsi/');
    expect(configured.get('img-src')).toContain('https://*.tile.example.org');
    expect(configured.get('script-src')).not.toContain('https://*.tile.example.org');
  });

  it('turns a tile URL template into a source expression', () => {
    expect(tileSource('https://tiles.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.org:8443',
    );
    expect(tileSource('http://{s}.example.org/{z}/{x}/{y}')).toBe('http://*.example.org');
    expect(tileSource('https://t{s}.example.org/{z}/{x}/{y}')).toBe('https:');
  });
});

describe.each(backends)('HSTS on %s', (kind) => {
  describe('behind a trusted proxy', () => {
    let app: FastifyInstance;
    appSuite(
      kind,
      (suite) => {
        app = suite.app;
      },
      { backend: { trustedProxies: ['127.0.0.1'] } },
    );

    it('is sent when the trusted proxy says the request came over HTTPS, not otherwise', async () => {
      const https = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // Someone else saying "https" is not believed.
      const spoofed = await app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('with an https PUBLIC_URL', () => {
    let app: FastifyInstance;
    appSuite(
      kind,
      (suite) => {
        app = suite.app;
      },
      { backend: { publicUrl: 'https://tools.example.org' } },
    );

    it('is sent on every answer', async () => {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    });
  });
});
