import { execFile } from 'node:child_process';
import type { FileSelectRequest } from '@toolbox/contracts';

/** Shows the system's chooser; answers the chosen paths ([] when cancelled). */
export type Picker = (request: FileSelectRequest) => Promise<string[]>;

function run(program: string, args: string[]): Promise<string | null> {
  return new Promise((resolve, reject) => {
    execFile(
      program,
      args,
      { encoding: 'utf8', windowsHide: false, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        // Cancelling exits with 1 and prints nothing.
        if (error && (error as { code?: unknown }).code === 1) resolve(null);
        else if (error) reject(error);
        else resolve(stdout);
      },
    );
  });
}

/** Windows: the Forms dialogs through PowerShell, one path a line. */
function windowsScript({ select, accept }: FileSelectRequest): string {
  if (select === 'folder') {
    return 'Add-Type -AssemblyName System.Windows.Forms; $d = New-Object System.Windows.Forms.FolderBrowserDialog; if ($d.ShowDialog() -eq "OK") { $d.SelectedPath }';
  }
  const filter = accept?.length ? `Files|${accept.map((e) => `*.${e}`).join(';')}` : 'All files|*.*';
  return `Add-Type -AssemblyName System.Windows.Forms; $d = New-Object System.Windows.Forms.OpenFileDialog; $d.Multiselect = $true; $d.Filter = '${filter}'; if ($d.ShowDialog() -eq 'OK') { $d.FileNames -join "\`n" }`;
}

/** The system chooser: PowerShell on Windows, zenity (GNOME) on Linux. */
export const systemPicker: Picker = async (request) => {
  let out: string | null;
  if (process.platform === 'win32') {
    out = await run('powershell.exe', ['-NoProfile', '-STA', '-Command', windowsScript(request)]);
  } else {
    const args = ['--file-selection', '--separator=\n'];
    if (request.select === 'folder') args.push('--directory');
    else args.push('--multiple');
    if (request.select === 'files' && request.accept?.length)
      args.push(`--file-filter=${request.accept.map((e) => `*.${e}`).join(' ')}`);
    out = await run('zenity', args).catch((error: unknown) => {
      throw new Error(`No file chooser on this system (zenity): ${String(error)}`);
    });
  }
  return (out ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
};
