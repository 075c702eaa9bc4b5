import type { Locale } from '@toolbox/contracts';
import { translate } from '../../http/i18n.ts';
import { escapeHtml } from '../../http/html.ts';
import { tradeStatusText } from './messages.ts';
import type { PaymentTradeRow } from './tables.ts';

const text = {
  title: { en: 'Sandbox cashier', 'zh-CN': '沙箱收银台' },
  note: {
    en: 'No real money moves here. This server runs the built-in sandbox in place of WeChat Pay, Alipay and PayPal; the buttons below tell our server what a real provider would.',
    'zh-CN':
      '这里不会产生真实扣款。本站使用内置沙箱代替微信支付、支付宝和 PayPal；下面的按钮会像真实支付平台一样通知本站。',
  },
  item: { en: 'Item', 'zh-CN': '商品' },
  amount: { en: 'Amount', 'zh-CN': '金额' },
  trade: { en: 'Trade number', 'zh-CN': '交易号' },
  status: { en: 'Status', 'zh-CN': '状态' },
  expires: { en: 'Pay before', 'zh-CN': '支付截止' },
  pay: { en: 'Pay', 'zh-CN': '支付' },
  fail: { en: 'Fail the payment', 'zh-CN': '模拟支付失败' },
  abandon: { en: 'Abandon (close unpaid)', 'zh-CN': '放弃支付（关闭订单）' },
  done: { en: 'You can close this page and go back to Toolbox.', 'zh-CN': '可以关闭本页，返回工具箱。' },
  back: { en: 'Back to Toolbox', 'zh-CN': '返回工具箱' },
  notFound: { en: 'No such trade.', 'zh-CN': '交易不存在。' },
} as const;

function money(row: PaymentTradeRow): string {
  const symbol = row.currency === 'CNY' ? '¥' : row.currency === 'USD' ? '$' : '';
  return `${symbol}${(row.amount / 100).toFixed(2)} ${row.currency}`;
}

/**
 * The sandbox pay page (GET /sandbox-pay/{id}): the trade and Pay / Fail / Abandon, or its outcome.
 * `nonce` admits its inline style under the Content-Security-Policy.
 */
export function sandboxPage(
  locale: Locale,
  row: PaymentTradeRow | null,
  backUrl: string,
  nonce: string,
): string {
  const t = (key: keyof typeof text) => escapeHtml(translate(locale, text[key]));
  const open = row && (row.status === 0 || row.status === 1) && row.expiresAt > new Date();
  const action = (name: string) => `/sandbox-pay/${encodeURIComponent(row?.id ?? '')}/${name}`;
  const statusColour = !row ? '' : row.status === 2 ? 'ok' : row.status < 0 ? 'bad' : '';
  const body = !row
    ? `<p role="alert">${t('notFound')}</p>`
    : `<dl>
<dt>${t('item')}</dt><dd>${escapeHtml(row.subject)}</dd>
<dt>${t('amount')}</dt><dd class="amount">${escapeHtml(money(row))}</dd>
<dt>${t('trade')}</dt><dd><code>${escapeHtml(row.id)}</code></dd>
<dt>${t('status')}</dt><dd id="status" class="${statusColour}" role="status">${escapeHtml(translate(locale, tradeStatusText[row.status] ?? tradeStatusText[0]!))}</dd>
<dt>${t('expires')}</dt><dd>${escapeHtml(row.expiresAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</dd>
</dl>
${
  open
    ? `<form method="post" action="${action('pay')}"><button class="primary" type="submit">${t('pay')} ${escapeHtml(money(row))}</button></form>
<form method="post" action="${action('fail')}"><button type="submit">${t('fail')}</button></form>
<form method="post" action="${action('abandon')}"><button type="submit">${t('abandon')}</button></form>`
    : `<p>${t('done')}</p><p><a href="${escapeHtml(backUrl)}">${t('back')}</a></p>`
}`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')}</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;max-width:440px;margin:2rem auto;padding:0 1rem;color:#1f2328;background:#fff}
h1{font-size:1.4rem}.note{background:#fff8e1;border:1px solid #e0c46c;padding:.6rem .8rem;border-radius:6px;font-size:.92rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#57606a}dd{margin:0}.amount{font-weight:700;font-size:1.2rem}
.ok{color:#1a7f37;font-weight:600}.bad{color:#cf222e;font-weight:600}
form{margin:.5rem 0}button{font:inherit;width:100%;padding:.65rem 1rem;border-radius:6px;border:1px solid #8c959f;background:#f6f8fa;color:#1f2328;cursor:pointer}
button.primary{background:#1a7f37;border-color:#1a7f37;color:#fff;font-weight:600}
button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}a{color:#0969da}
</style></head>
<body><main>
<h1>${t('title')}</h1>
<p class="note">${t('note')}</p>
${body}
</main></body></html>`;
}
