import { describe, expect, it } from 'vitest';
import { describeAccept, matchesAccept, nameForType } from './accept.ts';
import { extensionOf, formatBytes, withSuffix } from './format.ts';

describe('formatBytes', () => {
  it('uses base 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('file names', () => {
  it('reads and changes extensions', () => {
    expect(extensionOf('a.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('noext')).toBe('');
    expect(withSuffix('report.pdf', '-merged')).toBe('report-merged.pdf');
    expect(withSuffix('photo.png', '-small', 'webp')).toBe('photo-small.webp');
    expect(withSuffix('notes', '-x')).toBe('notes-x');
  });
});

describe('accept', () => {
  it('matches extensions, wildcards and exact types', () => {
    const pdf = { name: 'a.pdf', type: 'application/pdf' };
    const png = { name: 'b.PNG', type: 'image/png' };
    expect(matchesAccept(pdf, '.pdf')).toBe(true);
    expect(matchesAccept(pdf, 'application/pdf')).toBe(true);
    expect(matchesAccept(png, '.pdf')).toBe(false);
    expect(matchesAccept(png, 'image/*')).toBe(true);
    expect(matchesAccept(png, '.png')).toBe(true);
    expect(matchesAccept(png, 'image/jpeg, image/png')).toBe(true);
    expect(matchesAccept(png, '')).toBe(true);
  });

  it('describes the accepted types and names type-only blobs', () => {
    expect(describeAccept('.pdf,application/pdf')).toBe('PDF');
    expect(describeAccept('image/jpeg,image/png,image/webp')).toBe('JPG, PNG, WEBP');
    expect(describeAccept('.pdf,image/*')).toBe('PDF, image');
    expect(describeAccept('.pdf,image/*', { image: '图片' })).toBe('PDF, 图片');
    expect(nameForType('application/pdf')).toBe('file.pdf');
    expect(nameForType('image/svg+xml')).toBe('file.svg');
    expect(nameForType('')).toBe('file');
  });
});
