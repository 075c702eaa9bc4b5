import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Region capture with what the system offers: the user drags a rectangle on the screen and the
 * picture is written to a PNG. Each capturer is a program and its arguments, `{file}` standing for
 * the PNG to write.
 *
 * - Windows 10+: the system's snipping overlay (`ms-screenclip:`), which puts the region on the
 *   clipboard; PowerShell then waits for a new picture there and saves it.
 * - Wayland: `slurp` (choose the region) with `grim` (capture it).
 * - X11: the desktop's own tool where there is one (GNOME, KDE), else `scrot -s` or ImageMagick's
 *   `import` (drag a rectangle).
 */
export type CaptureCommand = readonly string[];

/** PowerShell: opens the snipping overlay, waits (2 min at most) for a new clipboard picture, saves it. */
const windowsSnip = [
  'Add-Type -AssemblyName System.Windows.Forms, System.Drawing',
  '[System.Windows.Forms.Clipboard]::Clear()',
  'Start-Process "ms-screenclip:"',
  '$deadline = (Get-Date).AddMinutes(2)',
  'while ((Get-Date) -lt $deadline) {',
  '  Start-Sleep -Milliseconds 300',
  '  $image = [System.Windows.Forms.Clipboard]::GetImage()',
  '  if ($image) { $image.Save($env:TOOLBOX_SHOT, [System.Drawing.Imaging.ImageFormat]::Png); exit 0 }',
  '}',
  'exit 1',
].join('\n');

function onPath(name: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((folder) => existsSync(join(folder, name)));
}

/** The first region capturer this system has, or null (then the screenshot button says so). */
export function findCapturer(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): CaptureCommand | null {
  if (platform === 'win32')
    return ['powershell.exe', '-NoProfile', '-STA', '-ExecutionPolicy', 'Bypass', '-Command', windowsSnip];
  if (env.WAYLAND_DISPLAY && onPath('grim', env) && onPath('slurp', env))
    return ['sh', '-c', 'grim -g "$(slurp)" "$TOOLBOX_SHOT"'];
  if (!env.DISPLAY) return null;
  if (onPath('gnome-screenshot', env)) return ['gnome-screenshot', '--area', '--file', '{file}'];
  if (onPath('spectacle', env))
    return ['spectacle', '--region', '--background', '--nonotify', '--output', '{file}'];
  if (onPath('scrot', env)) return ['scrot', '--select', '{file}'];
  if (onPath('import', env)) return ['import', '{file}'];
  return null;
}

/**
 * Runs `command` to capture a region into `file`. Resolves true when a picture was written, false
 * when the user cancelled (the program ended without one); rejects when the program failed to run.
 */
export function captureRegion(command: CaptureCommand, file: string, timeoutMs = 180_000): Promise<boolean> {
  const [program, ...args] = command.map((part) => part.replaceAll('{file}', file));
  return new Promise((resolve, reject) => {
    execFile(
      program!,
      args,
      { timeout: timeoutMs, windowsHide: true, env: { ...process.env, TOOLBOX_SHOT: file } },
      (error) => {
        const written = existsSync(file) && statSync(file).size > 0;
        // Cancelling (Esc) makes most capturers exit non-zero without a file: that is not a failure.
        if (written) resolve(true);
        else if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') reject(error);
        else resolve(false);
      },
    );
  });
}
