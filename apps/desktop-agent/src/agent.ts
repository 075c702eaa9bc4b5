import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import {
  BridgeCode,
  fileSearchQuery,
  fileSelectRequest,
  keystoreConfig,
  paths,
  screenshotRequest,
  type BridgeRequestType,
  type KeystoreConfig,
  type ScreenshotResult,
  type SupportVolumeInfo,
} from '@toolbox/contracts';
import { z } from 'zod';
import { BridgeError, BridgeServer, failureOf, type BridgeHandler } from './bridge/server.ts';
import { FileSearch } from './file-search/file-search.ts';
import { systemPicker, type Picker } from './funcs/picker.ts';
import { freePath } from './funcs/inputs.ts';
import { runFunc, runnableCodes, type RunOptions } from './funcs/runner.ts';
import { GlobalHotkey, type HotkeyBackend } from './hotkey/global-hotkey.ts';
import { SCREENSHOT_SHORTCUT, ScreenshotShortcut } from './hotkey/shortcut.ts';
import { captureRegion, findCapturer, type CaptureCommand } from './screenshot/capture.ts';
import { callServer } from './server-api.ts';
import { StateFile } from './state.ts';
import { agentVersion } from './version.ts';

export interface AgentOptions {
  /** Our web app's origin (the only one the bridge answers). */
  webOrigin: string;
  /** Our server's base URL for registration and hand-over codes (usually the web origin). */
  serverUrl: string;
  /** Folders or volumes file search indexes. */
  roots: string[];
  dataDir: string;
  /** 0 picks a free loopback port. */
  port?: number;
  /** Opens a path or an address with the system's handler (tests record instead). */
  open?: (target: string) => void;
  fileTimeoutMs?: number;
  /** The system's file and folder chooser (tests answer for the user). */
  pick?: Picker;
  /** Finds LibreOffice's soffice (default: PATH and its install folders; tests pretend there is none). */
  findOffice?: () => string | null;
  /** The region capturer for screenshot:start (default: the system's, see screenshot/capture.ts). */
  capture?: CaptureCommand;
  /** The system's global hotkey for the screenshot shortcut (default: GlobalHotkey; tests give a fake). */
  hotkey?: (onPress: () => void) => HotkeyBackend;
}

/** The jobId of the TIPS messages a screenshot started by the shortcut sends to the page. */
export const SHORTCUT_JOB = 'screenshot-shortcut';

/** Opens with the desktop's default handler, detached. */
export function systemOpen(target: string): void {
  const [cmd, args] =
    process.platform === 'win32'
      ? ['explorer.exe', [target]]
      : process.platform === 'darwin'
        ? ['open', [target]]
        : ['xdg-open', [target]];
  const child = spawn(cmd, args, { detached: true, stdio: 'ignore' });
  child.on('error', () => {});
  child.unref();
}

const pathInput = z.object({ path: z.string().min(1) });
const openInput = z.object({ path: z.string().min(1), folder: z.boolean().optional() });
const copyInput = z.object({ path: z.string().min(1), toFolder: z.string().min(1) });
const saveInput = z.object({ path: z.string().min(1), base64: z.string() });
const pageOpenInput = z.object({
  webViewCode: z.string(),
  data: z.object({ url: z.string() }).partial().optional(),
});
const handoverLife = 60_000;
/** What the desktop home saves: its login (only the token is used here). */
const savedLogin = z.object({ accessToken: z.string().min(1) }).passthrough();

/**
 * The desktop agent: the bridge on a loopback port, file search, the remembered settings and the
 * login the desktop home hands it, and the registration that tells the web where to find it.
 */
export class Agent {
  readonly clientId = randomBytes(16).toString('base64url');
  readonly secret = randomBytes(32).toString('base64url');
  readonly fileSearch: FileSearch;
  readonly bridge: BridgeServer;
  private readonly state: StateFile;
  private readonly handovers = new Map<string, number>();
  /** Files and folders the user chose in the system chooser: tools may read and write there. */
  private readonly chosen = new Set<string>();
  private registerTimer: NodeJS.Timeout | null = null;
  readonly shortcut: ScreenshotShortcut;
  private shooting = false;

  constructor(private readonly options: AgentOptions) {
    this.state = new StateFile(options.dataDir);
    this.fileSearch = new FileSearch({ roots: options.roots.map((r) => resolve(r)) });
    this.bridge = new BridgeServer({
      port: options.port ?? 0,
      webOrigins: [options.webOrigin],
      secret: this.secret,
      handlers: this.handlers(),
      fileTimeoutMs: options.fileTimeoutMs,
    });
    const onPress = () => void this.shootByShortcut();
    this.shortcut = new ScreenshotShortcut(() =>
      (options.hotkey ?? ((press) => new GlobalHotkey(press)))(onPress),
    );
  }

