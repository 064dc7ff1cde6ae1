#!/usr/bin/env bash
# Formats every TypeScript and JavaScript source once and turns the format check on for all of them.
#
# Until this has run, `npm run lint` checks only the files biome.jsonc lists as already formatted, so
# that work in progress elsewhere never has to be reformatted. Run it once, on a tree with no pending
# merges; commit the result on its own ("Format the sources"), so `git blame --ignore-rev` can skip it.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! grep -q 'format-all: begin' biome.jsonc; then
  echo 'biome.jsonc has no list of formatted files any more: formatting everything.'
else
  # The block of the list, from its begin marker to its end marker, both included.
  sed -i '/format-all: begin/,/format-all: end/d' biome.jsonc
fi
npx biome format --write
npm run lint
git diff --shortstat
