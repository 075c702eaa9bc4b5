import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { blocklistModerator } from './moderation.ts';

describe('LLM_* settings', () => {
  it('mean no provider when LLM_BASE_URL is unset', () => {
    expect(loadConfig({}).llm).toBeNull();
  });

  it('read the provider with defaults, trimming the URL’s trailing slash', () => {
    const llm = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'qwen2.5:7b' }).llm;
    expect(llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'qwen2.5:7b',
      timeoutMs: 120_000,
      firstTokenMs: 30_000,
      retries: 2,
      userPerMinute: 6,
      globalPerMinute: 120,
      maxConcurrent: 8,
      maxTokens: 2000,
      blockedWords: [],
    });
    const tuned = loadConfig({
      LLM_BASE_URL: 'https://api.example.com/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY: 'sk-secret',
      LLM_RETRIES: '0',
      LLM_USER_PER_MINUTE: '3',
      LLM_BLOCKED_WORDS: ' Foo , ＢＡＲ ,,',
    }).llm;
    expect(tuned).toMatchObject({
      apiKey: 'sk-secret',
      retries: 0,
      userPerMinute: 3,
      blockedWords: ['foo', 'bar'],
    });
  });

  it.each([
    [{ LLM_MODEL: 'm' }, 'Invalid setting LLM_BASE_URL: required when LLM_MODEL or LLM_API_KEY is set'],
    [
      { LLM_API_KEY: 'sk-secret' },
      'Invalid setting LLM_BASE_URL: required when LLM_MODEL or LLM_API_KEY is set',
    ],
    [
      { LLM_BASE_URL: 'https://x.example/v1' },
      'Invalid setting LLM_MODEL: required when LLM_BASE_URL is set',
    ],
    [
      { LLM_BASE_URL: 'api.openai.com', LLM_MODEL: 'm' },
      'Invalid setting LLM_BASE_URL: expected an http(s) URL such as https://api.openai.com/v1',
    ],
    [
      { LLM_BASE_URL: 'https://x.example/v1', LLM_MODEL: 'm', LLM_TIMEOUT_SECONDS: '2' },
      'Invalid setting LLM_TIMEOUT_SECONDS: expected a whole number from 5 to 3600',
    ],
    [
      { LLM_BASE_URL: 'https://x.example/v1', LLM_MODEL: 'm', LLM_MAX_CONCURRENT: 'many' },
      'Invalid setting LLM_MAX_CONCURRENT: expected a whole number from 1 to 10000',
    ],
  ])(
    'stop the start on %j with one line that never shows the key',
    (env: Record<string, string>, message) => {
      const withKey = { ...env, LLM_API_KEY: 'sk-secret' };
      expect(() => loadConfig(withKey)).toThrow(ConfigError);
      expect(() => loadConfig(withKey)).toThrow(message);
      expect(() => loadConfig(withKey)).not.toThrow('sk-secret');
    },
  );
});

describe('the blocklist moderation hook', () => {
  it('matches case-insensitively, full-width and with zero-width characters, and passes everything without words', async () => {
    const mod = blocklistModerator(['Casino', '赌博']);
    expect(await mod.check('Visit our CASINO', 'request')).toMatchObject({ ok: false });
    expect(await mod.check('ｃａｓｉｎｏ tonight', 'answer')).toMatchObject({ ok: false });
    expect(await mod.check('ca\u200bsino', 'answer')).toMatchObject({ ok: false });
    expect(await mod.check('网上赌博', 'request')).toMatchObject({ ok: false });
    expect(await mod.check('casual', 'request')).toEqual({ ok: true });
    expect(await blocklistModerator([]).check('casino', 'request')).toEqual({ ok: true });
    expect(await blocklistModerator(['a.b']).check('axb', 'request')).toEqual({ ok: true }); // words, not patterns
  });
});
