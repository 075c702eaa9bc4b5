import { describe, expect, it } from 'vitest';
import { captchaAlphabet, randomCaptchaText, renderCaptchaSvg } from './captcha-image.ts';

describe('captcha image', () => {
  it('draws every character as strokes, differently each time, with no text in the markup', () => {
    const text = randomCaptchaText();
    expect(text).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    const a = renderCaptchaSvg('AB23');
    const b = renderCaptchaSvg('AB23');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^<svg [^>]*viewBox="0 0 120 40"/);
    expect(a).not.toMatch(/<text|AB23/);
    expect(a.match(/stroke-linecap="round"/g)).toHaveLength(4);
  });
});
