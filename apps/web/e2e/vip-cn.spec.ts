import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { codeFromOutbox, inLanguage } from './auth-helpers.ts';

// Chinese edition (EDITION=cn, playwright.cn.config.ts): prices in yuan, the video-ad reward
// (the dev ad page plays the mini-program), and a WeChat QR payment paid in the sandbox cashier.
// The main (international) run declares nothing here.

const SHOTS = '/tmp/shots-cw';

// Users of the Chinese edition live at UTC+8: the browser and the direct calls below agree on the user's
// day (-480), whatever the time of day the suite runs at.
test.use({ timezoneId: 'Asia/Shanghai' });
mkdirSync(SHOTS, { recursive: true });

async function post<T>(page: Page, path: string, data: unknown, token?: string): Promise<T> {
  const response = await page.request.post(path, {
    data,
    headers: { lang: 'zh-CN', ...(token ? { accessToken: token } : {}) },
  });
  const body = (await response.json()) as { code: string; message: string; data: T };
  expect(body.code, body.message).toBe('000');
  return body.data;
}

/** Signs a phone number in through the API (captcha answer from the dev page, SMS from the outbox). */
async function phoneLogin(page: Page, phone: string) {
  const phoneNumber = `+86${phone}`;
  const captcha = await post<{ id: string }>(page, '/open/user/get-login-sms-captcha', {
    purePhoneNumber: phone,
    phoneNumber,
    type: 1,
  });
  const answer = (await (await page.request.get(`/dev/captcha?id=${captcha.id}`)).text()).trim();
  const sms = await post<{ id: string; userId: string }>(page, '/open/user/send-login-sms', {
    purePhoneNumber: phone,
    phoneNumber,
    type: 1,
    userCaptchaId: captcha.id,
    captchaCode: answer,
  });
  const code = await codeFromOutbox(page, phoneNumber);
  const login = await post<{ accessToken: string }>(page, '/open/user/login-by-phone-number', {
    userId: sms.userId,
    phoneNumber,
    verifySmsId: sms.id,
    verifySmsCode: code,
  });
  await page.evaluate(
    (info) =>
      localStorage.setItem(
        'toolbox.login',
        JSON.stringify({
          ...info,
          email: null,
          idCode: null,
          emptyPassword: false,
          expiresAt: Date.now() + 3_600_000,
        }),
      ),
    { accessToken: login.accessToken, phoneNumber },
  );
  return login.accessToken;
}

if (process.env.E2E_EDITION === 'cn') {
  test('video reward: watch the ad in the stand-in mini-program, 40 credits for today', async ({ page }) => {
    await inLanguage(page, 'zh-CN');
    await page.goto('/');
    const token = await phoneLogin(page, '13900139011');
    await page.goto('/vip');
    await expect(page.getByTestId('levels-table').locator('tr[data-level="2"]')).toContainText('¥');
    const card = page.getByTestId('video-reward');
    await expect(card).toContainText('看视频广告得 40 点');
    await card.getByRole('button', { name: '看视频广告' }).click();
    await expect(card.getByTestId('mini-program-jump')).toBeVisible();
    await expect(card.getByTestId('pay-qr')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/vip-video-cn.png`, fullPage: true });

    // Not watched yet.
    await card.getByRole('button', { name: '我已看完' }).click();
    await expect(page.locator('.toast').filter({ hasText: '还没有看视频广告。' })).toBeVisible();

    const adPromise = page.waitForEvent('popup');
    await card.getByRole('button', { name: '打开小程序' }).click();
    const ad = await adPromise;
    await ad.getByRole('button', { name: /Claim reward/ }).click({ timeout: 20_000 });
    await expect(ad.getByRole('status')).toContainText('+40');

    const before = await post<{ totalFuncPoint: number }>(page, '/ut/v1/qh', { timezoneOffset: -480 }, token);
    await card.getByRole('button', { name: '我已看完' }).click();
    await expect(card).toContainText('已看视频广告：今日已增加 40 点。');
    expect(before.totalFuncPoint).toBe(50); // 10 automatic + 40 from the video
  });

  test('a WeChat QR payment paid in the sandbox cashier raises the level', async ({ page }) => {
    await inLanguage(page, 'zh-CN');
    await page.goto('/');
    await phoneLogin(page, '13900139012');
    await page.goto('/vip');
    await page.getByTestId('vip-order').click();
    const dialog = page.getByTestId('order-dialog');
    await expect(dialog.getByTestId('order-list-price')).toContainText('¥');
    await dialog.getByLabel('等级').selectOption('2');
    await dialog.getByRole('button', { name: '使用微信支付' }).click();
    const view = dialog.getByTestId('trade-view');
    await expect(view).toHaveAttribute('data-pay-type', '-1');
    await expect(view.getByTestId('pay-qr')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-qr-cn.png` });

    // The phone's part: open what the QR code holds (the sandbox cashier) and pay.
    const cashierPromise = page.waitForEvent('popup');
    await view.getByTestId('open-pay-page').click();
    const cashier = await cashierPromise;
    await cashier.getByRole('button', { name: /^支付|^Pay/ }).click();
    await expect(dialog.getByTestId('trade-status')).toHaveAttribute('data-status', '2', { timeout: 15_000 });
    await expect(dialog.getByTestId('trade-status')).toContainText('支付成功');
    await dialog.getByTestId('to-profile').click();
    await expect(page.getByTestId('user-membership').locator('[data-level="2"]')).toContainText('Lv.2');
    await page.screenshot({ path: `${SHOTS}/user-after-qr-cn.png`, fullPage: true });
  });
}
