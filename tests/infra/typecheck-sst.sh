#!/usr/bin/env bash
# `npm run typecheck:infra`: type-check sst.config.ts and stacks/ against SST's real component
# types. Those types exist only after `sst install`, which needs a bun binary (taken from the npm
# registry, as SST's own download site is not reachable everywhere) and then installs the Pulumi
# providers from npm into .sst/ (about 340 MB, gitignored).
set -euo pipefail
cd "$(dirname "$0")/../.."

export SST_SKIP_DEPENDENCY_CHECK=1 SST_TELEMETRY_DISABLED=1
# A private config home so the bun binary does not depend on the user's ~/.config.
export XDG_CONFIG_HOME="$PWD/.sst/xdg"
BUN="$XDG_CONFIG_HOME/sst/bin/bun"

if [ ! -x "$BUN" ]; then
  arch=$(uname -m); case "$arch" in x86_64) pkg=@oven/bun-linux-x64 ;; aarch64|arm64) pkg=@oven/bun-linux-aarch64 ;; *) echo "no bun package for $arch" >&2; exit 1 ;; esac
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "$pkg" >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$(dirname "$BUN")" && mv "$tmp/package/bin/bun" "$BUN" && chmod +x "$BUN"
  rm -rf "$tmp"
fi

if [ ! -f .sst/platform/config.d.ts ] || [ "${SST_REINSTALL:-}" = 1 ]; then
  if ! npx sst install --stage typecheck >.sst/install.log 2>&1; then cat .sst/install.log >&2; exit 1; fi
  # bun can leave nested copies of @types/node that clash with the top-level one.
  find .sst/platform/node_modules -mindepth 3 -type d -path '*/node_modules/@types/node' -prune -exec rm -rf {} + 2>/dev/null || true
fi

npx tsc -p stacks
echo "typecheck:infra: sst.config.ts and stacks/ match SST $(node -p "JSON.parse(require('fs').readFileSync('node_modules/sst/package.json','utf8')).version")'s types"
