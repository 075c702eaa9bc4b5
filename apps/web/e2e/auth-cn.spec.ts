import { expect, test, type Page } from '@playwright/test';
import { accountViaApi, codeFromOutbox, fakeGoogleIdentity, inLanguage, shot } from './auth-helpers.ts';

// Chinese edition (EDITION=cn), run by playwright.cn.config.ts against a cn server: phone + SMS
// login (the captcha answer read from the dev page), the e-mail sign-in's captcha after failures, the
// whole QR login with the built-in confirm page, screenshots.
// The main (international) run declares nothing here.

async function toast(page: Page, text: string) {
  await expect(page.locator('.toast').filter({ hasText: text })).toBeVisible();
}

if (process.env.E2E_EDITION === 'cn') {
  test.use({ viewport: { width: 1280, height: 900 } });
  // This server has a Google client id: serve the stand-in script, never Google's.
  test.beforeEach(({ page }) => fakeGoogleIdentity(page));

  test('phone login: +86, empty number, captcha per number, wrong captcha reloads it, a new number resets', async ({
    page,
  }) => {
    await inLanguage(page, 'zh-CN');
    await page.goto('/');
    await page.getByTestId('sign-in-link').click();
    await expect(page.getByRole('tab', { name: '手机登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '扫码登录' })).toBeVisible();
    const form = page.getByTestId('phone-form');
    await expect(form.getByText('+86', { exact: true })).toBeVisible();

    // Form errors stand beside the form (its alert), not in a toast over the card.
    await form.getByRole('button', { name: '发送短信' }).click();
    await expect(form.getByRole('alert')).toHaveText('手机号不能为空');

    const phone = form.getByLabel('手机号', { exact: true });
    await phone.fill('138 0013 8000 77');
    await expect(phone).toHaveValue('13800138000');
    const image = form.getByTestId('captcha-image');
    await expect(image).toBeVisible();
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^data:image\//);

    await form.getByRole('button', { name: '发送短信' }).click();
    await expect(form.getByRole('alert')).toHaveText('请输入图形验证码');

    // A wrong answer: the server refuses it and the page shows a new captcha.
    await form.getByLabel('图形验证码', { exact: true }).fill('ZZZZ');
    await form.getByRole('button', { name: '发送短信' }).click();
    await expect(image).not.toHaveAttribute('src', first!);
    await expect(form.getByLabel('图形验证码', { exact: true })).toHaveValue('');

    // Clicking the image gives another one; a different number starts over with its own.
    const second = await image.getAttribute('src');
    await form.getByRole('button', { name: '换一张图形验证码' }).click();
    await expect(image).not.toHaveAttribute('src', second!);
    await form.getByLabel('图形验证码', { exact: true }).fill('AB');
    await phone.fill('1390013900');
    await expect(form.getByTestId('captcha-image')).toHaveCount(0);
    await expect(form.getByLabel('图形验证码', { exact: true })).toHaveValue('');
    await phone.fill('13900139000');
    await expect(form.getByTestId('captcha-image')).toBeVisible();

    // Logging in without an SMS code sent first is refused on the page.
    await form.getByRole('button', { name: '登录 / 注册' }).click();
    await expect(form.getByRole('alert')).toHaveText('请先发送短信验证码。');
  });

  test('phone login end to end: captcha (read from /dev/captcha), SMS code from the outbox, signed in', async ({
    page,
  }) => {
    await inLanguage(page, 'zh-CN');
    await page.goto('/login');
    const form = page.getByTestId('phone-form');
    const captchaLoaded = page.waitForResponse((r) => r.url().endsWith('/open/user/get-login-sms-captcha'));
    await form.getByLabel('手机号', { exact: true }).fill('13600136001');
    const { data } = (await (await captchaLoaded).json()) as { data: { id: string } };
    await expect(form.getByTestId('captcha-image')).toBeVisible();

    // The dev page plays the part of a person reading the picture.
    const answer = (await (await page.request.get(`/dev/captcha?id=${data.id}`)).text()).trim();
    await form.getByLabel('图形验证码', { exact: true }).fill(answer);
    await form.getByRole('button', { name: '发送短信' }).click();
    await toast(page, '短信已发送，请查收');
    await expect(form.getByRole('button', { name: /\d+\s*s|秒/ })).toBeDisabled();

    const code = await codeFromOutbox(page, '+8613600136001');
    await form.getByLabel('短信验证码', { exact: true }).fill(code);
    await form.getByRole('button', { name: '登录 / 注册' }).click();
    await toast(page, '登录成功');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu')).toContainText('136');
  });

  test('QR login: waiting, scanned, confirmed on the built-in phone page, then signed in', async ({
    page,
  }) => {
    await inLanguage(page, 'zh-CN');
    // The page's clock, moved on by the test: each 3 s poll comes when the test needs it.
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('tab', { name: '扫码登录' }).click();
    const qr = page.getByTestId('qr-login');
    await expect(qr.getByTestId('qr-image')).toBeVisible();
    await expect(qr.getByTestId('qr-status')).toHaveText('请使用小程序扫描二维码登录');
    await shot(page, 'login-qr-cn-1280-light');

    const [phonePage] = await Promise.all([
      page.context().waitForEvent('page'),
      qr.getByRole('link', { name: /在本机打开确认页/ }).click(),
    ]);
    await phonePage.getByRole('button', { name: /Scan/ }).click();
    await expect(phonePage.locator('#status')).toHaveText('OK: scan');
    await expect(async () => {
      await page.clock.fastForward(3_000);
      await expect(qr.getByTestId('qr-status')).toHaveText('已扫码，请在小程序中确认登录', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 10_000 });
    await phonePage.getByLabel(/Phone/).fill('13700137000');
    await phonePage.getByRole('button', { name: /Confirm/ }).click();
    await expect(phonePage.locator('#status')).toHaveText('OK: confirm');
    await page.clock.fastForward(3_000);
    await toast(page, '登录成功');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu')).toContainText('+8613700137000');
    await phonePage.close();

    // Profile in the cn edition: the phone number, no change-password button.
    await page.goto('/user');
    await expect(page.getByTestId('current-user')).toHaveText('+8613700137000');
    await expect(page.getByRole('link', { name: /修改密码/ })).toHaveCount(0);
    await shot(page, 'user-cn-1280-light');
  });

  test('QR login: an expired code stops polling and offers a new one', async ({ page }) => {
    await inLanguage(page, 'zh-CN');
    let polls = 0;
    await page.route('**/open/user-wx/query-login-qr-code', async (route) => {
      polls += 1;
      await route.fulfill({ json: { code: '000', message: 'success', data: { id: 'x', status: -1 } } });
    });
    // The page's clock, moved on by the test: the 3 s polls come without waiting them out.
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('tab', { name: '扫码登录' }).click();
    const qr = page.getByTestId('qr-login');
    await expect(qr.getByTestId('qr-status')).toHaveText('请使用小程序扫描二维码登录');
    await expect(async () => {
      await page.clock.fastForward(3_000);
      await expect(qr.getByTestId('qr-status')).toHaveText('二维码已过期', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const seen = polls;
    // Three more poll periods of page time: a poll still running would fire; a second of real time
    // lets its request reach the route.
    await page.clock.fastForward(9_000);
    await page.waitForTimeout(1_000);
    expect(polls).toBe(seen); // stopped
    await shot(page, 'login-qr-expired-cn-1280-light');
    await page.unroute('**/open/user-wx/query-login-qr-code');
    await qr.getByRole('button', { name: '刷新二维码' }).click();
    await expect(qr.getByTestId('qr-status')).toHaveText('请使用小程序扫描二维码登录');
  });

  test('after 5 wrong passwords on an account its owner signs in with the image code, not a refusal', async ({
    page,
    request,
  }) => {
    const account = await accountViaApi(request, 'captcha');
    // Someone else fails 5 times on the account (from this address too: 5 stays under its limit).
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/open/user/login-by-email', {
        data: { email: account.email, password: `Wrong${i}abc` },
      });
      expect(((await res.json()) as { code: string }).code).toBe('40101');
    }
    await inLanguage(page, 'zh-CN');
    await page.goto('/login');
    await page.getByRole('tab', { name: '邮箱登录' }).click();
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('邮箱').fill(account.email);
    await form.getByLabel('密码').fill(account.password);
    const captchaLoaded = page.waitForResponse((r) => r.url().endsWith('/open/user/get-login-captcha'));
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByRole('alert')).toContainText('图形验证码');
    const { data } = (await (await captchaLoaded).json()) as { data: { id: string } };
    await expect(form.getByTestId('captcha-image')).toBeVisible();
    const answer = (await (await page.request.get(`/dev/captcha?id=${data.id}`)).text()).trim();
    await form.getByLabel('图形验证码', { exact: true }).fill(answer);
    await form.getByRole('button', { name: '登录' }).click();
    await toast(page, '登录成功');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu')).toContainText(account.email.slice(0, 8));
  });

  test('cn login page screenshots: both tabs, 1280 and 375, light and dark', async ({ browser }) => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1280, 375]) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
        await fakeGoogleIdentity(page);
        await inLanguage(page, 'zh-CN');
        await page.goto('/login');
        await page.getByTestId('phone-form').getByLabel('手机号', { exact: true }).fill('13800138000');
        await expect(page.getByTestId('captcha-image')).toBeVisible();
        await shot(page, `login-phone-cn-${width}-${scheme}`);
        await page.getByRole('tab', { name: '扫码登录' }).click();
        await expect(page.getByTestId('qr-image')).toBeVisible();
        await shot(page, `login-qr-cn-${width}-${scheme}`);
        await page.close();
      }
    }
  });
}
