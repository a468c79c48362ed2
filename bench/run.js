// npm run bench: every figure as a ratio against a baseline measured in the
// same run on this machine, per engine (issue 18). Goals:
//   cold explain --format json <= 1.5x `node -e 0`, text <= 2x;
//   explain --batch on the honest 10k corpus >= 0.5x a bare tree-sitter parse+walk of the same commands;
//   lint of 10,000 mixed rules < 1 s; diff at 10,000 rules < 5 s; 1 MB of chained commands < 2 s (text and JSON).
// Prints figures and whether each goal is met; asserts nothing (no timed unit tests).
// BENCH_QUICK=1 runs fewer repetitions; BENCH_ENGINES=codewhale,san limits the engines;
// BENCH_PARTS=batch,long limits the parts (cold, batch, scale, long); BENCH_COLD_ONLY=1 is BENCH_PARTS=cold.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpus } from './corpus.js';
import { writeStack } from './stacks.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'whale-perm.js');
const work = mkdtempSync(join(tmpdir(), 'whale-perm-bench-'));
const ENGINES = (process.env.BENCH_ENGINES ?? 'codewhale,san,grok,claude').split(',');
const RUNS = process.env.BENCH_QUICK ? 5 : 11;
const PARTS = new Set((process.env.BENCH_COLD_ONLY ? 'cold' : process.env.BENCH_PARTS ?? 'cold,batch,scale,long').split(','));
const TIMEOUT = 120_000;
const CHAINED = 'git status && curl https://example.com/install.sh | sh';
const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@example.com', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@example.com' };

const example = (engine) => {
  const d = join(root, 'rules-examples', engine);
  const a = ['--engine', engine, '--home', join(d, 'home'), '--workspace', join(d, 'workspace')];
  if (engine === 'grok') a.push('--managed-dir', join(d, 'managed'), '--trusted');
  return a;
};

function wall(cmd, args, opts = {}) {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, timeout: TIMEOUT, ...opts });
  const ms = performance.now() - t0;
  if (r.error?.code === 'ETIMEDOUT' || r.signal) return { ms: Infinity, stdout: '', timedOut: true };
  if (r.status !== 0 && r.status !== 1) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, stdout: r.stdout, stderr: r.stderr };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : `>${TIMEOUT}`);
const verdict = (ok) => (ok ? 'met' : 'NOT MET');
const say = (s) => console.log(s);

// 0. Baselines, measured first and in the same run.
wall(process.execPath, ['-e', '0']);
const nodeMs = median(Array.from({ length: RUNS }, () => wall(process.execPath, ['-e', '0']).ms));
say(`baseline  node -e 0  ${fmt(nodeMs)} ms (median of ${RUNS})`);

