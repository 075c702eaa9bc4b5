import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    choose: '选择加密的 PDF',
    another: '换一个 PDF',
    hint: '把 PDF 拖到这里，或按 Ctrl+V 粘贴。文件只在你的浏览器里解密，密码和文件都不会上传。',
    checking: '正在检查加密方式…',
    needsPassword: '这个 PDF 需要打开密码。输入密码（打开密码或权限密码均可）即可去除保护。',
    password: '密码',
    show: '显示密码',
    unlock: '解除密码',
    unlocking: '正在解密…',
    restrictionsRemoved: '这个 PDF 只有编辑、打印等权限限制，已经全部去除。',
    unlocked: '密码和所有权限限制都已去除。',
    pageCount_one: '{{count, number}} 页',
    pageCount_other: '{{count, number}} 页',
    privacy: '全部在本机完成：文件不会离开你的设备。',
    errors: {
      pdf_not_encrypted: 'PDF文件[{{name}}]没有加密，无需解密',
      pdf_password_needed: 'PDF文件[{{name}}]需要密码，请输入密码',
      pdf_password_wrong: '密码错误，无法打开PDF文件[{{name}}]，请检查后重试',
      pdf_encryption_unsupported: 'PDF文件[{{name}}]使用了不支持的加密方式（如证书加密），无法解密',
    },
  },
  en: {
    choose: 'Choose an encrypted PDF',
    another: 'Choose another PDF',
    hint: 'Drop a PDF here or paste it with Ctrl+V. It is decrypted in your browser: neither the file nor the password is uploaded.',
    checking: 'Checking the encryption…',
    needsPassword:
      'This PDF needs a password to open. Enter it (the open password or the permissions password) to remove the protection.',
    password: 'Password',
    show: 'Show password',
    unlock: 'Unlock PDF',
    unlocking: 'Decrypting…',
    restrictionsRemoved:
      'This PDF only had restrictions on editing, printing or copying: they are all removed.',
    unlocked: 'The password and every restriction are removed.',
    pageCount_one: '{{count, number}} page',
    pageCount_other: '{{count, number}} pages',
    privacy: 'Everything happens on this device: your files are never uploaded.',
    errors: {
      pdf_not_encrypted: 'PDF file [{{name}}] is not encrypted: there is nothing to unlock',
      pdf_password_needed: 'PDF file [{{name}}] needs a password: please enter it',
      pdf_password_wrong: 'Wrong password for PDF file [{{name}}]: check it and try again',
      pdf_encryption_unsupported:
        'PDF file [{{name}}] uses an encryption this tool cannot remove (such as certificate security)',
    },
  },
} satisfies ToolLocales;
