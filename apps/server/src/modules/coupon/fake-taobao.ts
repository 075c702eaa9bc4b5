import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { defaultLibraryDir } from '../free-image/settings.ts';
import { signTop } from './sign.ts';

/**
 * A loopback stand-in for the Taobao open platform gateway (`<base>/router/rest`) answering
 * taobao.tbk.dg.material.optional as the real one does: it checks app_key, the md5 signature
 * and that the timestamp is within 10 minutes of its clock (China time), and answers
 * `error_response` (codes 7, 25, 29, 41) or the material list. Queries steer it: `ratelimit`
 * answers code 7 (App Call Limited), `nothing` finds nothing; every other query finds 45 items.
 * Pictures are at `<base>/img/<file>` (the seed photo library's files).
 */
export const FAKE_TAOBAO = { appKey: '12345678', appSecret: 'fake-taobao-secret', adzoneId: '1000001' };
const FOUND = 45;
const files = ['kleiber.jpg', 'infinite-sea.jpg', 'painting-colors.jpg', 'fossa.jpg'];

export interface FakeAnswer {
  status: number;
  type: string;
  body: string | Buffer;
}

const json = (value: unknown): FakeAnswer => ({
  status: 200,
  type: 'application/json;charset=UTF-8',
  body: JSON.stringify(value),
});
const topError = (code: number, msg: string, sub_code?: string, sub_msg?: string) =>
  json({ error_response: { code, msg, ...(sub_code ? { sub_code, sub_msg } : {}), request_id: 'fake' } });

function item(base: string, n: number, q: string) {
  const price = (59 + n * 3).toFixed(2);
  const coupon = 5 + (n % 4) * 5;
  return {
    item_id: 600000000000 + n,
    title: `${q} 测试商品 ${n + 1}`,
    pict_url: `${base}/img/${files[n % files.length]}`,
    shop_title: `测试店铺 ${(n % 5) + 1}`,
    zk_final_price: price,
    reserve_price: (Number(price) + 20).toFixed(2),
    coupon_amount: String(coupon),
    coupon_info: `满${coupon * 5}元减${coupon}元`,
    coupon_start_time: '2026-11-01',
    coupon_end_time: '2026-12-31',
    coupon_share_url: `//uland.taobao.com/coupon/edetail?e=fake${n}&pid=mm_1_2_1000001`,
    url: `//s.click.taobao.com/t?e=fake${n}`,
    volume: 1000 - n * 7,
  };
}

/** The fake gateway's answer to a call with these parameters, at `now`. */
export async function fakeTaobaoAnswer(
  base: string,
  path: string,
  params: URLSearchParams,
  now: Date,
): Promise<FakeAnswer> {
  const img = /^\/img\/([\w.-]+)$/.exec(path);
  if (img && files.includes(img[1]!))
    return { status: 200, type: 'image/jpeg', body: await readFile(join(defaultLibraryDir, img[1]!)) };
  if (path !== '/router/rest') return { status: 404, type: 'text/plain', body: 'not found' };
  const all = Object.fromEntries(params);
  if (all.app_key !== FAKE_TAOBAO.appKey) return topError(29, 'Invalid app Key');
  // The gateway signs by the request's sign_method and knows only these three.
  if (!['md5', 'hmac', 'hmac-sha256'].includes(all.sign_method ?? 'md5'))
    return topError(27, 'Invalid method');
  if (all.sign !== signTop(all, FAKE_TAOBAO.appSecret)) return topError(25, 'Invalid signature');
  const sent = Date.parse(`${(all.timestamp ?? '').replace(' ', 'T')}+08:00`);
  if (!Number.isFinite(sent) || Math.abs(sent - now.getTime()) > 10 * 60_000)
    return topError(31, 'Invalid timestamp');
  if (all.method !== 'taobao.tbk.dg.material.optional') return topError(22, 'Invalid method');
  if (!all.adzone_id) return topError(41, 'Missing required arguments:adzone_id');
  const q = all.q ?? '';
  if (q === 'ratelimit')
    return topError(
      7,
      'App Call Limited',
      'accesscontrol.limited-by-app-access-count',
      'This ban will last for 1 more seconds',
    );
  const total = q === 'nothing' ? 0 : FOUND;
  const page = Number(all.page_no ?? 1);
  const size = Number(all.page_size ?? 20);
  const start = (page - 1) * size;
  const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) =>
    item(base, start + i, q),
  );
  return json({
    tbk_dg_material_optional_response: {
      total_results: total,
      ...(list.length ? { result_list: { map_data: list } } : {}),
      request_id: 'fake',
    },
  });
}

export async function startFakeTaobao(
  now: () => Date = () => new Date(),
): Promise<{ base: string; server: Server }> {
  let base = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    void fakeTaobaoAnswer(base, url.pathname, url.searchParams, now()).then((answer) => {
      res.writeHead(answer.status, { 'content-type': answer.type });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, server };
}
