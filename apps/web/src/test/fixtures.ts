import type { Func, FuncCategory } from '@toolbox/contracts';

/** A listed function as `/ut/func/query` answers it. */
export function makeFunc(code: string, categoryCode: string, over: Partial<Func> = {}): Func {
  return {
    code,
    name: `${code} name`,
    description: `${code} description`,
    names: { en: `${code} name`, 'zh-CN': `${code} 名称` },
    descriptions: { en: `${code} description`, 'zh-CN': `${code} 说明` },
    categoryCode,
    categoryName: categoryCode,
    iconImageBase64: null,
    openLevel: 0,
    price: 0,
    point: 0,
    freeCount: 0,
    freeIntroduction: null,
    wang: false,
    runs: 'browser',
    orderNumber: 0,
    ...over,
  };
}

export const sampleFuncs: Func[] = [
  makeFunc('pdf_merge', 'pdf', {
    name: 'Merge PDF',
    names: { en: 'Merge PDF', 'zh-CN': 'PDF合并' },
    descriptions: { en: 'Combine several PDFs into one', 'zh-CN': '把多个 PDF 按顺序合并成一个文件' },
    orderNumber: 1,
  }),
  makeFunc('image_compress', 'image', {
    name: 'Compress image',
    names: { en: 'Compress image', 'zh-CN': '图片压缩' },
    descriptions: { en: 'Shrink an image to a target size', 'zh-CN': '把图片压缩到指定大小' },
    orderNumber: 2,
  }),
  makeFunc('text_replace', 'text', {
    name: 'Find and replace text',
    names: { en: 'Find and replace text', 'zh-CN': '文本替换' },
    descriptions: { en: 'Find and replace in text', 'zh-CN': '批量查找并替换文本' },
    orderNumber: 3,
  }),
];

export const sampleCategories: FuncCategory[] = [
  { code: 'pdf', name: 'PDF tools', names: { en: 'PDF tools', 'zh-CN': 'PDF 工具' }, orderNumber: 1 },
  { code: 'image', name: 'Image tools', names: { en: 'Image tools', 'zh-CN': '图片工具' }, orderNumber: 2 },
  { code: 'text', name: 'Text tools', names: { en: 'Text tools', 'zh-CN': '文本工具' }, orderNumber: 3 },
  { code: 'game', name: 'Games', names: { en: 'Games', 'zh-CN': '小游戏' }, orderNumber: 4 },
];

/** A fetch stub answering the shell's calls from fixtures; other paths answer code 40400. */
export function fakeApi(data: { funcs?: Func[]; categories?: FuncCategory[] } = {}) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    calls.push(path);
    const body =
      path === '/ut/func/query'
        ? { code: '000', message: 'ok', data: data.funcs ?? sampleFuncs }
        : path === '/ut/func-category/list'
          ? { code: '000', message: 'ok', data: data.categories ?? sampleCategories }
          : { code: '40400', message: 'Not found', data: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { fetchStub, calls };
}
