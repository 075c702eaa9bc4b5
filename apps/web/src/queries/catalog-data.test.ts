import { describe, expect, it } from 'vitest';
import { makeFunc } from '../test/fixtures.ts';
import { functionsOf, loadFuncSearch, nonEmptyCategories } from './catalog-data.ts';

// A tool the server marks unavailable (an AI writer without a provider) keeps its page but is
// offered nowhere: not in a category's list, not as a category of its own, not in search.
const writer = makeFunc('smart_text_generator', 'generator', { name: 'AI writer', unavailable: true });
const qr = makeFunc('qr_code_generator', 'generator', { name: 'QR code generator' });
const lone = makeFunc('comment_generator', 'lonely', { name: 'Comment writer', unavailable: true });
const list = [writer, qr, lone];

describe('the lists the shell offers', () => {
  it('leave out unavailable tools', async () => {
    expect(functionsOf(list, 'generator').map((f) => f.code)).toEqual(['qr_code_generator']);
    const categories = [
      { code: 'generator', name: 'Generators', names: { en: 'Generators', 'zh-CN': '生成' }, orderNumber: 1 },
      { code: 'lonely', name: 'Lonely', names: { en: 'Lonely', 'zh-CN': '孤' }, orderNumber: 2 },
    ];
    expect(nonEmptyCategories(categories, list).map((c) => c.code)).toEqual(['generator']);
    const search = await loadFuncSearch();
    expect(search(list, 'generator').map((f) => f.code)).toEqual(['qr_code_generator']);
    expect(search(list, 'AI writer')).toEqual([]);
  });
});
