/** Strings of the site notice, banners and footer, merged under `site` by src/i18n/locales/{en,zh-CN}.ts. */
export const siteEn = {
  notice: { label: 'Site notice', close: 'Close the notice' },
  banner: {
    label: 'Promotion',
    fold: 'Fold the promotion to an icon',
    open: 'Show the promotion: {{title}}',
    more: 'Learn more',
  },
  ads: { label: 'Recommended for you' },
  filing: { label: 'Record filing' },
};

/** The same keys in Chinese. */
export const siteZhCN: typeof siteEn = {
  notice: { label: '网站公告', close: '关闭公告' },
  banner: {
    label: '推广',
    fold: '收起为图标',
    open: '展开推广：{{title}}',
    more: '了解详情',
  },
  ads: { label: '为你推荐' },
  filing: { label: '备案信息' },
};
