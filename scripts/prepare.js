#!/usr/bin/env node
// `npm install` (and an install from a git URL) builds dist/ with TypeScript.
// npm prepares a git dependency of `npm install -g` with the global flag still
// set in the environment, so the devDependencies it installs for the build go
// to the global prefix, not here, and `tsc` is not found. When TypeScript is
// not resolvable from this directory, install the devDependencies here first
// (project location, no scripts, nothing saved), then build.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tsc = () => {
  try {
    return createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
};

let compiler = tsc();
if (!compiler && process.env.npm_execpath) {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_config_(global|prefix|location)$/i.test(k)) delete env[k];
  const r = spawnSync(process.execPath, [process.env.npm_execpath, 'install', '--no-save', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--location=project'], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  compiler = tsc();
}
if (!compiler) {
  console.error('whale-perm: cannot build: TypeScript is not installed (run npm install in the checkout)');
  process.exit(1);
}
const r = spawnSync(process.execPath, [compiler, '-p', join(root, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
