import { describe, expect, it } from 'vitest';
import { categories } from './categories.ts';
import { searchTools } from './search.ts';
import { tools } from './tools.ts';

// The spec's "Tool paths under /func/", without video4 (a redirect to /func/free_image).
const funcCodes = [
  'pdf_to_image',
  'pdf_split',
  'pdf_merge',
  'pdf_extract_image',
  'pdf_rotate',
  'pdf_page_del',
  'pdf_page_extract',
  'pdf_unlock',
  'invoice_pdf_merge',
  'pdf_merge_adv',
  'pdf_add_page_num',
  'pdf_image_to_pdf',
  'pdf_text_extract',
  'pdf_batch_to_image',
  'pdf_batch_extract_image',
  'pdf_to_word',
  'pdf_compress',
  'paper_scan',
  'word_merge',
  'word_to_pdf',
  'word_to_image',
  'location_trans',
  'audio_cut',
  'image_compress',
  'image_size_adjust',
  'image_cut',
  'image_id_photo_cut',
  'id_photo_change_bg_color',
  'image_clearer',
  'image_coloring',
  'image_to_base64',
  'image_rotate',
  'old_photo_repair',
  'image_grid_cut',
  'image_format_change',
  'image_long_image_merge',
  'image_long_image_split',
  'image_batch_add_water_marker',
  'image_id_photo_add_water_marker',
  'image_remove_location',
  'image_heic_trans',
  'image_heic_trans_batch',
  'image_change_dpi',
  'image_to_line',
  'image_enlarge',
  'ip_my_ip_query',
  'ip_query',
  'code_json_parse',
  'code_compare',
  'timestamp_trans',
  'network_speed_test',
  'letter_handle',
  'text_replace',
  'text_compare',
  'finance_number_upper',
  'finance_money_upper',
  'map_location_pick_and_jump',
  'finance_accounting_title_list',
  'finance_invoice_inquiry',
  'country_capital',
  'tomato_clock',
  'fd_work',
  'file_base64_trans',
  'text_chinese_pinyin_trans',
  'text_special_symbols',
  'comment_generator',
  'work_report_generator',
  'red_book_text_generator',
  'smart_text_generator',
  'qr_code_generator',
  'bar_code_generator',
  'batch_bar_code_generator',
  'line_chart',
  'bar_chart',
  'pie_chart',
  'radar_chart',
  'free_icon',
  'free_image',
  'text_to_audio',
  'tetris',
  'tic_tac_toe',
  'wenzi_defence',
  'screen_record',
  'video1',
  'video2',
  'video3_1',
  'video3',
  'video5',
  'random_password',
  'wechat_multiple_open',
  'file_batch_rename',
  'trip_plan',
  'trip_plan_share_page',
  'web_batch_refresh',
  'taobao_coupon',
  'audio_to_srt',
  'audio_mp3_to_m4a',
  'audio_m4a_to_mp3',
  'audio_mp3_to_wav',
  'audio_wav_to_mp3',
  'audio_mp3_merge',
  'audio_m4a_merge',
  'video_mp4_merge',
  'video_cut',
  'video_mp4_to_gif',
  'video_mp4_to_mp3',
];

// The spec's "Desktop tools under /desktop-func/".
const desktopCodes = [
  'pdf_to_word_desktop',
  'pdf_to_image_desktop',
  'pdf_compress_desktop',
  'pdf_merge_desktop',
  'image_ocr_desktop',
  'image_to_excel_desktop',
  'word_merge_desktop',
  'word_to_pdf_desktop',
  'word_to_image_desktop',
  'file_search_desktop',
];

// The foundation's three tools; which others are built is checked against the web app's tool folders
// by apps/web/src/framework/registry.test.ts.
const foundationCodes = ['pdf_merge', 'image_compress', 'text_replace'];

const codes = tools.map((t) => t.code);
const sorted = (list: string[]) => [...list].sort();

