#!/usr/bin/env bash
# Encrypted inputs for pdf_unlock's tests, made by qpdf from two of our own fixtures: every revision of
# the standard security handler, user password "user-pw", owner password "owner-pw".
set -euo pipefail
cd "$(dirname "$0")"
qpdf --allow-weak-crypto --encrypt user-pw owner-pw 40 -- ghostscript-mixed-sizes.pdf unlock-rc4-40.pdf
qpdf --allow-weak-crypto --encrypt user-pw owner-pw 128 --use-aes=n -- ghostscript-mixed-sizes.pdf unlock-rc4-128.pdf
qpdf --encrypt user-pw owner-pw 128 --use-aes=y -- rotated.pdf unlock-aes-128.pdf
qpdf --encrypt user-pw owner-pw 256 --force-R5 -- ghostscript-mixed-sizes.pdf unlock-aes-256-r5.pdf
qpdf --encrypt user-pw owner-pw 256 -- rotated.pdf unlock-aes-256.pdf
# Owner restrictions only (opens without a password): no printing, no changes, no copying.
qpdf --encrypt '' owner-pw 256 --print=none --modify=none --extract=n -- ghostscript-mixed-sizes.pdf unlock-owner-only.pdf
ls -l unlock-*.pdf
