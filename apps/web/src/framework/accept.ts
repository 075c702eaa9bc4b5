import { extensionOf } from './format.ts';

function tokens(accept: string): string[] {
  return accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a file fits an `<input accept>` string ('.pdf', 'image/*', 'application/pdf', lists of them). */
export function matchesAccept(file: { name: string; type: string }, accept: string): boolean {
  const list = tokens(accept);
  if (list.length === 0) return true;
  const type = file.type.toLowerCase();
  const ext = extensionOf(file.name);
  return list.some((token) => {
    if (token.startsWith('.')) return ext === token.slice(1);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * A short human list of the accepted types: '.pdf,image/png' → 'PDF, PNG'. A wildcard such as
 * 'image/*' is named by `kinds` (the caller's translated words), else by its major type.
 */
export function describeAccept(accept: string, kinds: Record<string, string> = {}): string {
  const names = tokens(accept).map((token) => {
    if (token.startsWith('.')) return token.slice(1).toUpperCase();
    const [major = token, minor = ''] = token.split('/');
    if (minor === '*') return kinds[major] ?? major;
    return minor.replace(/^x-/, '').replace('jpeg', 'jpg').toUpperCase();
  });
  return [...new Set(names)].join(', ');
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/svg+xml': 'svg',
  'text/plain': 'txt',
  'application/json': 'json',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

/** A file name for a blob that arrived without one. */
export function nameForType(type: string, base = 'file'): string {
  const ext = EXTENSIONS[type.toLowerCase()] ?? type.split('/')[1]?.split(/[+;]/)[0];
  return ext ? `${base}.${ext}` : base;
}
