import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { functionsResource } from '../../queries/catalog-data.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { makeFunc } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PricedFunctions } from './priced-functions.tsx';
import { fakeCreditsServer } from './test-server.ts';

const catalogue = [
  makeFunc('text_replace', 'text', { names: { en: 'Replace text', 'zh-CN': '文本替换' } }),
  makeFunc('pdf_merge', 'pdf', { names: { en: 'Merge PDF', 'zh-CN': 'PDF合并' } }),
  makeFunc('word_to_pdf', 'document', {
    names: { en: 'Word to PDF', 'zh-CN': 'Word转PDF' },
    point: 5,
    freeCount: 3,
    runs: 'server',
  }),
  // Runs in the browser, and costs credits per page all the same: the price is the catalogue's.
  makeFunc('pdf_to_word', 'pdf', {
    names: { en: 'PDF to Word', 'zh-CN': 'PDF转Word' },
    openLevel: 3,
    point: 2,
    freeCount: 1,
  }),
  makeFunc('image_clearer', 'image', {
    names: { en: 'Sharpen image', 'zh-CN': '图片变清晰' },
    openLevel: 2,
    point: 10,
    freeCount: 2,
    runs: 'server',
  }),
  makeFunc('image_id_photo_cut', 'image', {
    names: { en: 'ID photo', 'zh-CN': '证件照' },
    openLevel: 1,
    point: 1,
    price: 0.99,
    runs: 'server',
  }),
];

describe('PricedFunctions (/vip)', () => {
  beforeEach(() => {
    functionsResource.reset();
    systemInfoResource.reset();
    vi.stubGlobal('fetch', fakeCreditsServer({}, catalogue).fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says from the catalogue which tools are free and what each priced one costs', async () => {
    renderWithProviders(<PricedFunctions />);
    const list = await screen.findByTestId('vip-priced');
    const text = list.textContent ?? '';
    expect(text).toContain('2 tools are free, without limits.');
    const items = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Word to PDF: 5 credits a use, the first 3 uses each day are free',
      'PDF to Word: 2 credits a page, the first use each day is free',
      'Sharpen image: 10 credits a use, the first 2 uses each day are free, members’ tasks are processed first',
      'ID photo: the result carries a watermark until you pay for it: $0.99 or 1 credit',
    ]);
    // Nothing claims that browser tools are free: PDF to Word runs in the browser and costs credits.
    expect(text).not.toMatch(/browser/i);
  });
});
