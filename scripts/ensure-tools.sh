#!/usr/bin/env bash
# Installs what `make dev` and `make test` need on a fresh Debian machine that has
# only Node.js and npm: pnpm (pinned in package.json) through npm, redis-server and
# (for browser tests) chromium through apt, then the workspace dependencies.
# Usage: scripts/ensure-tools.sh [--browser]
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
[[ "${1:-}" == "--browser" ]] && want_browser=true

pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]]; then
  echo "› installing pnpm@$pnpm_version through npm"
  npm install --global --no-fund --no-audit "pnpm@$pnpm_version" >/dev/null
fi

apt_packages=()
# Redis is only needed when no external server is configured.
if [[ -z "${REDIS_URL:-}" ]] && ! command -v redis-server >/dev/null 2>&1; then
  apt_packages+=(redis-server)
fi
if $want_browser && [[ ! -x /usr/bin/chromium ]]; then
  apt_packages+=(chromium)
fi
if ((${#apt_packages[@]})); then
  echo "› installing ${apt_packages[*]} through apt"
  sudo_cmd=""
  [[ "$(id -u)" != 0 ]] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
  # The Debian package starts a system-wide Redis; the project starts its own on free ports.
  if [[ " ${apt_packages[*]} " == *" redis-server "* ]] && command -v service >/dev/null 2>&1; then
    $sudo_cmd service redis-server stop >/dev/null 2>&1 || true
  fi
fi

if [[ ! -d node_modules/.pnpm ]] || [[ pnpm-lock.yaml -nt node_modules/.modules.yaml ]] || [[ package.json -nt node_modules/.modules.yaml ]]; then
  echo "› installing dependencies"
  if [[ -f pnpm-lock.yaml ]]; then
    pnpm install --frozen-lockfile --prefer-offline
  else
    pnpm install
  fi
fi
