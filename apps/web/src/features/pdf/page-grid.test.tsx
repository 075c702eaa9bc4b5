import { describe, expect, it } from 'vitest';
import { turnTransform } from './page-grid.tsx';

describe('turnTransform', () => {
  it('keeps half turns at full size and shrinks a portrait page turned sideways to fit its box', () => {
    expect(turnTransform(180, 0.75)).toBe('rotate(180deg)');
    expect(turnTransform(90, 0.75)).toBe('rotate(90deg) scale(0.750)');
    expect(turnTransform(270, 612 / 792)).toBe('rotate(270deg) scale(0.773)');
  });

  it('leaves a landscape page that fits once turned at full size', () => {
    expect(turnTransform(90, 4 / 3)).toBe('rotate(90deg) scale(1.000)');
  });
});
