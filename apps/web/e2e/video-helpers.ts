import { expect, type Page } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Real videos none of us made (see fixtures/video/SOURCES.md). */
export const videoFixture = (name: string) =>
  fileURLToPath(new URL(`./fixtures/video/${name}`, import.meta.url));

export async function openVideoTool(page: Page, code: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto(`/func/${code}`);
}

/** Picks a file and waits for the preview (the facts line and the frame strip). */
export async function pickVideo(page: Page, path: string | string[], frames = true) {
  await page.getByTestId('file-input').setInputFiles(path);
  if (frames) await expect(page.locator('.video-kit-frame img').first()).toBeVisible({ timeout: 30_000 });
}

/** Clicks the run button and downloads the offered result. */
export async function runAndDownload(page: Page, button: string, name: string, timeout = 60_000) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const link = page.getByRole('link', { name: new RegExp(name.replace(/\./g, '\\.')) });
  await expect(link).toBeVisible({ timeout });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  return (await download.path())!;
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  sample_rate?: string;
  channels?: number;
  side_data_list?: { rotation?: number }[];
}

/**
 * What ffprobe reads of a file, after checking that neither ffprobe (warnings included) nor a full
 * decode by ffmpeg has anything to complain about.
 */
export function probe(path: string): { duration: number; streams: ProbedStream[]; format: string } {
  const quiet = spawnSync('ffprobe', ['-v', 'warning', '-i', path], { encoding: 'utf8' });
  expect(quiet.status).toBe(0);
  expect(quiet.stderr.trim()).toBe('');
  const decode = spawnSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'null', '-'], { encoding: 'utf8' });
  expect(decode.status).toBe(0);
  expect(decode.stderr.trim()).toBe('');
  const json = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path], {
      encoding: 'utf8',
    }),
  ) as { format: { duration: string; format_name: string }; streams: ProbedStream[] };
  return { duration: Number(json.format.duration), streams: json.streams, format: json.format.format_name };
}

/** The size a player shows a video stream at (rotation metadata applied). */
export function displaySize(stream: ProbedStream): [number, number] {
  const rotation = Math.abs(stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
  return rotation % 180 === 90 ? [stream.height!, stream.width!] : [stream.width!, stream.height!];
}

/** One frame as 32×32 grey bytes, at `time` seconds (or the first frame). */
export function frameAt(path: string, time = 0): Buffer {
  return execFileSync('ffmpeg', [
    '-v',
    'error',
    '-ss',
    String(time),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    'scale=32:32',
    '-pix_fmt',
    'gray',
    '-f',
    'rawvideo',
    '-',
  ]);
}

/** Mean absolute difference of two grey frames (0 = the same picture). */
export function frameDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** The names in the audio and video tools' OPFS output folder (see kit/output/output-store.ts). */
export async function outputFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle('video-outputs', { create: true });
    const names: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
    return names.sort();
  });
}
