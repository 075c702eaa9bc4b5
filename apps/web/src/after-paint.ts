/**
 * The only script of a page the server paints from its HTML (the home page and tool pages, with
 * their static first frame, apps/server/src/http/first-frame.ts): it starts the app's own scripts
 * once that frame is on the screen. On a slow connection the styles, and with them the frame, no
 * longer share the line with 150-200 KB of scripts; the scripts follow one frame later.
 *
 * The server writes what to load into this script's element (`<script id="app-start">`):
 * `data-entry`, the app's entry module, and `data-preload`, the modules to fetch beside it (the
 * entry's imports and, on a tool page, the tool's own chunks), space-separated. Meanwhile the
 * frame's cookie notice and the phone's menu toggle already work.
 */

import { answerFrameNotice } from './features/auth/cookie-consent.ts';
import { wireFrameMenu } from './shell/frame-menu.ts';

/** A hidden tab paints nothing: the scripts start after this long at most. */
const LATEST_MS = 2_000;

function start(element: HTMLElement) {
  const preload = (element.dataset.preload ?? '').split(' ').filter(Boolean);
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = element.dataset.entry;
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

// The frame's cookie notice and menu toggle answer at once, without waiting for the app.
answerFrameNotice();
wireFrameMenu();

const element = document.getElementById('app-start');
if (element) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start(element);
  };
  // A frame callback runs just before the frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, LATEST_MS);
}
