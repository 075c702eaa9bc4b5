#!/usr/bin/env bash
# Rebuilds the inline-image fixtures. Needs Ghostscript (apt-get install -y ghostscript).
set -euo pipefail
cd "$(dirname "$0")"

# Ghostscript's pdfwrite writes images this small inline (BI ... ID ... EI) in a Flate content stream.
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -sOutputFile=inline-ghostscript.pdf inline-ghostscript.ps

# A small real JPEG (left half red, right bottom blue) for the hand-written /DCT inline image.
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=jpeg -r72 -g16x12 -dJPEGQ=90 -sOutputFile=ghostscript-16x12.jpg \
  -c '<< /PageSize [16 12] >> setpagedevice 1 0 0 setrgbcolor 0 0 8 12 rectfill' \
  -c '0 0 1 setrgbcolor 8 0 8 6 rectfill showpage'
