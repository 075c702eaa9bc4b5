// Strings of the batch frame (batch-tool.tsx), shared by pdf_batch_to_image and pdf_batch_extract_image.
export const batchLocales = {
  'zh-CN': {
    choose: '选择 PDF 文件',
    addMore: '添加更多 PDF',
    hint: '可一次选择多个 PDF，拖到这里或按 Ctrl+V 粘贴。文件只在你的浏览器里处理，不会上传。',
    listLabel: '待处理的 PDF',
    remove: '移除 {{name}}',
    clear: '全部移除',
    working: '正在处理第 {{file}} / {{files}} 个文件… 第 {{done}} / {{total}} 张',
    imageCount_one: '{{count, number}} 张图片',
    imageCount_other: '{{count, number}} 张图片',
    nothingDone: '没有可以处理的文件：',
    privacy: '全部在本机完成：文件不会离开你的设备。',
  },
  en: {
    choose: 'Choose PDF files',
    addMore: 'Add more PDFs',
    hint: 'Pick several PDFs at once, drop them here or paste them with Ctrl+V. They are processed in your browser and never uploaded.',
    listLabel: 'PDFs to process',
    remove: 'Remove {{name}}',
    clear: 'Remove all',
    working: 'Working on file {{file}} of {{files}}… image {{done}} of {{total}}',
    imageCount_one: '{{count, number}} image',
    imageCount_other: '{{count, number}} images',
    nothingDone: 'None of the files could be processed:',
    privacy: 'Everything happens on this device: your files are never uploaded.',
  },
};
