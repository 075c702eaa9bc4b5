import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps text formatting and safe links', () => {
    const out = sanitizeHtml(
      '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x">that</a>.</p>',
    );
    expect(out).toBe(
      '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">that</a>.</p>',
    );
  });

  it('drops scripts, styles, frames, images, forms and their content', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><object></object><embed><img src=x onerror=alert(1)><form><input></form><svg><script>1</script></svg>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('drops event handlers, styles and dangerous link schemes', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red" class="c">t</p><a href="javascript:alert(1)">j</a><a href=" JaVaScRiPt:alert(1)">k</a><a href="data:text/html,x">d</a>',
    );
    expect(out).toBe('<p>t</p><a>j</a><a>k</a><a>d</a>');
  });

  it('unwraps unknown elements but keeps their text; keeps mailto and in-page anchors', () => {
    const out = sanitizeHtml(
      '<custom-x><b>bold</b></custom-x><a href="mailto:a@b.co">mail</a><a href="#s1">go</a><h3 id="s1">S</h3>',
    );
    expect(out).toBe(
      '<b>bold</b><a href="mailto:a@b.co" target="_blank" rel="noopener noreferrer">mail</a><a href="#protocol-s1">go</a><h3 id="protocol-s1">S</h3>',
    );
  });

  it('refuses protocol-relative links to other hosts', () => {
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });
});