describe('tool catalog', () => {
  it('the expected lists themselves hold no duplicates', () => {
    expect(new Set(funcCodes).size).toBe(funcCodes.length);
    expect(new Set(desktopCodes).size).toBe(desktopCodes.length);
  });

  it('covers exactly the spec codes: nothing missing, nothing extra, no video4', () => {
    expect(sorted(codes)).toEqual(sorted([...funcCodes, ...desktopCodes]));
    expect(codes).not.toContain('video4');
  });

  it('has unique codes', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('puts every tool in a known category', () => {
    const known = new Set(categories.map((c) => c.code));
    for (const t of tools) expect(known.has(t.category), `${t.code}: ${t.category}`).toBe(true);
  });

  it('uses every category at least once', () => {
    const used = new Set(tools.map((t) => t.category));
    for (const c of categories) expect(used.has(c.code), c.code).toBe(true);
  });

  it('gives every tool a trimmed, non-empty name and description in both locales', () => {
    for (const t of tools) {
      for (const locale of ['zh-CN', 'en'] as const) {
        for (const text of [t.name[locale], t.description[locale]]) {
          expect(text, `${t.code} ${locale}`).toBeTruthy();
          expect(text, `${t.code} ${locale}`).toBe(text.trim());
        }
      }
    }
  });

  it('gives every tool trimmed, non-empty keywords in both locales', () => {
    for (const t of tools) {
      for (const locale of ['zh-CN', 'en'] as const) {
        const list = t.keywords?.[locale] ?? [];
        expect(list.length, `${t.code} ${locale}`).toBeGreaterThan(0);
        for (const word of list) expect(word, t.code).toBe(word.trim());
        for (const word of list) expect(word, t.code).not.toBe('');
      }
    }
  });

  it('keeps desktop tools apart: _desktop codes run on the desktop at openLevel 4, others never', () => {
    for (const t of tools) {
      const isDesktop = t.code.endsWith('_desktop');
      expect(isDesktop, t.code).toBe(desktopCodes.includes(t.code));
      expect(t.runs === 'desktop', t.code).toBe(isDesktop);
      expect(t.openLevel === 4, t.code).toBe(isDesktop);
      expect(t.category === 'desktop', t.code).toBe(isDesktop);
    }
  });

  it('prices openLevel-1 tools in money and credits, and only them in money', () => {
    for (const t of tools) {
      if (t.openLevel === 1) {
        expect(t.price, t.code).toBeGreaterThan(0);
        expect(t.point, t.code).toBeGreaterThan(0);
      } else {
        expect(t.price, t.code).toBe(0);
      }
    }
  });

  it('keeps pricing consistent with where a tool runs', () => {
    for (const t of tools) {
      expect(t.point, t.code).toBeGreaterThanOrEqual(0);
      expect(t.freeCount, t.code).toBeGreaterThanOrEqual(0);
      // Browser tools are free; every server task costs something.
      if (t.runs === 'browser') expect([t.openLevel, t.point, t.freeCount], t.code).toEqual([0, 0, 0]);
      if (t.runs === 'server') expect(t.point, t.code).toBeGreaterThan(0);
    }
    const byCode = new Map(tools.map((t) => [t.code, t]));
    for (const code of [
      'word_to_pdf',
      'word_to_image',
      'pdf_to_word',
      'image_clearer',
      'image_coloring',
      'old_photo_repair',
      'image_enlarge',
      'audio_to_srt',
      'text_to_audio',
      'smart_text_generator',
      'comment_generator',
      'work_report_generator',
      'red_book_text_generator',
    ]) {
      const t = byCode.get(code);
      expect(t?.runs, code).toBe('server');
      expect(t?.freeCount, code).toBeGreaterThan(0);
    }
    expect(byCode.get('pdf_to_word')?.openLevel).toBe(3);
    expect(byCode.get('image_id_photo_cut')?.openLevel).toBe(1);
    expect(byCode.get('id_photo_change_bg_color')?.openLevel).toBe(1);
  });

  it('recommends a handful of tools through the mascot', () => {
    const wang = tools.filter((t) => t.wang).length;
    expect(wang).toBeGreaterThanOrEqual(6);
    expect(wang).toBeLessThanOrEqual(10);
  });

  it('finds pdf_merge by 合并 and by merge', () => {
    const items = tools.map((t) => ({ code: t.code, names: t.name, keywords: t.keywords }));
    for (const query of ['合并', 'merge']) {
      expect(
        searchTools(items, query).map((i) => i.code),
        query,
      ).toContain('pdf_merge');
    }
  });

  it('lists the tools still to build; the foundation tools are built, desktop ones not yet', () => {
    const unbuilt = tools.filter((t) => !t.built).map((t) => t.code);
    console.log(`Unbuilt tools (${unbuilt.length} of ${tools.length}):\n${unbuilt.join(', ')}`);
    const built = tools.filter((t) => t.built).map((t) => t.code);
    for (const code of foundationCodes) expect(built).toContain(code);
    expect(built.filter((c) => c.endsWith('_desktop'))).toEqual([]);
    expect(unbuilt.length + built.length).toBe(tools.length);
  });
});
