import { describe, expect, it } from 'vitest';
import { documentPolicy } from '../../http/security-headers.ts';
import { testConfig } from '../../test/backends.ts';
import { hotlinkOrigins, pictureSigner, previewOf } from './pictures.ts';
import { freeImageSettings } from './settings.ts';

const imgSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('img-src '))!
    .split(' ')
    .slice(1);

describe("free_image's Unsplash pictures on the page", () => {
  const unsplash = freeImageSettings({ FREE_IMAGE_PROVIDER: 'unsplash', FREE_IMAGE_API_KEY: 'k' });
  const pexels = freeImageSettings({ FREE_IMAGE_PROVIDER: 'pexels', FREE_IMAGE_API_KEY: 'k' });
  const library = freeImageSettings({});

  it("admits Unsplash's image host in img-src only when Unsplash is the provider", () => {
    expect(imgSrc(documentPolicy(testConfig({ freeImage: unsplash })))).toContain(
      'https://images.unsplash.com',
    );
    for (const other of [pexels, library, undefined]) {
      const sources = imgSrc(documentPolicy(testConfig({ freeImage: other })));
      expect(sources).toEqual(["'self'", 'data:', 'blob:']);
    }
    expect(hotlinkOrigins(pexels)).toEqual([]);
  });

  it('hotlinks Unsplash previews (their API guidelines) and signs every other picture through our server', () => {
    const signer = pictureSigner();
    const small = 'https://images.unsplash.com/photo-1?ixid=abc&w=400';
    expect(previewOf(unsplash, signer, small)).toBe(small);
    // An address off the image host (a fake, a changed API) still goes through our server.
    expect(previewOf(unsplash, signer, 'http://127.0.0.1:9/img/a.jpg')).toMatch(
      /^\/ut\/free-image\/picture\?u=/,
    );
    expect(previewOf(unsplash, signer, 'https://images.unsplash.com.evil.example/x.jpg')).toMatch(
      /^\/ut\/free-image\/picture\?/,
    );
    expect(previewOf(pexels, signer, 'https://images.pexels.com/photos/1/a.jpeg')).toMatch(
      /^\/ut\/free-image\/picture\?/,
    );
  });
});
