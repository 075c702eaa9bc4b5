/** Strings of partner mode, merged under `partner` by src/i18n/locales/{en,zh-CN}.ts. */
export const partnerEn = { authFailed: 'Authentication failed' };

/** The same keys in Chinese. */
export const partnerZhCN: typeof partnerEn = { authFailed: '认证失败' };
