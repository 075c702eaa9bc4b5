#!/usr/bin/env bash
# Rebuilds the PDF fixtures from scratch. Needs ghostscript and qpdf (apt-get install -y ghostscript qpdf).
# Every page in the corpus has its own size, so tests can check page order by size alone.
set -euo pipefail
cd "$(dirname "$0")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# 1. Ghostscript from PostScript: three pages of three sizes (Letter, A4, A5 landscape).
cat > "$tmp/mixed.ps" <<'PS'
%!PS
/Helvetica findfont 24 scalefont setfont
<< /PageSize [612 792] >> setpagedevice 72 700 moveto (Ghostscript page 1 - Letter) show showpage
<< /PageSize [595 842] >> setpagedevice 72 760 moveto (Ghostscript page 2 - A4) show showpage
<< /PageSize [595 420] >> setpagedevice 72 340 moveto (Ghostscript page 3 - A5 landscape) show showpage
PS
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -dCompatibilityLevel=1.4 \
  -sOutputFile=ghostscript-mixed-sizes.pdf "$tmp/mixed.ps"

# 2 and 3. pdf-lib: a plain two-page file, and a rotated one (explicit and inherited /Rotate).
node --import tsx make-pdflib-fixtures.ts "$tmp"
cp "$tmp/pdflib-two-pages.pdf" pdflib-two-pages.pdf
# qpdf rewrites the rotated file with object streams and a cross-reference stream (another structure).
qpdf --object-streams=generate "$tmp/rotated.pdf" rotated.pdf

# 4. Encrypted: a real user password, and empty user passwords with owner restrictions (AES-256, RC4-128).
qpdf --encrypt secret owner 256 -- pdflib-two-pages.pdf encrypted-user-password.pdf
# rotated.pdf has object streams: pdf-lib cannot even parse it once encrypted, so no EncryptedPDFError.
qpdf --encrypt '' owner 256 --print=none --modify=none -- rotated.pdf encrypted-empty-user-password.pdf
qpdf --allow-weak-crypto --encrypt '' owner 128 --use-aes=n --print=none -- \
  ghostscript-mixed-sizes.pdf encrypted-rc4-empty-user-password.pdf

# 5. Damaged: the first 40 % of the Ghostscript file (page objects cut off), and a text file named .pdf.
size=$(stat -c %s ghostscript-mixed-sizes.pdf)
head -c $((size * 40 / 100)) ghostscript-mixed-sizes.pdf > truncated.pdf
printf 'This is a plain text note that someone renamed to .pdf.\n' > not-a-pdf.pdf

ls -l *.pdf
