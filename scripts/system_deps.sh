#!/usr/bin/env bash
# Install the Debian packages the test suite needs, only when they are missing.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr tesseract-ocr-eng)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing Debian packages: ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
