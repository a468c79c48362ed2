// The real engines, installed from the npm registry into a git-ignored folder
// inside the repository (.peers-cache/), pinned. Reinstalled only when a
// pinned version is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE = join(ROOT, '.peers-cache');
export const PINS = { '@openai/codex': '0.169.0', '@google/gemini-cli-core': '0.61.0' };

function installedVersion(name) {
  const p = join(CACHE, 'node_modules', name, 'package.json');
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')).version : undefined;
}

export function ensureEngines() {
  const missing = Object.entries(PINS).filter(([n, v]) => installedVersion(n) !== v);
  if (missing.length === 0) return;
  mkdirSync(CACHE, { recursive: true });
  const pkg = join(CACHE, 'package.json');
  if (!existsSync(pkg)) writeFileSync(pkg, JSON.stringify({ name: 'whale-perm-peers-cache', private: true }) + '\n');
  console.log(`test:peers: installing ${Object.entries(PINS).map(([n, v]) => `${n}@${v}`).join(', ')} into .peers-cache/`);
  // No install scripts: the codex binary ships inside its platform package,
  // and gemini-cli-core parses bash with a wasm build of tree-sitter.
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...Object.entries(PINS).map(([n, v]) => `${n}@${v}`)], { cwd: CACHE, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm install of the peer engines failed');
}

const PLATFORM = { 'linux-x64': ['codex-linux-x64', 'x86_64-unknown-linux-musl'], 'linux-arm64': ['codex-linux-arm64', 'aarch64-unknown-linux-musl'], 'darwin-arm64': ['codex-darwin-arm64', 'aarch64-apple-darwin'], 'darwin-x64': ['codex-darwin-x64', 'x86_64-apple-darwin'] };

export function codexBinary() {
  const [pkg, triple] = PLATFORM[`${process.platform}-${process.arch}`] ?? [];
  if (!pkg) return undefined;
  const p = join(CACHE, 'node_modules', '@openai', pkg, 'vendor', triple, 'bin', 'codex');
  return existsSync(p) ? p : undefined;
}

export function geminiCore() {
  return join(CACHE, 'node_modules', '@google', 'gemini-cli-core');
}
