#!/usr/bin/env node
// The one place the real process (environment, directory, terminal, streams) is handed to the CLI.
//
// It runs the committed bundle in lib/ (built from src/ by scripts/bundle.js):
// CommonJS chunks, each compiled here through vm.Script with a V8 code cache
// (Node 20 has no module.enableCompileCache), so a start neither resolves a
// hundred modules nor compiles them again. This file is CommonJS
// (bin/package.json) so that Node does not set up its ES module loader first.
//
// The cache: one entry per chunk, named after the chunk's file (which carries
// a hash of its content), its size and mtime, V8's version and the CPU, so an
// entry of another build is never looked up; V8 itself rejects a corrupt or
// foreign entry, which is then written again. It lives in the package's own
// directory when that is writable, else in the user's cache directory, and is
// used only if that directory belongs to this user and nobody else may write
// to it (a planted entry would be code this process runs). WHALE_PERM_CODE_CACHE
// names another such directory (absolute), or is "off". On Node >= 22.1 the
// same directory also holds Node's own compile cache (module.enableCompileCache)
// for the dependencies Node loads itself.
'use strict';
const { accessSync, constants, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { homedir } = require('node:os');
const { basename, dirname, isAbsolute, join } = require('node:path');
const { Script } = require('node:vm');

const lib = join(__dirname, '..', 'lib');
const ENTRY = join(lib, 'whale-perm.js');
const STALE_MS = 30 * 24 * 3600 * 1000;
/** What an entry was compiled by: V8's cached code is for one V8 version and one CPU. */
const RUNTIME = `.${process.versions.v8}.${process.arch}.cache`;
/** A cache entry's file name (or an unfinished one), and the chunk it is of. */
const ENTRY_NAME = /^([\w-]+\.[\w-]+\.js)\.\d+\.\d+\.[^/\\]+\.cache(\.\d+\.tmp)?$/;

const cache = chooseCache(process.env);
const modules = new Map();
const unsaved = [];

function chooseCache(env) {
  const named = env.WHALE_PERM_CODE_CACHE;
  if (named === 'off') return undefined;
  if (named) return isAbsolute(named) ? { dir: named, own: false } : undefined;
  const pkg = dirname(lib);
  try {
    accessSync(pkg, constants.W_OK);
    return { dir: join(pkg, '.code-cache'), own: true };
  } catch {
    // A shared install: the user's cache directory.
  }
  if (process.platform === 'win32') return env.LOCALAPPDATA ? { dir: join(env.LOCALAPPDATA, 'whale-perm', 'code-cache'), own: false } : undefined;
  const base = process.platform === 'darwin' ? join(homedir(), 'Library', 'Caches') : env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return { dir: join(base, 'whale-perm', 'code-cache'), own: false };
}

/** A directory of this user's that nobody else may write to. */
function safe(dir) {
  try {
    const s = statSync(dir);
    if (!s.isDirectory()) return false;
    return process.platform === 'win32' || (s.uid === process.getuid() && (s.mode & 0o022) === 0);
  } catch {
    return false;
  }
}

const readable = cache !== undefined && safe(cache.dir);
// Node >= 22.1 can cache what its own loaders compile (tree-sitter's JavaScript, yargs, execa); Node 20 cannot.
if (readable) require('node:module').enableCompileCache?.(join(cache.dir, 'node'));

function load(file) {
  const known = modules.get(file);
  if (known) return known.exports;
  const source = readFileSync(file, 'utf8');
  // The entry has a fixed name (this file loads it) and no content hash: it is small and compiled afresh.
  let entry;
  if (cache && file !== ENTRY) {
    const s = statSync(file);
    entry = join(cache.dir, `${basename(file)}.${s.size}.${Math.trunc(s.mtimeMs)}${RUNTIME}`);
  }
  let cachedData;
  if (entry && readable) {
    try {
      cachedData = readFileSync(entry);
    } catch {
      // Not cached yet.
    }
  }
  // The wrapper shares the chunk's first line, so stack traces keep the chunk's line numbers.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData });
  if (entry && (cachedData === undefined || script.cachedDataRejected)) unsaved.push({ script, file, entry });
  const module = { exports: {}, id: file, filename: file };
  modules.set(file, module);
  const requireHere = (id) => (id.startsWith('./') ? load(join(lib, id)) : require(id));
  script.runInThisContext().call(module.exports, module.exports, requireHere, module, file, lib);
  return module.exports;
}

/**
 * Writes the entries of the chunks compiled without one, after the run, so
 * they hold every function the run compiled. Drops the entries they replace
 * (the same chunk file changed, for this V8), entries untouched for 30 days,
 * and, in the package's own cache, entries of chunks this build no longer has.
 */
function saveCodeCache() {
  if (unsaved.length === 0) return;
  try {
    mkdirSync(cache.dir, { recursive: true, mode: 0o700 });
    if (!safe(cache.dir)) return;
    for (const { script, entry } of unsaved) {
      const partial = `${entry}.${process.pid}.tmp`;
      writeFileSync(partial, script.createCachedData(), { mode: 0o600 });
      renameSync(partial, entry);
    }
    const chunks = new Set(readdirSync(lib));
    const written = new Set(unsaved.map((u) => basename(u.entry)));
    const rewritten = new Set(unsaved.map((u) => basename(u.file)));
    const now = Date.now();
    for (const f of readdirSync(cache.dir)) {
      const chunk = ENTRY_NAME.exec(f)?.[1];
      if (chunk === undefined || written.has(f)) continue;
      const path = join(cache.dir, f);
      if ((rewritten.has(chunk) && f.endsWith(RUNTIME)) || (cache.own && !chunks.has(chunk)) || now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    }
  } catch {
    // A cache that cannot be written costs the next run its compilation, nothing else.
  }
}

const cli = load(ENTRY);
cli.run(process.argv.slice(2), cli.processIO()).then((code) => {
  saveCodeCache();
  process.exitCode = code;
});
