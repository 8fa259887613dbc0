# The Makefile only orchestrates; the logic lives in scripts/ and infra/dev/.
.PHONY: dev test test-real install typecheck lint bench events-failed events-replay

install:
	@scripts/ensure-tools.sh

dev:
	@scripts/ensure-tools.sh
	@pnpm exec tsx infra/dev/src/dev.ts

test:
	@scripts/ensure-tools.sh --browser
	@node scripts/run-tests.mjs

# The database suites against MongoDB 7 and Redis 7 in containers; without a Docker engine, nothing.
test-real:
	@scripts/ensure-tools.sh
	@node scripts/test-real.mjs

typecheck: install
	@pnpm -r --if-present typecheck

lint: install
	@pnpm exec eslint .
	@node scripts/check-import-cycles.mjs

bench: install
	@pnpm --filter @smarthome/bench run bench

# Dead letters of the event bus (REDIS_URL, default the dev Redis on 6379).
events-failed:
	@pnpm exec tsx services/shared/src/events/cli.ts failed

events-replay:
	@pnpm exec tsx services/shared/src/events/cli.ts replay $(ID)
