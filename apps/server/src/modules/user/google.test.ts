import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginInfoSchema, UserCode } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import {
  backends,
  createBackend,
  post,
  setupSuite,
  startTestApp,
  type TestBackend,
} from '../../test/backends.ts';

const clientId = 'test-client.apps.googleusercontent.com';

describe.each(backends)('Google sign-in on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let jwks: Server;
  let goodKey: CryptoKey;
  let strangerKey: CryptoKey;

  setupSuite(async () => {
    const good = await generateKeyPair('RS256', { extractable: true });
    const stranger = await generateKeyPair('RS256', { extractable: true });
    goodKey = good.privateKey;
    strangerKey = stranger.privateKey;
    const body = JSON.stringify({
      keys: [{ ...(await exportJWK(good.publicKey)), kid: 'good', alg: 'RS256', use: 'sig' }],
    });
    jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend, {
      config: { googleClientId: clientId, googleJwksUrl: `http://127.0.0.1:${port}/certs` },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
    jwks?.close();
  });

  function token(claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string; exp?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: 'someone@gmail.com', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'good', typ: 'JWT' })
      .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string) ?? clientId)
      .setSubject((claims.sub as string) ?? '1234567890')
      .setIssuedAt(now - 60)
      .setExpirationTime(options.exp ?? now + 3600)
      .sign(options.key ?? goodKey);
  }

  const signIn = (credential: string, path = '/open/user/login-by-google') =>
    post(app, path, { type: 1, credential });

  it('accepts a good token, keys the account by sub, and reports emptyPassword', async () => {
    const first = await signIn(await token({ sub: 'sub-1', email: 'a@gmail.com' }));
    expect(first.body.code).toBe('000');
    const info = loginInfoSchema.parse(first.body.data);
    expect(info).toMatchObject({ email: 'a@gmail.com', emptyPassword: true });
    // Same sub, another email, other call name, the other issuer spelling: the same account.
    const again = await signIn(
      await token({ sub: 'sub-1', email: 'changed@gmail.com', iss: 'accounts.google.com' }),
      '/open/user/register-by-google',
    );
    expect((again.body.data as { idCode: string }).idCode).toBe(info.idCode);
    // Another sub with the same email is another account.
    const other = await signIn(await token({ sub: 'sub-2', email: 'a@gmail.com' }));
    expect((other.body.data as { idCode: string }).idCode).not.toBe(info.idCode);
    // The set-password dialog: no code needed while the password is empty.
    const set = await authed(app, '/open/user/update-password', info.accessToken, {
      password: 'abc12345',
      passwordConfirmation: 'abc12345',
    });
    expect(set.body.code).toBe('000');
    const after = await signIn(await token({ sub: 'sub-1' }));
    expect((after.body.data as { emptyPassword: boolean }).emptyPassword).toBe(false);
  });

  it.each([
    ['wrong audience', () => token({ aud: 'someone-else' })],
    ['wrong issuer', () => token({ iss: 'https://evil.example.com' })],
    ['expired', () => token({}, { exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['unknown key', () => token({}, { key: strangerKey, kid: 'stranger' })],
    ['known kid, wrong key', () => token({}, { key: strangerKey })],
    [
      'alg none',
      async () => {
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: 'https://accounts.google.com', aud: clientId, sub: 'sub-1', iat: now, exp: now + 3600 })}.`;
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses a token with %s', async (_name, make) => {
    const res = await signIn(await make());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: UserCode.loginFailed,
      message: 'Google sign-in failed. Please try again.',
      data: null,
    });
  });

  it('answers "not available" when no client id is configured', async () => {
    const bare = await createBackend(kind);
    const { app: plain } = await startTestApp(bare);
    try {
      const res = await post(plain, '/open/user/login-by-google', { type: 1, credential: await token() });
      expect(res.body.code).toBe(UserCode.methodUnavailable);
      const config = await post(plain, '/open/user/get-login-config', {});
      expect(config.body.data).toMatchObject({ googleClientId: null, email: true, phone: false, qr: false });
    } finally {
      await plain.close();
      await bare.dispose();
    }
  });
});
