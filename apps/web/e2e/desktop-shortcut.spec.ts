import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import { inLanguage } from './auth-helpers.ts';
import { spawnAgent } from './desktop-helpers.ts';

// The screenshot shortcut end to end: the real Linux agent (its executable when built) on an Xvfb
// display, the shortcut saved from the desktop home's dialog, the keys pressed through the X test
// extension as a user would, and the text of the captured screen arriving on the page. A
// combination another program holds is refused in the dialog.
test.describe.configure({ mode: 'serial' });

const onPath = (name: string) =>
  (process.env.PATH ?? '').split(delimiter).some((folder) => existsSync(join(folder, name)));
const missing = ['Xvfb', 'import', 'display'].filter((name) => !onPath(name));

let dir: string;
let agent: ChildProcess;
let xvfb: ChildProcess;
let holder: ChildProcess | undefined;
let clientId: string;
const display = `:${70 + (process.pid % 9)}`;
const onDisplay = { ...process.env, DISPLAY: display };
/** Presses keys on the display (xdotool, or libXtst without it: apps/desktop-agent/src/hotkey/press-keys.ts). */
const press = (keys: string) =>
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/desktop-agent/src/hotkey/press-keys.ts', display, keys],
    { stdio: 'inherit' },
  );

test.beforeAll(async ({ baseURL, browser }) => {
  // npm test installs them (scripts/test.sh): missing, the test fails and says what to install.
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')} not installed (Debian: xvfb, imagemagick); scripts/test.sh installs them`,
    );
  dir = mkdtempSync(join(tmpdir(), 'desktop-shortcut-'));
  xvfb = spawn('Xvfb', [display, '-screen', '0', '1024x300x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !existsSync(`/tmp/.X11-unix/X${display.slice(1)}`); i++)
    await new Promise((r) => setTimeout(r, 50));
  // What the screen shows: a line of text, set as the root window's picture.
  const shot = await browser.newPage({ viewport: { width: 900, height: 160 } });
  await shot.setContent(
    '<body style="margin:24px;font:32px sans-serif;background:#fff">Shortcut pressed, text read.</body>',
  );
  await shot.screenshot({ path: join(dir, 'screen.png') });
  await shot.close();
  try {
    execFileSync('display', ['-window', 'root', join(dir, 'screen.png')], {
      env: onDisplay,
      stdio: 'ignore',
    });
  } catch {
    // display exits non-zero without a window manager, after setting the background.
  }
  agent = spawnAgent({ webOrigin: baseURL!, root: dir, dir, display });
  clientId = await new Promise((resolve) =>
    createInterface({ input: agent.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as { clientId?: string };
      if (message.clientId) resolve(message.clientId);
    }),
  );
  // Another program on the same display holding ctrl+alt+P (an X11 key grab of its own).
  holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      [
        "import { GlobalHotkey } from './apps/desktop-agent/src/hotkey/global-hotkey.ts';",
        'const hotkey = new GlobalHotkey(() => {});',
        "const held = await hotkey.register({ ctrl: true, alt: true, shift: false, key: 'P' });",
        'console.log(JSON.stringify(held));',
        'setInterval(() => {}, 60_000);',
      ].join('\n'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: onDisplay },
  );
  const held = await new Promise<string>((resolve) =>
    createInterface({ input: holder!.stdout! }).once('line', resolve),
  );
  expect(JSON.parse(held)).toEqual({ ok: true });
});

test.afterAll(() => {
  holder?.kill();
  agent?.kill('SIGTERM');
  xvfb?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('saves ctrl+alt+K in the shortcut dialog, and the keys capture the screen into the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await inLanguage(page, 'en');
  await page.goto(`/desktop-index?clientId=${clientId}`);
  await expect(page.getByTestId('desktop-version')).toBeVisible();
  await expect(page.getByTestId('desktop-shortcut-current')).toHaveText('No screenshot shortcut');

  await page.getByRole('button', { name: 'Shortcut settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Screenshot keyboard shortcut' });
  await dialog.getByRole('switch', { name: 'Enable the screenshot shortcut' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Ctrl' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Alt' })).toBeChecked();
  const key = dialog.getByRole('textbox', { name: 'Key' });
  // Taken by the other program: the dialog says so and stays open.
  await key.fill('p');
  await expect(key).toHaveValue('P');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ctrl+Alt+P is already used by another program. Choose another combination.',
  );
  await key.fill('k');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('desktop-shortcut-current')).toHaveText(
    'Shortcut: Ctrl+Alt+K (screenshot to text, from any program)',
  );

  // The user presses the keys (whatever has the focus): the agent captures, reads, tells the page.
  press('ctrl+alt+k');
  await expect(page.getByTestId('desktop-screenshot-text')).toHaveValue(/Shortcut pressed, text read/, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('desktop-screenshot-result').getByText(/^screenshot-.*\.png$/)).toBeVisible();

  // Turned off: the keys do nothing any more.
  await page.getByRole('button', { name: 'Shortcut settings' }).click();
  await dialog.getByRole('switch', { name: 'Enable the screenshot shortcut' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('desktop-shortcut-current')).toHaveText('No screenshot shortcut');
  await page.reload();
  await expect(page.getByTestId('desktop-shortcut-current')).toHaveText('No screenshot shortcut');
  press('ctrl+alt+k');
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('desktop-screenshot-text')).toHaveCount(0);
});
