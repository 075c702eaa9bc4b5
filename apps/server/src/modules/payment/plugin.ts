import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentSettings } from './config.ts';
import { alipayAdapter } from './providers/alipay.ts';
import { payPalAdapter } from './providers/paypal.ts';
import { sandboxAdapter } from './providers/sandbox.ts';
import type { PaymentAdapter } from './providers/types.ts';
import { wechatPayAdapter } from './providers/wechat.ts';
import { wechatApplet } from './providers/wechat-applet.ts';
import { callbackRoutes, tradeRoutes } from './routes.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import type { PaymentSeam } from './seam.ts';
import type { Payments } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment context (adapters, seam); tests read `payments.adapters`. */
    payments: Payments;
  }
}

/**
 * Payments: trade calls under /ut/v1|/ut/i2|/ut/p3 and /ut/func-pay, provider callbacks under
 * /pay/notify/*, and in sandbox mode the cashier at /sandbox-pay/*. Called on the root instance
 * after the accounts (it needs `app.requireUser` and `app.clock`).
 */
export async function installPayments(
  app: FastifyInstance,
  settings: PaymentSettings,
  seam: PaymentSeam,
): Promise<void> {
  const sandboxKey = (settings.mode === 'sandbox' && settings.key) || randomBytes(32);
  const { publicUrl } = app.config;
  const notifyUrl = (provider: string) => `${publicUrl}/pay/notify/${provider}`;
  const adapters: Partial<Record<PaymentAdapter['name'], PaymentAdapter>> = {};
  if (settings.mode === 'sandbox') adapters.sandbox = sandboxAdapter(sandboxKey, publicUrl);
  if (settings.mode === 'live') {
    if (settings.wechat)
      adapters.wechat = wechatPayAdapter(
        { ...settings.wechat, notifyUrl: notifyUrl('wechat') },
        settings.wechatApplet && wechatApplet(settings.wechatApplet),
      );
    if (settings.alipay)
      adapters.alipay = alipayAdapter({ ...settings.alipay, notifyUrl: notifyUrl('alipay') });
    if (settings.paypal) adapters.paypal = payPalAdapter(settings.paypal);
  }
  const p: Payments = {
    db: app.database.db,
    clock: app.clock,
    log: app.log.child({ module: 'payment' }),
    seam,
    publicUrl,
    adapters,
    sandbox: settings.mode === 'sandbox',
  };
  app.decorate('payments', p);
  tradeRoutes(app, p);
  await callbackRoutes(app, p);
  if (p.sandbox) {
    app.log.warn(
      'payments: the sandbox cashier is on (/sandbox-pay/*): anyone can "pay" without money; set PAYMENT_PROVIDER for real payments',
    );
    await sandboxRoutes(app, p, sandboxKey);
  }
}
