import type { ToolLocales } from '../../../framework/define-tool.ts';

// Encrypted and damaged files use the shared `errors.pdf_encrypted` / `errors.pdf_unreadable`.
export const locales = {
  'zh-CN': {
    choose: '选择 PDF 文件',
    replace: '换一个 PDF',
    hint: '把 PDF 拖到这里，或按 Ctrl+V 粘贴。文件在你的浏览器里转换，不会上传。',
    pageCount_one: '{{count, number}} 页',
    pageCount_other: '{{count, number}} 页',
    keeps:
      '文字按阅读顺序组成段落，保留字号、加粗、斜体和原来的位置；标题成为 Word 标题样式，列表成为 Word 列表，分栏保留为分栏；图片放在原来的位置；有框线的表格转换成 Word 表格。扫描件没有文字层，页面会以图片形式保留。',
    run: '转换为 Word',
    reading: '正在读取第 {{done}} / {{total}} 页…',
    working: '正在转换…',
    note: '{{pages}} · {{tables}} · {{pictures}}',
    tables_one: '{{count, number}} 个表格',
    tables_other: '{{count, number}} 个表格',
    pictures_one: '{{count, number}} 张图片',
    pictures_other: '{{count, number}} 张图片',
    privacy: '转换在本机完成：文件不会离开你的设备。',
    scanned:
      '第 {{pages}} 页没有文字层（是扫描件），在 Word 文件里以图片保留。需要可编辑的文字，请先对这些页做文字识别（OCR）。',
    scannedMany:
      '第 {{pages}} 页没有文字层（是扫描件），在 Word 文件里以图片保留。需要可编辑的文字，请先对这些页做文字识别（OCR）。',
  },
  en: {
    choose: 'Choose a PDF file',
    replace: 'Choose another PDF',
    hint: 'Drop a PDF here or paste it with Ctrl+V. It is converted in your browser and never uploaded.',
    pageCount_one: '{{count, number}} page',
    pageCount_other: '{{count, number}} pages',
    keeps:
      'Text becomes paragraphs in reading order with its sizes, bold, italic and place on the page; titles become Word headings, lists Word lists, columns stay columns; pictures stay where they were; ruled tables become Word tables. A scan has no text layer, so its pages come out as pictures.',
    run: 'Convert to Word',
    reading: 'Reading page {{done}} of {{total}}…',
    working: 'Converting…',
    note: '{{pages}} · {{tables}} · {{pictures}}',
    tables_one: '{{count, number}} table',
    tables_other: '{{count, number}} tables',
    pictures_one: '{{count, number}} picture',
    pictures_other: '{{count, number}} pictures',
    privacy: 'The conversion happens on this device: your file is never uploaded.',
    scanned:
      'Page {{pages}} has no text layer (it is a scan) and is kept as a picture in the Word file. For editable text, run text recognition (OCR) on it first.',
    scannedMany:
      'Pages {{pages}} have no text layer (they are scans) and are kept as pictures in the Word file. For editable text, run text recognition (OCR) on them first.',
  },
} satisfies ToolLocales;
