# The Makefile only orchestrates; the logic lives in scripts/ and infra/dev/.
.PHONY: dev test install typecheck lint bench

install:
	@scripts/ensure-tools.sh

dev:
	@scripts/ensure-tools.sh
	@pnpm exec tsx infra/dev/src/dev.ts

test:
	@scripts/ensure-tools.sh --browser
	@node scripts/run-tests.mjs

typecheck: install
	@pnpm -r --if-present typecheck

lint: install
	@pnpm exec eslint .

bench: install
	@pnpm --filter @smarthome/bench run bench
