import { describe, expect, it } from 'vitest';
import { THUMBNAIL_EDGE, thumbnailSize } from './thumbnail.ts';

describe('HEIC result thumbnails', () => {
  it('scales the longest edge to the thumbnail edge, keeping the shape, never enlarging', () => {
    expect(thumbnailSize(3024, 4032)).toEqual({ width: 240, height: THUMBNAIL_EDGE });
    expect(thumbnailSize(4032, 3024)).toEqual({ width: THUMBNAIL_EDGE, height: 240 });
    expect(thumbnailSize(96, 64)).toEqual({ width: 96, height: 64 });
    expect(thumbnailSize(10000, 10)).toEqual({ width: THUMBNAIL_EDGE, height: 1 });
  });
});
