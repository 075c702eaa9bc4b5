import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser tests run the real server (built web app + API on embedded PGlite) in a fresh data dir.
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'toolbox-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read the config; keep one data dir

export default defineConfig({
  testDir: '.',
  testMatch: ['apps/*/e2e/**/*.spec.ts'],
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  // Runs after the web server is up: accounts whose first mail must be a minute old by their test.
  globalSetup: './apps/web/e2e/auth-password.setup.ts',
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    // Credits follow the user's day: tests that call the API with timezoneOffset 0 need a UTC browser.
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
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
      // The AI writers run on the fake provider the dev pages serve (loopback, the real protocol).
      LLM_BASE_URL: `http://127.0.0.1:${port}/dev/fake-llm/v1`,
      LLM_MODEL: 'fake',
      LLM_USER_PER_MINUTE: '100',
      // free_image and taobao_coupon on the fake Unsplash API and Taobao gateway the dev pages serve.
      FREE_IMAGE_PROVIDER: 'unsplash',
      FREE_IMAGE_API_KEY: 'fake-photo-key',
      FREE_IMAGE_API_URL: `http://127.0.0.1:${port}/dev/fake-photos/unsplash`,
      TAOBAO_APP_KEY: '12345678',
      TAOBAO_APP_SECRET: 'fake-taobao-secret',
      TAOBAO_ADZONE_ID: '1000001',
      TAOBAO_API_URL: `http://127.0.0.1:${port}/dev/fake-taobao/router/rest`,
      // E2E_WEB_DIST: serve a build made with WEB_OUT_DIR, so parallel runs don't share one dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
