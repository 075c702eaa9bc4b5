import { escapeHtml } from '../../http/html.ts';

/** Seconds the stand-in ad plays before it can be claimed. */
export const AD_SECONDS = 5;

/**
 * The built-in stand-in for the mini-program's video ad (GET /dev/video-ad?code=…, dev only): it
 * "plays" for a few seconds, then claims the reward through /open/video-bd/claim as the
 * mini-program would, so the reward can be tried on one machine. `nonce` admits its inline script
 * and style under the Content-Security-Policy.
 */
export function videoAdPage(code: string, nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Video ad – test mini-program</title>
<style nonce="${nonce}">body{font:16px system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#222}
button{font:inherit;padding:.5rem 1rem}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
#ad{height:180px;display:grid;place-items:center;background:#1f2937;color:#fff;border-radius:8px;font-size:2rem}
#status{margin-top:1rem;padding:.5rem;background:#f3f5f8;border-radius:4px}</style></head>
<body>
<h1>Video ad · test mini-program</h1>
<p>This page plays the mini-program's part (dev only). 这是开发用的“小程序视频广告”页。</p>
<p>Code <code>${escapeHtml(code)}</code></p>
<div id="ad" role="timer" aria-live="polite">${AD_SECONDS}</div>
<p><button id="claim" disabled>Claim reward / 领取奖励</button></p>
<div id="status" role="status">Playing… 播放中…</div>
<script nonce="${nonce}">
const code = ${JSON.stringify(code).replace(/</g, '\\u003c')};
const ad = document.getElementById('ad'), claim = document.getElementById('claim'), status = document.getElementById('status');
let left = ${AD_SECONDS};
const timer = setInterval(() => {
  left -= 1; ad.textContent = String(left);
  if (left <= 0) { clearInterval(timer); ad.textContent = '✓'; claim.disabled = false; status.textContent = 'Finished. 播放完毕。'; claim.focus(); }
}, 1000);
claim.onclick = async () => {
  const res = await fetch('/open/video-bd/claim', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, timezoneOffset: new Date().getTimezoneOffset() }) });
  const json = await res.json();
  status.textContent = json.code === '000' ? 'Reward claimed: +' + json.data.rewardPoint + ' / 已领取奖励' : json.message;
};
</script>
</body></html>`;
}
