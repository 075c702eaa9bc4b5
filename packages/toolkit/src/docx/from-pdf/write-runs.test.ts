import { describe, expect, it } from 'vitest';
import { fontsFor } from './fonts.ts';
import { fixtureBlocks, paragraphsOf } from './layout-test-helper.ts';
import { letterSpacing, runsXml } from './write-runs.ts';
import { textWidth } from './widths.ts';

/** Points a run comes out wide with its letter spacing: its family's widths plus the spacing. */
function spacedWidth(run: Parameters<typeof letterSpacing>[0]): number {
  const drawn = run.text.slice(run.lead ?? 0).replace(/\t/g, '');
  const cjk = [...drawn].filter((c) => /[\u3000-\u9fff\uff00-\uffef]/.test(c)).length * 2 > [...drawn].length;
  const natural = textWidth(drawn, fontsFor(run.font, drawn).ascii, run.bold, run.italic, cjk)!;
  const [spacing, extra] = letterSpacing(run)!;
  return natural * (Math.round(run.size * 2) / 2) + (spacing * [...drawn].length + extra) / 20;
}

describe('letter spacing', () => {
  it('gives each line of Century Gothic text (not installed; written in Arial) its PDF width', async () => {
    const runs = paragraphsOf(await fixtureBlocks('word-french-minutes.pdf')).flatMap((p) => p.runs);
    const spaced = runs.filter((r) => r.width !== undefined && r.text.trim().length > 3);
    expect(spaced.length).toBeGreaterThan(40);
    // Never wider than in the PDF; as wide, but where a justified line was stretched more than the
    // spacing may take (0.08 em a letter): justification makes up the rest.
    for (const r of spaced) expect(spacedWidth(r) - r.width!, r.text).toBeLessThan(0.1);
    const exact = spaced.filter((r) => Math.abs(spacedWidth(r) - r.width!) < 0.1);
    expect(exact.length).toBeGreaterThan(spaced.length * 0.7);
  });

  it('lets proportional Japanese kana (MS PGothic) come out as narrow as in the PDF', async () => {
    const runs = paragraphsOf(await fixtureBlocks('google-docs-japanese-headings.pdf'))
      .flatMap((p) => p.runs)
      .filter((r) => r.text.includes('アリ'));
    expect(runs.length).toBe(2);
    for (const r of runs) {
      // A tenth of an em narrower than full width: more than Latin text may take.
      expect(letterSpacing(r)![0]).toBeLessThan(-0.08 * r.size * 20);
      expect(Math.abs(spacedWidth(r) - r.width!), r.text).toBeLessThan(0.1);
      // Kerning on (LibreOffice sets CJK text wider without it) and quotes in the CJK font.
      expect(runsXml([r], () => '')).toContain('<w:kern w:val="2"/>');
      expect(runsXml([r], () => '')).toContain('w:hint="eastAsia"');
    }
  });

  it('cuts a spaced run only between words, so that no word is split in two runs', async () => {
    const runs = paragraphsOf(await fixtureBlocks('word-french-minutes.pdf')).flatMap((p) => p.runs);
    for (const r of runs) {
      const texts = [...runsXml([r], () => '').matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]!);
      texts.slice(0, -1).forEach((t) => expect(t.endsWith(' ') || t.endsWith('\t'), t).toBe(true));
    }
  });
});
