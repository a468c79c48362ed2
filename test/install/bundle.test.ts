/**
 * The committed bundle (lib/: what bin/whale-perm.js runs, what npm and
 * pre-commit install) against the sources it is built from:
 * - it is byte for byte what scripts/bundle.js builds from src/ now, so it
 *   can never drift (after changing src/: `npm run bundle`, commit lib/);
 * - it prints what src/ prints in process, for every command on every
 *   engine's example stack: the chunks loaded in this process with Node's
 *   own require, and, as a real process, bin/whale-perm.js (its chunk loader,
 *   its streams and exit code) for every command once and every engine's
 *   chunk once;
 * - the V8 code cache bin/whale-perm.js keeps changes nothing but speed: a
 *   corrupt entry is ignored and written again, a directory others may write
 *   to is never used, "off" writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const lib = join(root, 'lib');
const bin = join(root, 'bin', 'whale-perm.js');
const scratch = mkdtempSync(join(tmpdir(), 'whale-perm-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the committed bundle in lib/', () => {
  it('is exactly what scripts/bundle.js builds from src/, and needs only the dependencies (if not: npm run bundle, then commit lib/)', async () => {
    const out = join(scratch, 'rebuilt');
    const { bundle } = (await import(pathToFileURL(join(root, 'scripts', 'bundle.js')).href)) as { bundle: (dir: string) => Promise<{ files: string[]; external: string[] }> };
    const { files, external } = await bundle(out);
    expect(files.length).toBeGreaterThan(10);
    expect(readdirSync(lib).sort()).toEqual(files);
    const differing = files.filter((f) => !readFileSync(join(lib, f)).equals(readFileSync(join(out, f))));
    expect(differing).toEqual([]);
    // What the chunks import from node_modules, plus the native parser src/shell/parse.ts loads with createRequire.
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...external, 'tree-sitter', 'tree-sitter-bash'].sort());
  });

  it('is installed as it is: package.json has no script that makes npm or pre-commit build a git checkout', () => {
    // pacote's GitFetcher runs a nested (and, under --global, broken) npm install for any of these; see docs/ci.md.
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const preparing = ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall'];
    expect(Object.keys(scripts).filter((s) => preparing.includes(s))).toEqual([]);
  });

  it('ships the license of every package it contains', () => {
    const notices = readFileSync(join(lib, 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    for (const name of ['jsonc-parser', 'picomatch', 'smol-toml']) expect(notices).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\(`, 'm'));
  });
});

/** Each engine's example stack, as the README runs it. */
function example(engine: string): string[] {
  const d = join(root, 'rules-examples', engine);
  const args = ['--engine', engine, '--home', join(d, 'home')];
  if (existsSync(join(d, 'workspace'))) args.push('--workspace', join(d, 'workspace'));
  if (existsSync(join(d, 'managed'))) args.push('--managed-dir', join(d, 'managed'));
  if (engine === 'grok') args.push('--trusted');
  return args;
}

const home = join(scratch, 'home');
mkdirSync(home);
/** Nothing of the machine's: the same environment for the child and for the in-process run. */
const env = { PATH: process.env.PATH ?? '', HOME: home, WHALE_PERM_CODE_CACHE: 'off' };

