import { describe, expect, it } from 'vitest';
import { compressPlan, containRect, evenSize, fitWidth, gifFrameTimes, mp3Format } from './plan.ts';

describe('sizes', () => {
  it('rounds to even numbers and never enlarges', () => {
    expect(evenSize(853, 479)).toEqual({ width: 854, height: 480 });
    expect(fitWidth(1920, 1080, 480)).toEqual({ width: 480, height: 270 });
    expect(fitWidth(320, 240, 480)).toEqual({ width: 320, height: 240 });
  });
  it('contains a portrait picture in a landscape box with bars at the sides', () => {
    expect(containRect(1080, 1920, 854, 480)).toEqual({ left: 292, top: 0, width: 270, height: 480 });
  });
});

describe('gifFrameTimes', () => {
  it('clamps the rate to 8-15 and spreads delays to the clip length', () => {
    const at10 = gifFrameTimes(1, 3, 10);
    expect(at10.times).toHaveLength(20);
    expect(at10.times[1]).toBeCloseTo(1.1);
    expect(at10.delays.every((d) => d === 10)).toBe(true);
    const at15 = gifFrameTimes(0, 2, 30);
    expect(at15.times).toHaveLength(30);
    expect(at15.delays.reduce((a, b) => a + b)).toBe(200);
    expect(new Set(at15.delays)).toEqual(new Set([6, 7]));
    expect(gifFrameTimes(0, 1, 2).times).toHaveLength(8);
  });
});

describe('mp3Format', () => {
  it('keeps MP3 within 2 channels and 48 kHz', () => {
    expect(mp3Format(6, 48000)).toEqual({ channels: 2, sampleRate: 48000 });
    expect(mp3Format(1, 44100)).toEqual({ channels: 1, sampleRate: 44100 });
    expect(mp3Format(2, 96000)).toEqual({ channels: 2, sampleRate: 48000 });
  });
});

describe('compressPlan', () => {
  it('shrinks the long side to the level and spends fewer bits than the source', () => {
    const p = compressPlan(1920, 1080, 24, 8_000_000, 'medium');
    expect([p.width, p.height]).toEqual([1280, 720]);
    expect(p.bitrate).toBe(Math.round(1280 * 720 * 24 * 0.06));
    const portrait = compressPlan(1080, 1920, 30, 500_000, 'strong');
    expect([portrait.width, portrait.height]).toEqual([480, 854]);
    expect(portrait.bitrate).toBe(350_000); // 70 % of the source, below the level's 553 kbit/s
  });
});
