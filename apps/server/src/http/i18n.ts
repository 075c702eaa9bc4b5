import type { Edition, Locale } from '@toolbox/contracts';

/** One message in both languages; `{name}` placeholders are filled by `translate`. */
export type Message = Record<Locale, string>;

/** The server's own messages. Feature modules keep their messages in their own folders. */
export const messages = {
  success: { en: 'success', 'zh-CN': '成功' },
  invalidField: { en: 'Invalid {field}: {detail}', 'zh-CN': '参数 {field} 不正确：{detail}' },
  invalidBody: { en: 'Invalid request body: {detail}', 'zh-CN': '请求内容不正确：{detail}' },
  controlCharacter: {
    en: 'Invalid {field}: control characters are not allowed.',
    'zh-CN': '参数 {field} 不正确：不能包含控制字符。',
  },
  invalidJson: { en: 'The request body is not valid JSON.', 'zh-CN': '请求内容不是有效的 JSON。' },
  badRequest: { en: 'The request could not be understood.', 'zh-CN': '无法处理该请求。' },
  unknownPath: { en: 'Unknown API path: {method} {path}', 'zh-CN': '接口不存在：{method} {path}' },
  internal: {
    en: 'Something went wrong on our side. Please try again later.',
    'zh-CN': '服务器开小差了，请稍后再试。',
  },
  tooManyRequests: { en: 'Too many requests, try again later.', 'zh-CN': '请求过于频繁，请稍后再试。' },
} as const satisfies Record<string, Message>;

/** Fills `{name}` placeholders of a message in the given language. */
export function translate(locale: Locale, message: Message, params: Record<string, string | number> = {}) {
  return message[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The language an edition speaks when the request does not say. */
export function editionLocale(edition: Edition): Locale {
  return edition === 'cn' ? 'zh-CN' : 'en';
}

function localeOfTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en';
  return null;
}

/** Reads `lang: zh-CN` style headers, then Accept-Language by weight, then the edition default. */
export function pickLocale(headers: Record<string, string | string[] | undefined>, edition: Edition): Locale {
  const lang = headers['lang'];
  const fromLang = typeof lang === 'string' ? localeOfTag(lang) : null;
  if (fromLang) return fromLang;
  const accept = headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .split(',')
      .map((part, index) => {
        const [tag = '', ...rest] = part.split(';');
        const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((r) => r.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const r of ranked) {
      const locale = localeOfTag(r.tag);
      if (locale) return locale;
    }
  }
  return editionLocale(edition);
}
