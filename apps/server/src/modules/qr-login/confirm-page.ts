import { escapeHtml } from '../../http/html.ts';

/**
 * The built-in stand-in for the mini-program (GET /dev/qr-confirm?id=…): "scan", then "confirm"
 * as a test phone number, so the whole QR flow runs on one machine. `nonce` admits its inline
 * script and style under the Content-Security-Policy.
 */
export function qrConfirmPage(id: string, nonce: string): string {
  const safeId = escapeHtml(id);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>QR login – test phone</title>
<style nonce="${nonce}">body{font:16px system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#222}
button{font:inherit;padding:.5rem 1rem;margin:.25rem 0}input{font:inherit;padding:.4rem;width:12rem}
#status{margin-top:1rem;padding:.5rem;background:#f3f5f8;border-radius:4px}</style></head>
<body>
<h1>QR login · test phone</h1>
<p>This page plays the phone's part (dev only). 这是开发用的“手机端”确认页。</p>
<p>Code <code>${safeId}</code></p>
<p><button id="scan">1. Scan / 扫码</button></p>
<p><label>Phone / 手机号 <input id="phone" value="13800138000" inputmode="numeric"></label></p>
<p><button id="confirm">2. Confirm login / 确认登录</button></p>
<div id="status">Waiting…</div>
<script nonce="${nonce}">
const id = ${JSON.stringify(id).replace(/</g, '\\u003c')};
const status = document.getElementById('status');
async function call(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  status.textContent = json.code === '000' ? 'OK: ' + path.split('/').pop() : json.message;
}
document.getElementById('scan').onclick = () => call('/dev/qr-confirm/scan', { id });
document.getElementById('confirm').onclick = () => call('/dev/qr-confirm/confirm', { id, phoneNumber: document.getElementById('phone').value });
</script>
</body></html>`;
}
