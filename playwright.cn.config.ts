import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from './playwright.config.ts';

// Chinese-edition browser tests (phone + SMS and QR login): a second server with EDITION=cn on its
// own port and data dir. The main config runs the international edition; its run finds no tests in
// the cn-only spec files, which declare their tests only when E2E_EDITION is cn.
const port = Number(process.env.E2E_CN_PORT ?? 18081);
const dataDir = process.env.E2E_CN_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'toolbox-e2e-cn-'));
process.env.E2E_CN_DATA_DIR = dataDir; // workers re-read the config; keep one data dir
process.env.E2E_EDITION = 'cn';
// Google sign-in is tried here too: a test client id and a JWKS served by auth-cn-google.spec.ts.
process.env.E2E_GOOGLE_CLIENT_ID ??= 'e2e-client.apps.googleusercontent.com';
process.env.E2E_JWKS_PORT ??= String(port + 1);

export default defineConfig({
  ...base,
  testMatch: [
    'apps/web/e2e/auth-cn*.spec.ts',
    'apps/web/e2e/vip-cn*.spec.ts',
    'apps/web/e2e/home-cn*.spec.ts',
  ],
  // The international run's accounts for auth-password.spec.ts; no spec here needs them.
  globalSetup: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every answer is checked against its contract while the browser tests run.
      CHECK_RESPONSES: '1',
      // Every spec signs up from 127.0.0.1; the production limit (30 codes an hour) is tested in vitest.
      MAIL_CODES_PER_ADDRESS_HOUR: '1000',
      EDITION: 'cn',
      GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${process.env.E2E_JWKS_PORT}/jwks`,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
