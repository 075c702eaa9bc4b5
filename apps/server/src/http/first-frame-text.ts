import type { Locale } from '@toolbox/contracts';

/**
 * The web app's strings the first frame shows, copied from its locale files (`app.name`, `nav.*`,
 * `search.*`, `home.*`, `auth.cookie.*`, `tool.opensInNewTab`, `file.accepted`,
 * `favourites.star*`, `site.notice.*`):
 * `first-frame.test.ts` reads those files and fails when a wording changes there.
 */
export interface FrameText {
  appName: string;
  skipToContent: string;
  openMenu: string;
  searchLabel: string;
  searchPlaceholder: string;
  home: string;
  breadcrumb: string;
  homeTitle: string;
  homeSubtitle: string;
  cookieLabel: string;
  cookieText: string;
  cookiePolicy: string;
  cookieAccept: string;
  cookieClose: string;
  opensInNewTab: string;
  /** 'Accepted: {{types}}' under a drop zone's hint. */
  fileAccepted: string;
  /** A tool page's favourite button: its title ('Add “{{name}}” to favourites') and its word. */
  favouriteTitle: string;
  favouriteLabel: string;
  /** The site notice's region name and its close button. */
  noticeLabel: string;
  noticeClose: string;
}

export const frameText: Record<Locale, FrameText> = {
  en: {
    appName: 'Toolbox',
    skipToContent: 'Skip to content',
    openMenu: 'Show the tool menu',
    searchLabel: 'Search tools',
    searchPlaceholder: 'Search tools, e.g. “merge PDF”',
    home: 'Home',
    breadcrumb: 'You are here',
    homeTitle: 'All tools',
    homeSubtitle: 'Private by design: most tools run on your device, your files never leave it.',
    cookieLabel: 'Cookie notice',
    cookieText: 'We use cookies and local storage to keep you signed in and remember your settings.',
    cookiePolicy: 'Cookie Policy',
    cookieAccept: 'Accept',
    cookieClose: 'Close for now',
    opensInNewTab: '(opens in a new tab)',
    fileAccepted: 'Accepted: {{types}}',
    favouriteTitle: 'Add “{{name}}” to favourites',
    favouriteLabel: 'Favourite',
    noticeLabel: 'Site notice',
    noticeClose: 'Close the notice',
  },
  'zh-CN': {
    appName: '在线工具箱',
    skipToContent: '跳到正文',
    openMenu: '展开工具菜单',
    searchLabel: '搜索工具',
    searchPlaceholder: '搜索工具，例如“PDF合并”',
    home: '首页',
    breadcrumb: '当前位置',
    homeTitle: '全部工具',
    homeSubtitle: '注重隐私：大多数工具在你的设备上运行，文件不会离开你的电脑。',
    cookieLabel: 'Cookie 提示',
    cookieText: '我们使用 Cookie 和本地存储来保持你的登录状态并记住你的设置。',
    cookiePolicy: 'Cookie 政策',
    cookieAccept: '接受',
    cookieClose: '暂时关闭',
    opensInNewTab: '（在新标签页打开）',
    fileAccepted: '支持：{{types}}',
    favouriteTitle: '收藏“{{name}}”',
    favouriteLabel: '收藏',
    noticeLabel: '网站公告',
    noticeClose: '关闭公告',
  },
};

/**
 * A tool whose first screen is a file drop zone (the web app's `FileInput` inside the tool's
 * `ToolTemplate`), drawn in its first frame so the page's largest text is there before the scripts.
 * The strings are the tool's own (`first-frame.test.ts` checks them against its locale file).
 */
export interface ToolDropZone {
  /** The ToolTemplate's class name, the box the drop zone sits in. */
  className: string;
  /** The button's label. */
  choose: Record<Locale, string>;
  /** The line under it. */
  hint: Record<Locale, string>;
  /** The accepted types as `describeAccept` names them. */
  types: Record<Locale, string>;
  /** Where the strings live in the web app, for the test. */
  source: string;
}

export const toolDropZones: Readonly<Record<string, ToolDropZone>> = {
  pdf_merge: {
    className: 'pdf-merge',
    choose: { en: 'Choose PDF files', 'zh-CN': '选择 PDF 文件' },
    hint: {
      en: 'Drop PDFs here or paste them with Ctrl+V. They are processed in your browser and never uploaded.',
      'zh-CN': '把 PDF 拖到这里，或按 Ctrl+V 粘贴。文件只在你的浏览器里处理，不会上传。',
    },
    types: { en: 'PDF', 'zh-CN': 'PDF' },
    source: 'tools/pdf/kit/pdf-merge/locales.ts',
  },
};
