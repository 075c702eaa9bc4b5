import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import {
  logoBox,
  moduleScale,
  qrMatrix,
  qrPixels,
  qrSvg,
  readableColors,
  wifiPayload,
  type ErrorLevel,
} from './qr.ts';

const style = { margin: 4, foreground: '#1a237e', background: '#fffde7' };

function decode(pixels: ReturnType<typeof qrPixels>) {
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

describe('qr rendering decodes back', () => {
  const text = 'https://example.com/path?q=1&lang=zh — 你好，世界';

  it.each(['L', 'M', 'Q', 'H'] as ErrorLevel[])('at level %s', (level) => {
    const matrix = qrMatrix(text, level);
    expect(decode(qrPixels(matrix, 4, style))).toBe(text);
  });

  it('survives a logo plate over the centre at level H', () => {
    const matrix = qrMatrix('https://toolbox.example/func/qr_code_generator', 'H');
    const pixels = qrPixels(matrix, 5, style);
    const box = logoBox(pixels.width);
    for (let y = box.y; y < box.y + box.size; y++) {
      for (let x = box.x; x < box.x + box.size; x++)
        pixels.data.fill(128, (y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3);
    }
    expect(decode(pixels)).toBe('https://toolbox.example/func/qr_code_generator');
  });

  it('gets larger versions for longer text and higher levels', () => {
    expect(qrMatrix('hi', 'L').size).toBe(21);
    expect(qrMatrix('x'.repeat(200), 'H').size).toBeGreaterThan(qrMatrix('x'.repeat(200), 'L').size);
  });

  it('writes an SVG with one path of the dark modules and an optional logo', () => {
    const matrix = qrMatrix('hi', 'M');
    const svg = qrSvg(matrix, 10, style);
    expect(svg).toContain('width="290"');
    expect(svg).toContain('fill="#1a237e"');
    expect(svg).not.toContain('<image');
    expect(qrSvg(matrix, 10, style, 'data:image/png;base64,AAAA')).toContain(
      '<image href="data:image/png;base64,AAAA"',
    );
    expect(moduleScale(matrix, 4, 300)).toBe(10);
    expect(moduleScale(matrix, 4, 10)).toBe(1);
  });
});

describe('wifiPayload', () => {
  it('escapes the reserved characters and decodes from a real symbol', () => {
    const payload = wifiPayload({
      ssid: 'Café;Guest',
      password: 'a:b,c\\d"e',
      security: 'WPA',
      hidden: true,
    });
    expect(payload).toBe('WIFI:T:WPA;S:Café\\;Guest;P:a\\:b\\,c\\\\d\\"e;H:true;;');
    expect(decode(qrPixels(qrMatrix(payload, 'M'), 4, style))).toBe(payload);
  });

  it('leaves out the password of an open network', () => {
    expect(wifiPayload({ ssid: 'Lobby', password: 'ignored', security: 'nopass', hidden: false })).toBe(
      'WIFI:T:nopass;S:Lobby;;',
    );
  });
});

describe('readableColors', () => {
  it('wants dark modules on a light background with enough contrast', () => {
    expect(readableColors('#000000', '#ffffff')).toBe(true);
    expect(readableColors('#ffffff', '#000000')).toBe(false);
    expect(readableColors('#ffeb3b', '#ffffff')).toBe(false);
  });
});