  /** Starts the bridge, registers with the server, and indexes when file search is on. */
  async start(): Promise<number> {
    const port = await this.bridge.listen();
    if (this.state.state.fileSearchEnable) void this.fileSearch.build();
    // The saved screenshot shortcut, registered again (in the background: the bridge need not wait).
    const saved = this.state.state.keystore[SCREENSHOT_SHORTCUT];
    if (saved?.enable)
      void this.shortcut
        .apply(saved)
        .catch((error: unknown) =>
          console.warn(`screenshot shortcut not registered: ${failureOf(error).exceptionMsg?.title}`),
        );
    // Without the server the bridge still works; the next periodic registration retries.
    await this.register().catch((error: unknown) => console.warn(`registration failed: ${String(error)}`));
    this.registerTimer = setInterval(() => void this.register().catch(() => {}), 10 * 60_000);
    this.registerTimer.unref();
    return port;
  }

  /** The address that pairs a browser with this agent (opened at start). */
  get pairingUrl(): string {
    return `${this.options.webOrigin}/desktop-index?clientId=${this.clientId}`;
  }

  async close(): Promise<void> {
    if (this.registerTimer) clearInterval(this.registerTimer);
    this.fileSearch.close();
    await this.shortcut.close();
    await this.bridge.close();
  }

  private register(): Promise<unknown> {
    return callServer(this.options.serverUrl, paths.clientRegister, {
      clientId: this.clientId,
      port: this.bridge.port,
      pairingSecret: this.secret,
      versionInt: agentVersion.versionInt,
    });
  }

  private open(target: string): void {
    (this.options.open ?? systemOpen)(target);
  }

  /** How a desktop tool runs here: progress to the page, chosen paths only, paid through our server. */
  private runOptions(): RunOptions {
    return {
      push: (message) => this.bridge.push(message),
      checkPath: (path) => this.ownPath(path, true),
      findOffice: this.options.findOffice,
      server: { url: this.options.serverUrl, accessToken: this.state.state.login?.accessToken },
    };
  }

