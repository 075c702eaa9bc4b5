import { fileURLToPath } from 'node:url';

/**
 * free_image's photo source. FREE_IMAGE_PROVIDER=pexels|unsplash with FREE_IMAGE_API_KEY searches
 * that provider's API; without them the operator's own library (FREE_IMAGE_LIBRARY_DIR, a folder
 * with a manifest.json; the small seed library shipped with the server by default) is searched.
 */
export interface FreeImageSettings {
  provider: 'pexels' | 'unsplash' | null;
  apiKey: string;
  /** Base of the API (`https://api.pexels.com/v1`, `https://api.unsplash.com`); tests point it at a fake. */
  apiUrl: string;
  /** Where the provider's pictures may be fetched from, besides the API's own origin. */
  imageOrigins: string[];
  timeoutMs: number;
  /** The largest original the download proxy passes on. */
  maxImageBytes: number;
  libraryDir: string;
}

export const defaultLibraryDir = fileURLToPath(new URL('./library/', import.meta.url));

const providers = {
  pexels: { apiUrl: 'https://api.pexels.com/v1', imageOrigins: ['https://images.pexels.com'] },
  unsplash: { apiUrl: 'https://api.unsplash.com', imageOrigins: ['https://images.unsplash.com'] },
} as const;

type Env = Record<string, string | undefined>;

/** A bad FREE_IMAGE_* setting: the key and what is wrong (never the value: it may be a secret). */
export class FreeImageSettingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

function seconds(env: Env, key: string, fallback: number): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 300)
    throw new FreeImageSettingError(key, 'expected a whole number of seconds from 1 to 300');
  return Number(raw);
}

export function freeImageSettings(env: Env): FreeImageSettings {
  const name = env.FREE_IMAGE_PROVIDER?.trim().toLowerCase() ?? '';
  const apiKey = env.FREE_IMAGE_API_KEY?.trim() ?? '';
  const libraryDir = env.FREE_IMAGE_LIBRARY_DIR?.trim() || defaultLibraryDir;
  const common = {
    timeoutMs: seconds(env, 'FREE_IMAGE_TIMEOUT_SECONDS', 15) * 1000,
    maxImageBytes: 40 * 1024 * 1024,
    libraryDir,
  };
  if (!name) {
    if (apiKey)
      throw new FreeImageSettingError('FREE_IMAGE_PROVIDER', 'required when FREE_IMAGE_API_KEY is set');
    return { provider: null, apiKey: '', apiUrl: '', imageOrigins: [], ...common };
  }
  if (name !== 'pexels' && name !== 'unsplash')
    throw new FreeImageSettingError('FREE_IMAGE_PROVIDER', 'expected pexels or unsplash');
  if (!apiKey)
    throw new FreeImageSettingError('FREE_IMAGE_API_KEY', 'required when FREE_IMAGE_PROVIDER is set');
  const apiUrl = (env.FREE_IMAGE_API_URL?.trim() || providers[name].apiUrl).replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(apiUrl) || !URL.canParse(apiUrl))
    throw new FreeImageSettingError('FREE_IMAGE_API_URL', 'expected an http(s) URL');
  return { provider: name, apiKey, apiUrl, imageOrigins: [...providers[name].imageOrigins], ...common };
}