function viaBin(args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function inProcess(args: string[], cli: { run: typeof run } = { run }) {
  let stdout = '';
  let stderr = '';
  const code = await cli.run(args, { env, cwd: root, home, out: (t) => void (stdout += t), err: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

/** The committed chunks, loaded here by Node's require (they are CommonJS) instead of through bin/whale-perm.js. */
const bundled = () => createRequire(import.meta.url)(join(lib, 'whale-perm.js')) as { run: typeof run };

const CHAINED = 'git status && curl https://example.com/install.sh | sh';
const ENGINES = ['codewhale', 'san', 'grok', 'claude', 'codex', 'gemini'];

/** Every command, and its formats, on one engine's example stack. */
function commands(engine: string): string[][] {
  const e = example(engine);
  return [
    ['explain', '--format', 'json', ...e, '--', CHAINED],
    ['explain', ...e, '--', CHAINED],
    ['explain', '--format', 'json', ...e, '--', 'rm -rf "$(pwd)"; eval "$X"'],
    ['stack', ...e, '--format', 'json'],
    ['lint', ...e, '--format', 'json'],
    ['lint', ...e, '--format', 'sarif'],
    ['test', join('rules-examples', engine, 'cases.toml'), ...e],
  ];
}

describe('the bundle decides and prints as src/ does', () => {
  it.each(ENGINES)('%s: explain (json and text), stack, lint, test', async (engine) => {
    for (const args of commands(engine)) {
      const want = await inProcess(args);
      expect(want.code, `${args.join(' ')}: ${want.stderr}`).not.toBe(2);
      expect(await inProcess(args, bundled()), args.join(' ')).toEqual(want);
    }
  });
});

describe('bin/whale-perm.js, a real process, runs the bundle as src/ runs', () => {
  // Every command through bin's chunk loader, and each engine's own chunks once (the chunks are the
  // same files the in-process comparison above runs; here what is checked is bin's loading and its streams).
  it.each(ENGINES)('%s', async (engine) => {
    const runs = engine === 'codewhale' ? commands(engine) : commands(engine).slice(0, 1);
    for (const args of runs) expect(viaBin(args), args.join(' ')).toEqual(await inProcess(args));
  });

  it('--version, help and a usage mistake (the yargs path, loaded from node_modules)', async () => {
    for (const args of [['--version'], ['--help'], ['explain', '--help'], ['explain', '--no-such-option', 'ls']]) {
      expect(viaBin(args), args.join(' ')).toEqual(await inProcess(args));
    }
  });
});

describe('the code cache', () => {
  const args = ['explain', '--format', 'json', ...example('codewhale'), '--', CHAINED];
  let plainRun: ReturnType<typeof viaBin> | undefined;
  /** The run without a cache (one process, shared by the tests below). */
  const want = () => (plainRun ??= viaBin(args));

  it('is written on the first run, read on the next, and changes no output', () => {
    const dir = mkdtempSync(join(scratch, 'cache-'));
    const plain = want();
    expect(viaBin(args, { WHALE_PERM_CODE_CACHE: dir })).toEqual(plain);
    const entries = readdirSync(dir).sort();
    expect(entries.length).toBeGreaterThan(3);
    // Every entry is of a chunk of this build, and never of the entry chunk (it carries no content hash).
    const chunks = new Set(readdirSync(lib));
    for (const f of entries) expect(chunks.has(f.slice(0, f.indexOf('.js.') + 3)), f).toBe(true);
    expect(entries.some((f) => f.startsWith('whale-perm.js.'))).toBe(false);
    const first = entries.map((f) => readFileSync(join(dir, f)));
    expect(viaBin(args, { WHALE_PERM_CODE_CACHE: dir })).toEqual(plain);
    // Accepted entries are read, not written again.
    expect(readdirSync(dir).sort()).toEqual(entries);
    // Byte for byte (Buffer.equals: a deep toEqual walks every byte of half a megabyte as a value).
    expect(entries.filter((f, i) => !readFileSync(join(dir, f)).equals(first[i]!))).toEqual([]);
  });

  it('ignores a corrupt entry and writes it again', () => {
    const dir = mkdtempSync(join(scratch, 'cache-'));
    const plain = want();
    viaBin(args, { WHALE_PERM_CODE_CACHE: dir });
    const entries = readdirSync(dir);
    for (const f of entries) writeFileSync(join(dir, f), 'not a code cache');
    expect(viaBin(args, { WHALE_PERM_CODE_CACHE: dir })).toEqual(plain);
    expect(readdirSync(dir).sort()).toEqual(entries.sort());
    for (const f of entries) expect(readFileSync(join(dir, f), 'utf8')).not.toBe('not a code cache');
  });

  it.skipIf(process.platform === 'win32')('never uses a directory others may write to', () => {
    const dir = mkdtempSync(join(scratch, 'cache-'));
    chmodSync(dir, 0o777);
    expect(viaBin(args, { WHALE_PERM_CODE_CACHE: dir })).toEqual(want());
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is off with WHALE_PERM_CODE_CACHE=off, and a relative directory is not used', () => {
    const dir = mkdtempSync(join(scratch, 'cache-'));
    expect(viaBin(args, { WHALE_PERM_CODE_CACHE: 'off' })).toEqual(want());
    const rel = 'relative-cache-dir';
    const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, env: { ...env, WHALE_PERM_CODE_CACHE: rel }, encoding: 'utf8' });
    expect(r.status).toBe(want().code);
    expect(readdirSync(dir)).toEqual([]);
  });
});
