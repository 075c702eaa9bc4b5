import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    settings: '设置',
    path: '微信程序位置',
    pathHint: '完整路径，以 WeChat.exe 或 Weixin.exe 结尾。',
    common: '常见位置：',
    copies: '同时打开几个微信',
    copiesN_one: '{{count}} 个',
    copiesN_other: '{{count}} 个',
    script: '启动脚本',
    download: '下载 .bat 文件',
    problems: {
      path_required: '请填写微信程序的位置。',
      not_absolute: '请填写完整路径，例如 C:\\Program Files\\Tencent\\WeChat\\WeChat.exe。',
      not_exe: '路径应以 .exe 结尾（微信程序本身，而不是它所在的文件夹）。',
      bad_character: '路径里不能有 " % ! ^ & | < > 或换行：这些字符会被命令行当作命令执行。',
      too_long: '路径太长（最多 260 个字符）。',
    },
    whatTitle: '这个脚本做什么',
    what: '它同时启动几次你填写的微信程序。微信通常只允许运行一个，但几乎同时启动的几个会各自打开一个登录窗口，于是可以登录不同的账号。脚本只启动这个程序，不安装、不修改任何文件，也不联网；下载后可以用记事本打开查看全部内容。',
    howTitle: '怎么用',
    steps: [
      '先完全退出已经打开的微信（任务栏右下角图标右键 → 退出）。',
      '下载 .bat 文件，保存到桌面等方便的位置。',
      '双击运行，会出现几个微信登录窗口，分别扫码登录不同的账号。',
      'Windows 可能提示“已保护你的电脑”：点“更多信息” → “仍要运行”。',
    ],
    findTitle: '怎么找到微信的位置',
    findPath: [
      '右键桌面上的微信图标 → “属性”，“目标”一栏就是完整路径。',
      '或者右键 → “打开文件所在的位置”，在地址栏里复制文件夹路径，再加上 \\WeChat.exe（新版为 \\Weixin.exe）。',
    ],
    caveat:
      '这依赖微信自身的启动方式，微信更新后可能失效；多开登录的账号仍受微信用户协议约束。本工具只在你的浏览器里生成脚本，路径不会上传。',
  },
  en: {
    settings: 'Settings',
    path: 'Where WeChat is installed',
    pathHint: 'The full path, ending in WeChat.exe or Weixin.exe.',
    common: 'Usual places:',
    copies: 'WeChat windows to open',
    copiesN_one: '{{count}} window',
    copiesN_other: '{{count}} windows',
    script: 'The script',
    download: 'Download the .bat file',
    problems: {
      path_required: 'Enter where WeChat is installed.',
      not_absolute: 'Enter the full path, such as C:\\Program Files\\Tencent\\WeChat\\WeChat.exe.',
      not_exe: 'The path should end in .exe (the WeChat program itself, not its folder).',
      bad_character:
        'The path cannot contain " % ! ^ & | < > or a line break: the command line would run them as commands.',
      too_long: 'The path is too long (at most 260 characters).',
    },
    whatTitle: 'What the script does',
    what: 'It starts the WeChat program you named several times at once. WeChat normally runs only once, but copies started together each open their own login window, so you can sign in to different accounts. The script only starts that program: it installs nothing, changes no file and uses no network. Open the downloaded file in Notepad to read all of it.',
    howTitle: 'How to use it',
    steps: [
      'Quit WeChat completely first (right-click its icon by the clock → Exit).',
      'Download the .bat file and save it somewhere handy, such as the desktop.',
      'Double-click it: several WeChat login windows open; scan each with a different account.',
      'Windows may say it “protected your PC”: choose “More info” → “Run anyway”.',
    ],
    findTitle: 'Finding where WeChat is',
    findPath: [
      'Right-click the WeChat shortcut on the desktop → Properties: “Target” is the full path.',
      'Or right-click → “Open file location”, copy the folder path from the address bar and add \\WeChat.exe (\\Weixin.exe for the newer version).',
    ],
    caveat:
      'This relies on how WeChat starts and may stop working after a WeChat update; accounts used this way are still bound by WeChat’s terms. The script is made in your browser: the path is not uploaded.',
  },
} satisfies ToolLocales;
