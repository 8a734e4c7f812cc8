#!/usr/bin/env bash
# Before the first release only: rewrite drizzle/ as one migration from the whole schema.
# After a release, use `pnpm db:generate` (incremental) instead.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf drizzle
pnpm exec drizzle-kit generate --name init
