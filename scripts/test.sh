#!/usr/bin/env bash
# The whole suite: unit, server integration on PGlite and PostgreSQL, and browser tests in Debian Chromium.
# Installs what it needs (Debian packages, npm packages) when missing; never skips a suite.
set -uo pipefail
cd "$(dirname "$0")/.."

# Each step names the time since the start, so a slow step shows in the log.
step() { printf '\n== [%dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
# Server tasks (word_to_pdf, word_to_image): LibreOffice headless, CJK fonts, poppler's pdftoppm.
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-writer-nogui)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
# pdf_to_word's fidelity test renders Arial, Times New Roman, Calibri and Cambria: their metric twins.
dpkg -s fonts-liberation2 >/dev/null 2>&1 || missing+=(fonts-liberation2)
dpkg -s fonts-crosextra-carlito >/dev/null 2>&1 || missing+=(fonts-crosextra-carlito fonts-crosextra-caladea)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
# Engine tests read PDFs written by Ghostscript (extract images); the bench compares with its /ebook.
command -v gs >/dev/null 2>&1 || missing+=(ghostscript)
# The embedded database's data-directory lock (flock from util-linux).
command -v flock >/dev/null 2>&1 || missing+=(util-linux)
# Previews of paid audio and video results (and the media tools to come): Debian's ffmpeg.
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
# text_to_audio's voices (Mandarin and English): Debian's espeak-ng.
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
# audio_to_srt's offline English recognition (and its tests' LibriVox recordings): Debian's pocketsphinx.
command -v pocketsphinx_continuous >/dev/null 2>&1 || missing+=(pocketsphinx)
dpkg -s pocketsphinx-en-us >/dev/null 2>&1 || missing+=(pocketsphinx-en-us)
dpkg -s pocketsphinx-testdata >/dev/null 2>&1 || missing+=(pocketsphinx-testdata)
# Desktop tools' OCR (image_ocr_desktop, image_to_excel_desktop): Debian's tesseract with Chinese data;
# their test reads the written .xlsx back with LibreOffice Calc.
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
dpkg -s tesseract-ocr-chi-sim >/dev/null 2>&1 || missing+=(tesseract-ocr-chi-sim)
dpkg -s libreoffice-calc >/dev/null 2>&1 || dpkg -s libreoffice-calc-nogui >/dev/null 2>&1 || missing+=(libreoffice-calc-nogui)
# The desktop screenshot tool's test: a real X server (Xvfb) and ImageMagick's import as the capturer.
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v import >/dev/null 2>&1 || missing+=(imagemagick)
# The desktop app's Windows build is started under wine in its test (Debian's wine64).
[ -x /usr/lib/wine/wine64 ] || command -v wine64 >/dev/null 2>&1 || missing+=(wine64)
# The screenshot shortcut's tests press keys on Xvfb (xdotool; also focuses a wine window).
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
# Converters run without network: unshare/setpriv (util-linux) or, as the fallback, bubblewrap.
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing ${missing[*]} from Debian's packages"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq || exit 1
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || {
    echo "Could not install ${missing[*]}: install them with apt-get and run again." >&2
    exit 1
  }
fi

if [ ! -d node_modules ]; then
  step "Installing npm packages (npm ci)"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci || exit 1
fi

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
step "Checking PostgreSQL at $TEST_DATABASE_URL"
node scripts/check-postgres.mjs "$TEST_DATABASE_URL" || exit 1

results="$(mktemp -d)"
step "Typecheck, lint, format (npm run check)"
npm run --silent check
check_status=$?

step "Licence inventory (THIRD_PARTY.md)"
node scripts/third-party.mjs --check
licence_status=$?

step "Unit and server integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
unit_status=$?

step "Building the web app"
npm run build --silent
build_status=$?

e2e_status=1
if [ $build_status -eq 0 ]; then
  step "Browser tests (Playwright, Debian Chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=line,json
  e2e_status=$?
  step "Browser tests, cn edition (EDITION=cn server)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-cn.json" npx playwright test -c playwright.cn.config.ts --reporter=line,json ||
    e2e_status=1
fi

step "Summary"
node scripts/test-summary.mjs "$results/vitest.json" "$results/playwright.json" "$results/playwright-cn.json"
summary_status=$?
rm -rf "$results"

if [ $check_status -ne 0 ] || [ $licence_status -ne 0 ] || [ $unit_status -ne 0 ] || [ $build_status -ne 0 ] || [ $e2e_status -ne 0 ] || [ $summary_status -ne 0 ]; then
  echo "FAILED (check=$check_status licences=$licence_status vitest=$unit_status build=$build_status playwright=$e2e_status)" >&2
  exit 1
fi
