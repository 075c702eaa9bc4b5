import { expect, test } from '@playwright/test';
import { allowSlowConversions, DESKTOP, downloadedBytes, openSignedIn, SHOTS } from './files-helpers.ts';

allowSlowConversions();

/** A real LibriVox reading (public domain), shipped by Debian's pocketsphinx-testdata. */
const reading = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0880.wav';

// audio_to_srt against the real server: the WAV goes up, pocketsphinx recognises it offline.
test.describe('audio_to_srt', () => {
  test('makes English subtitles of a real recording, previewed and downloaded', async ({ page }) => {
    await openSignedIn(page, 'asr', '/func/audio_to_srt', DESKTOP);
    await page.getByTestId('file-input').setInputFiles(reading);
    await page.getByLabel('Spoken language').selectOption('en');
    await page.getByLabel('Subtitle format').selectOption('srt');
    await page.getByRole('button', { name: 'Make subtitles' }).click();
    const download = page.getByRole('button', { name: /^Download .*\.srt$/ });
    await expect(download).toBeVisible({ timeout: 100_000 });
    await expect(page.getByTestId('srt-preview')).toContainText('young man');
    await page.screenshot({ path: `${SHOTS}/audio-to-srt-desktop.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const srt = (await downloadedBytes(file)).toString('utf8');
    expect(srt).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\nhe was not .*young man\n$/);
  });

  test('Chinese without a transcription service says so', async ({ page }) => {
    await openSignedIn(page, 'asr-zh', '/func/audio_to_srt');
    await page.getByTestId('file-input').setInputFiles(reading);
    await page.getByLabel('Spoken language').selectOption('zh');
    await page.getByRole('button', { name: 'Make subtitles' }).click();
    await expect(page.getByRole('alert')).toContainText('Chinese speech recognition is not set up', {
      timeout: 60_000,
    });
  });
});
