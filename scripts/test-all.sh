#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
step() { printf '\n=== %s\n' "$*"; }

step "typecheck"
npm run typecheck --silent

step "lint"
npx eslint . --max-warnings 0

step "web/src/gql is what codegen makes of schema.graphql (schema.graphql itself is checked by an api test)"
CODEGEN_OUT="$results/gql/" npx graphql-codegen --config codegen.yml --silent
if ! diff -r "$results/gql" web/src/gql; then
  echo "web/src/gql is stale: run npm run codegen"
  exit 1
fi
rm -rf "$results/gql"

step "build (the reliability tests and the browser journeys run what it builds)"
npm run build --silent

step "api: unit, integration (MariaDB, Redis) and e2e"
(cd api && npx jest --ci --selectProjects unit integration e2e --json --outputFile="$results/api.json")

# Alone and one file at a time: these run several processes each and time their answers, so they
# neither slow the other layers nor each other.
step "api reliability: processes killed and signalled, MariaDB and Redis of their own stopped"
(cd api && npx jest --ci --selectProjects reliability --runInBand --json --outputFile="$results/api-reliability.json")

step "web"
(cd web && npx jest --ci --json --outputFile="$results/web.json")

step "browser journeys (headless Chromium)"
node --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=./scripts/count-reporter.mjs --test-reporter-destination="$results/browser.json" e2e/

node scripts/summarise-tests.mjs "$results"
