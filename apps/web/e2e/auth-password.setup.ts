import { request, type FullConfig } from '@playwright/test';
import { accountViaApi } from './auth-helpers.ts';

/**
 * Global setup: signs up the two accounts of auth-password.spec.ts before any test runs, so the
 * server's one-mail-a-minute rule (tested in email-flows.test.ts) has passed for them while the
 * specs before it run. The workers read them from the environment.
 */
export default async function makePasswordAccounts(config: FullConfig) {
  const api = await request.newContext({ baseURL: config.projects[0]!.use.baseURL });
  try {
    const reset = await accountViaApi(api, 'reset');
    const change = await accountViaApi(api, 'change');
    process.env.E2E_PASSWORD_ACCOUNTS = JSON.stringify({ reset, change, madeAt: Date.now() });
  } finally {
    await api.dispose();
  }
}
