#!/usr/bin/env bash
# Run the whole suite. Starts a throw-away PostgreSQL server so the storage tests run on both
# databases, and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres.sh
pg_start
trap pg_stop EXIT
mkdir -p artifacts
.venv/bin/python -m pytest -q "$@"
