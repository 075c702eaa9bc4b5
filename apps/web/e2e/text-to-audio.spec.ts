import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowSlowConversions, DESKTOP, downloadedBytes, openSignedIn, SHOTS } from './files-helpers.ts';

allowSlowConversions();

/** Duration, codec and sample rate of downloaded audio, as ffprobe reads them. */
function probe(bytes: Buffer, ext: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'tts-e2e-')), `speech.${ext}`);
  writeFileSync(path, bytes);
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path], {
      encoding: 'utf8',
    }),
  ) as { streams: { codec_name: string; sample_rate: string }[]; format: { duration: string } };
  return {
    codec: out.streams[0]!.codec_name,
    rate: out.streams[0]!.sample_rate,
    duration: Number(out.format.duration),
  };
}

async function speak(page: Page, text: string, voice: string) {
  await page.getByLabel('Text to read aloud').fill(text);
  await page.getByLabel('Voice').selectOption(voice);
  await page.getByRole('button', { name: 'Make speech' }).click();
  const download = page.getByRole('button', { name: /^Download .*\.mp3$/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  // The preview player loads the same MP3 in Chromium.
  const player = page.getByTestId('tts-preview');
  await expect(player).toBeVisible();
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) => (Number.isFinite(audio.duration) ? audio.duration : 0)),
    )
    .toBeGreaterThan(1);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  return probe(await downloadedBytes(file), 'mp3');
}

// text_to_audio against the real server: the text goes up as a .txt, espeak-ng speaks it, ffmpeg makes the MP3.
test.describe('text_to_audio', () => {
  test('speaks English and Chinese text into MP3s that play', async ({ page }) => {
    await openSignedIn(page, 'tts', '/func/text_to_audio', DESKTOP);
    const english = await speak(
      page,
      'Speech is made on the server without network. Each sentence is spoken in turn. Then the parts are joined.',
      'en-us',
    );
    expect(english).toMatchObject({ codec: 'mp3', rate: '22050' });
    expect(english.duration).toBeGreaterThan(4);
    expect(english.duration).toBeLessThan(20);
    await page.screenshot({ path: `${SHOTS}/text-to-audio-desktop.png`, fullPage: true });

    const chinese = await speak(page, '今天天气很好。我们一起去公园散步吧！你觉得怎么样？', 'cmn');
    expect(chinese).toMatchObject({ codec: 'mp3', rate: '22050' });
    // 24 Han characters at 3–6 a second.
    expect(chinese.duration).toBeGreaterThan(3);
    expect(chinese.duration).toBeLessThan(12);
  });

  test('an empty text is refused in the page', async ({ page }) => {
    await openSignedIn(page, 'tts-empty', '/func/text_to_audio');
    await page.getByRole('button', { name: 'Make speech' }).click();
    await expect(page.getByRole('alert')).toHaveText('Type some text to read aloud first.');
  });
});