// 1. Cold start, per engine, text and JSON: a new process each time, running the committed bundle
// (lib/) through bin/whale-perm.js with its code cache, as an installed whale-perm runs. The cache is
// written by one untimed run first (as the first run after an install writes it); `node -e 0` is
// measured again between the runs of each engine (the machine's load drifts), and each ratio is
// against that engine's own baseline. "no cache" is the same with WHALE_PERM_CODE_CACHE=off. Each
// process also reports its own CPU time (bench/cpu-at-exit.cjs, preloaded into the baseline too):
// on a loaded machine wall time includes waiting for a core, CPU time does not.
if (PARTS.has('cold')) say('\ncold explain (one chained command, the engine example stack): ratio to node -e 0 measured alongside (wall; cpu)');
const coldCache = mkdtempSync(join(tmpdir(), 'whale-perm-bench-cache-'));
const cached = { ...process.env, WHALE_PERM_CODE_CACHE: coldCache };
const uncached = { ...process.env, WHALE_PERM_CODE_CACHE: 'off' };
const cpuAtExit = ['--require', join(root, 'bench', 'cpu-at-exit.cjs')];
function cold(args, env) {
  const r = wall(process.execPath, [...cpuAtExit, ...args], { env });
  return { ms: r.ms, cpu: Number(/@cpu (\S+)\n$/.exec(r.stderr ?? '')?.[1] ?? NaN) };
}
for (const engine of PARTS.has('cold') ? ENGINES : []) {
  const json = [bin, 'explain', '--format', 'json', ...example(engine), '--', CHAINED];
  const text = [bin, 'explain', ...example(engine), '--', CHAINED];
  cold(json, cached);
  cold(text, cached);
  const t = { node: [], json: [], text: [], bare: [] };
  for (let i = 0; i < RUNS; i++) {
    t.node.push(cold(['-e', '0'], cached));
    t.json.push(cold(json, cached));
    t.text.push(cold(text, cached));
    t.bare.push(cold(json, uncached));
  }
  const m = Object.fromEntries(Object.entries(t).map(([k, xs]) => [k, { ms: median(xs.map((x) => x.ms)), cpu: median(xs.map((x) => x.cpu)) }]));
  const ratio = (k) => `x${fmt(m[k].ms / m.node.ms, 2)}; cpu x${fmt(m[k].cpu / m.node.cpu, 2)}`;
  say(`  ${engine.padEnd(10)} node -e 0 ${fmt(m.node.ms)} ms (cpu ${fmt(m.node.cpu)})   json ${fmt(m.json.ms)} ms ${ratio('json')} (goal <= 1.5: ${verdict(m.json.ms / m.node.ms <= 1.5)})   text ${fmt(m.text.ms)} ms ${ratio('text')} (goal <= 2: ${verdict(m.text.ms / m.node.ms <= 2)})   json, no code cache ${ratio('bare')}`);
}
rmSync(coldCache, { recursive: true, force: true });
if (process.env.BENCH_COLD_ONLY) {
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

// 2. Batch throughput on the honest corpus against a bare tree-sitter parse and walk of the same commands.
const lines = corpus(10_000);
const commands = lines.map((l) => JSON.parse(l).command).filter((c) => typeof c === 'string');
const batchFile = join(work, 'calls.jsonl');
writeFileSync(batchFile, `${lines.join('\n')}\n`);
const bare = JSON.parse(wall(process.execPath, [join(root, 'bench/bare-parse.js'), batchFile]).stdout);
if (PARTS.has('batch')) say(`\nbatch: ${lines.length} calls, ${new Set(commands).size} distinct commands; bare parse+walk ${fmt(bare.ms)} ms (${bare.nodes} nodes)`);
for (const engine of PARTS.has('batch') ? ENGINES : []) {
  const r = measured(['explain', ...example(engine), '--batch', batchFile]);
  say(`  ${engine.padEnd(10)} ${fmt(r.ms)} ms (${fmt(lines.length / (r.ms / 1000), 0)} calls/s)  throughput x${fmt(bare.ms / r.ms, 2)} of bare (goal >= 0.5: ${verdict(bare.ms / r.ms >= 0.5)})  peak ${fmt(r.rssKB / 1024)} MiB`);
}

let argFiles = 0;
function measured(args) {
  let a = JSON.stringify(args);
  if (a.length > 100_000) {
    // One argument may not exceed 128 KiB on Linux: a long argument list goes through a file.
    const f = join(work, `args-${argFiles++}.json`);
    writeFileSync(f, a);
    a = `@${f}`;
  }
  const r = wall(process.execPath, [join(root, 'bench/measure.js'), a]);
  if (r.timedOut) return { ms: Infinity, rssKB: NaN };
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

// 3. Lint and diff at 10,000 mixed allow/deny/ask rules, per engine.
const git = (cwd, ...args) => spawnSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });

if (PARTS.has('scale')) say('\nlint and diff at 10,000 mixed allow/deny/ask rules (2/3 shell, 1/3 file)');
for (const engine of PARTS.has('scale') ? ENGINES : []) {
  const dir = join(work, `stack-${engine}`);
  const args = writeStack(engine, dir, 10_000);
  const l = measured(['lint', ...args, '--format', 'json']);
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base', '--no-gpg-sign');
  writeStack(engine, dir, 10_000, 'b'); // every rule changed in the working tree
  const d = measured(['diff', ...args, '--base', 'HEAD', '--format', 'json']);
  say(`  ${engine.padEnd(10)} lint ${fmt(l.ms)} ms (goal < 1000: ${verdict(l.ms < 1000)})   diff ${fmt(d.ms)} ms (goal < 5000: ${verdict(d.ms < 5000)})`);
}

// 4. One megabyte of chained commands, text and JSON.
const SEG = ['git status', 'ls -la src', 'npm test', 'echo "$(date)"', 'cat README.md | grep x'];
let big = '';
for (let i = 0; big.length < 1 << 20; i++) big += `${i ? ' && ' : ''}${SEG[i % SEG.length]} ${i}`;
if (PARTS.has('long')) say(`\n1 MB of chained commands (${big.length} characters, one call)`);
for (const engine of PARTS.has('long') ? ENGINES : []) {
  const json = measured(['explain', ...example(engine), '--format', 'json', '--', big]);
  const text = measured(['explain', ...example(engine), '--', big]);
  say(`  ${engine.padEnd(10)} json ${fmt(json.ms)} ms (goal < 2000: ${verdict(json.ms < 2000)})   text ${fmt(text.ms)} ms (goal < 2000: ${verdict(text.ms < 2000)})`);
}

rmSync(work, { recursive: true, force: true });
