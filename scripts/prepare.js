#!/usr/bin/env node
// `npm install` (and an install from a git URL) builds dist/ with TypeScript.
// When npm prepares a git dependency of `npm install -g`, the global flag is
// still set for the nested install, so the devDependencies never arrive here
// and `tsc` is not found (nor are the runtime dependencies). Then TypeScript
// and Node's types are installed into a private temporary directory (nothing
// here is touched but dist/), used for this one emit-only build, and removed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const resolveFrom = (dir, id) => {
  try {
    return createRequire(join(dir, 'package.json')).resolve(id);
  } catch {
    return undefined;
  }
};
const build = (tsc, extra = []) => spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json'), ...extra], { cwd: root, stdio: 'inherit' }).status ?? 1;

// A packed copy ships dist/ and no sources: nothing to build.
if (!existsSync(join(root, 'src'))) process.exit(0);

const local = resolveFrom(root, 'typescript/bin/tsc');
if (local) process.exit(build(local));

if (!process.env.npm_execpath) {
  console.error('whale-perm: cannot build: TypeScript is not installed (run npm install in the checkout)');
  process.exit(1);
}
const dev = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies ?? {};
const tools = mkdtempSync(join(tmpdir(), 'whale-perm-build-'));
try {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_config_(global|prefix|location)$/i.test(k)) delete env[k];
  const specs = ['typescript', '@types/node'].map((n) => `${n}@${dev[n] ?? 'latest'}`);
  const r = spawnSync(process.execPath, [process.env.npm_execpath, 'install', '--prefix', tools, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', ...specs], { env, stdio: 'inherit' });
  const tsc = r.status === 0 ? resolveFrom(tools, 'typescript/bin/tsc') : undefined;
  if (!tsc) {
    console.error('whale-perm: cannot build: TypeScript could not be installed for the build');
    process.exitCode = 1;
  } else {
    // The runtime dependencies are not installed here either (npm adds them where the package lands),
    // so only emit: the sources are type-checked by `npm test`, and emitting does not depend on the check.
    process.exitCode = build(tsc, ['--noCheck', '--typeRoots', join(tools, 'node_modules', '@types')]);
  }
} finally {
  rmSync(tools, { recursive: true, force: true });
}