  /**
   * screenshot:start: a region of the screen captured by the system's capturer into the agent's
   * screenshots folder, then read as text or as a table by the desktop tool (priced and paid as
   * that tool is). The picture and what was made from it may then be opened by the page.
   */
  private async screenshot(data: unknown): Promise<ScreenshotResult> {
    const { then, lang } = screenshotRequest.parse(data ?? {});
    const command = this.options.capture ?? findCapturer();
    if (!command)
      throw new BridgeError(BridgeCode.failed, 'No screen capture program on this computer', 'no_capturer');
    const folder = join(this.options.dataDir, 'screenshots');
    await mkdir(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const image = freePath(folder, `screenshot-${stamp}`, 'png');
    if (!(await captureRegion(command, image))) return { cancelled: true };
    this.chosen.add(image);
    if (then === 'image') return { cancelled: false, image };
    const run = await runFunc(
      {
        code: then === 'ocr' ? 'image_ocr_desktop' : 'image_to_excel_desktop',
        paths: [image],
        jobId: `screenshot-${stamp}`,
        options: lang ? { lang } : {},
      },
      this.runOptions(),
    );
    const result = run.files[0]!;
    for (const output of result.outputs) this.chosen.add(output);
    const text = then === 'ocr' && result.ok ? await readFile(result.outputs[0]!, 'utf8') : undefined;
    return { cancelled: false, image, result, text };
  }

  /**
   * The screenshot shortcut was pressed: the same capture and reading as the button's "to text",
   * its progress and result pushed to the open desktop home as TIPS messages (jobId SHORTCUT_JOB,
   * state capturing, then done with the screenshot or failed with the bridge's failure). A press
   * while a capture is under way is ignored.
   */
  private async shootByShortcut(): Promise<void> {
    if (this.shooting) return;
    this.shooting = true;
    const tip = (data: object) => this.bridge.push({ type: 'TIPS', data: { jobId: SHORTCUT_JOB, ...data } });
    tip({ state: 'capturing' });
    try {
      tip({ state: 'done', screenshot: await this.screenshot({ then: 'ocr' }) });
    } catch (error) {
      tip({ state: 'failed', failure: failureOf(error) });
    } finally {
      this.shooting = false;
    }
  }

  /** A path the web may act on: only inside the indexed folders (or, for tools, chosen ones). */
  private ownPath(path: string, alsoChosen = false): string {
    const full = resolve(path);
    const places = alsoChosen ? [...this.fileSearch.roots, ...this.chosen] : this.fileSearch.roots;
    const inside = places.some(
      (root) => full === root || full.startsWith(root.endsWith(sep) ? root : root + sep),
    );
    if (!inside)
      throw new BridgeError(BridgeCode.forbidden, 'This file is outside the searched folders', full);
    return full;
  }

  /**
   * page:open with webViewCode 'browser': opens a page of our site in the system browser, signed in
   * as the desktop's user through a one-time hand-over code that this agent asked for and that only
   * this agent will confirm (user:confirm-handover), so a link alone signs nobody in.
   */
  private async openInBrowser(target: string): Promise<{ url: string }> {
    const site = new URL(this.options.webOrigin);
    const wanted = new URL(target || '/', site);
    if (wanted.origin !== site.origin)
      throw new BridgeError(BridgeCode.badRequest, 'Only pages of this site open');
    const login = this.state.state.login;
    let url = wanted.href;
    if (login) {
      const { code } = await callServer<{ code: string }>(
        this.options.serverUrl,
        paths.createDesktopHandover,
        {},
        login.accessToken,
      );
      this.handovers.set(code, Date.now() + handoverLife);
      const param = JSON.stringify({ code, url: wanted.pathname + wanted.search, clientId: this.clientId });
      url = `${site.origin}/from-desktop?param=${encodeURIComponent(param)}`;
    }
    this.open(url);
    return { url };
  }

  private handlers(): Partial<Record<BridgeRequestType, BridgeHandler>> {
    const search = this.fileSearch;
    const state = this.state;
    const volumes = (): SupportVolumeInfo => ({
      enable: state.state.fileSearchEnable,
      supportAll: false,
      volumes: [...search.roots],
    });
    return {
      'env:get-version': () => agentVersion,
      'file:open': async (data) => {
        // With select: the system's chooser; the chosen paths may then be given to func:run.
        const selecting = fileSelectRequest.safeParse(data);
        if (selecting.success) {
          const paths = (await (this.options.pick ?? systemPicker)(selecting.data)).map((p) => resolve(p));
          for (const path of paths) this.chosen.add(path);
          this.bridge.push({ type: 'FILE_SELECT_CHANGE', data: { paths } });
          return { paths };
        }
        // With folder: true, the folder holding the file (the results' "open folder").
        const { path, folder } = openInput.parse(data);
        const target = this.ownPath(path, true);
        this.open(folder ? dirname(target) : target);
        return { opened: true };
      },
      'file:copy': async (data) => {
        const { path, toFolder } = copyInput.parse(data);
        const from = this.ownPath(path);
        const to = join(this.ownPath(toFolder), basename(from));
        await copyFile(from, to);
        return { path: to };
      },
      'file:save': async (data) => {
        const { path, base64 } = saveInput.parse(data);
        const to = this.ownPath(path);
        await writeFile(to, Buffer.from(base64, 'base64'));
        return { path: to };
      },
      'file:del': async (data) => {
        await rm(this.ownPath(pathInput.parse(data).path));
        return { deleted: true };
      },
      // Drag and drop of files into the page is a feature of the Windows web view; here it is off.
      'file:enable-drag': () => ({ drag: false }),
      'file:disable-drag': () => ({ drag: false }),
      'file:un-register-drag': () => ({ drag: false }),
      'file-search:enable-query': () => ({ enable: state.state.fileSearchEnable }),
      'file-search:enable-set': (data) => {
        const { enable } = z.object({ enable: z.boolean() }).parse(data);
        state.update({ fileSearchEnable: enable });
        if (enable) void search.build();
        else search.close();
        return { enable };
      },
      'file-search:query': (data) => {
        if (!state.state.fileSearchEnable) throw new BridgeError(BridgeCode.failed, 'File search is off');
        const { keyword, pageNum } = fileSearchQuery.parse(data);
        return search.query(keyword, pageNum);
      },
      'file-search:index': async (data) => {
        const { forceReIndex } = z.object({ forceReIndex: z.boolean().optional() }).parse(data ?? {});
        if (forceReIndex || search.indexed === 0) await search.build();
        return { indexed: search.indexed, ...search.lastBuild };
      },
      'file-search:wait-index': async () => {
        await search.waitIndex();
        return { indexed: search.indexed };
      },
      'file-search:list-support-volume': volumes,
      // The tools whose engines and programs (LibreOffice, tesseract) are on this machine.
      'func:list-func-code': async () => ({ codeList: await runnableCodes() }),
      'func:run': (data) => runFunc(data, this.runOptions()),
      'keystore:get-config': (data) => {
        const { name } = z.object({ name: z.string().min(1) }).parse(data);
        const fallback: KeystoreConfig = {
          name,
          enable: false,
          ctrl: true,
          alt: true,
          shift: false,
          keyStr: 'A',
        };
        return state.state.keystore[name] ?? fallback;
      },
      'keystore:update-config': async (data) => {
        const config = keystoreConfig.parse(data);
        // Saved only once the system took it: a refused shortcut leaves the old one in force.
        if (config.name === SCREENSHOT_SHORTCUT) await this.shortcut.apply(config);
        state.update({ keystore: { ...state.state.keystore, [config.name]: config } });
        return config;
      },
      'page:open': async (data) => {
        const { webViewCode, data: page } = pageOpenInput.parse(data);
        if (webViewCode !== 'browser')
          throw new BridgeError(BridgeCode.badRequest, 'Unknown page', webViewCode);
        return this.openInBrowser(page?.url ?? '/');
      },
      'screenshot:start': (data) => this.screenshot(data),
      'user:save': (data) => {
        const login = data === null || data === undefined ? null : savedLogin.parse(data);
        state.update({ login });
        return { saved: login !== null };
      },
      'user:confirm-handover': (data) => {
        const { code } = z.object({ code: z.string().min(1) }).parse(data);
        const until = this.handovers.get(code);
        this.handovers.delete(code);
        return { confirmed: until !== undefined && until > Date.now() };
      },
    };
  }
}
