import type { Locale, ProtocolType } from '@toolbox/contracts';

interface ProtocolText {
  title: string;
  /** Paragraphs; `{email}` is the contact address. */
  paragraphs: string[];
}

/** Short agreement texts: 000 user agreement, 001 privacy policy, 002 cookie policy. */
export const protocolTexts: Record<ProtocolType, Record<Locale, ProtocolText>> = {
  '000': {
    en: {
      title: 'User Agreement',
      paragraphs: [
        'By creating an account or using Toolbox you agree to these terms.',
        'You may use the tools for lawful purposes only, and you are responsible for the files and text you process. Do not upload material you have no right to use.',
        'Keep your password and verification codes to yourself; you are responsible for what happens under your account. We may suspend accounts that abuse the service, for example by automated mass requests.',
        'Free functions are offered as they are. Paid functions and credits follow the prices shown at the time of use; purchased membership periods are not refundable once used, except where the law says otherwise.',
        'We may change these terms; the new version applies from the time it is published here. Questions: {email}.',
      ],
    },
    'zh-CN': {
      title: '用户协议',
      paragraphs: [
        '注册账号或使用工具箱，即表示您同意本协议。',
        '您只能将本工具用于合法用途，并对所处理的文件和文字负责，请勿上传您无权使用的内容。',
        '请妥善保管密码和验证码，账号下的操作由您负责。对于滥用服务（例如批量自动请求）的账号，我们可能暂停其使用。',
        '免费功能按现状提供。付费功能和积分以使用时页面显示的价格为准；已使用的会员期限不予退款，法律另有规定的除外。',
        '我们可能修改本协议，新版本自在此发布时生效。如有疑问请联系：{email}。',
      ],
    },
  },
  '001': {
    en: {
      title: 'Privacy Policy',
      paragraphs: [
        'We collect only what the service needs: your email address or phone number, a hash of your password (never the password itself), the time you agreed to our terms, and your choice about marketing messages.',
        'Most tools run in your browser, so those files never reach us. Files sent to our servers for processing are deleted after the retention period shown on the page.',
        'We record sign-in sessions and network addresses to keep accounts safe and to limit abuse. We do not sell personal data.',
        'Marketing emails are sent only if you agreed to them, and you can withdraw at any time.',
        'To see, correct or delete your data, write to {email}.',
      ],
    },
    'zh-CN': {
      title: '隐私政策',
      paragraphs: [
        '我们只收集服务所需的信息：您的邮箱或手机号、密码的哈希值（不保存密码本身）、同意协议的时间以及您对营销信息的选择。',
        '大多数工具在您的浏览器中运行，这些文件不会到达我们的服务器。需要服务器处理的文件会在页面显示的保存期限后删除。',
        '为保护账号安全、防止滥用，我们会记录登录会话和网络地址。我们不会出售个人信息。',
        '仅在您同意后才会发送营销信息，您可以随时撤回。',
        '如需查看、更正或删除您的信息，请联系：{email}。',
      ],
    },
  },
  '002': {
    en: {
      title: 'Cookie Policy',
      paragraphs: [
        'We use a small number of cookies and local storage entries that the site needs to work: your sign-in, your language, and whether you accepted this notice.',
        'We do not use advertising or cross-site tracking cookies in the international edition.',
        'You can clear cookies and site data in your browser at any time; you will then be signed out. Questions: {email}.',
      ],
    },
    'zh-CN': {
      title: 'Cookie 政策',
      paragraphs: [
        '我们只使用网站正常运行所必需的少量 Cookie 和本地存储：登录状态、语言设置以及您是否已接受本提示。',
        '您可以随时在浏览器中清除 Cookie 和网站数据，清除后需要重新登录。如有疑问请联系：{email}。',
      ],
    },
  },
};
