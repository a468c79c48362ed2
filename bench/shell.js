// node bench/shell.js (after `npm run build`): how long the shell analyzer,
// and `whale-perm explain` in text and JSON, take on hostile inputs —
// 1 MB of `true && ` chained, 60,000 nested `sudo`, 60,000 nested `$(…)`,
// a 16 KB multi-line command — on each engine (BENCH_ENGINES limits them).
// Goal (issue 14): each under 2 s in text and JSON. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'whale-perm.js');
const { analyzeShell } = await import(join(root, 'dist/shell/index.js'));

const chain = 'true && '.repeat(Math.ceil((1 << 20) / 8)) + 'true';
const sudo = `${'sudo '.repeat(60_000)}rm -rf x`;
const nested = `${'echo $('.repeat(60_000)}rm x${')'.repeat(60_000)}`;
const lines = [];
for (let i = 0; lines.join('\n').length < 16 * 1024; i++) {
  lines.push(i % 5 === 0 ? `if [ -f f${i} ]; then rm -rf "d${i}" && echo done${i}; fi` : `git add file${i}.txt && ls -la dir${i} | grep x${i} || cp a${i} b${i} \\`);
}
const multiline = `${lines.join('\n')}\ntrue`;

const INPUTS = [
  ['1 MB of `true && ` chained', chain],
  ['60,000 nested `sudo`', sudo],
  ['60,000 nested `$(…)`', nested],
  ['16 KB multi-line command', multiline],
];

const ENGINES = (process.env.BENCH_ENGINES ?? 'codewhale,san,grok,claude').split(',');
const TIMEOUT = 120_000;
const example = (engine) => {
  const d = join(root, 'rules-examples', engine);
  const a = ['--engine', engine, '--home', join(d, 'home'), '--workspace', join(d, 'workspace')];
  if (engine === 'grok') a.push('--managed-dir', join(d, 'managed'), '--trusted');
  return a;
};

const work = mkdtempSync(join(tmpdir(), 'whale-perm-bench-shell-'));
const file = join(work, 'command.sh');

// Every input goes through `explain --command-file FILE` (Linux caps one argv string at 128 KiB, and the
// same route for all keeps the figures comparable), on each engine's example stack, in text and JSON.
function cli(engine, format) {
  const args = [bin, 'explain', ...example(engine), '--format', format, '--command-file', file];
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30, timeout: TIMEOUT });
  const ms = performance.now() - t0;
  if (r.error?.code === 'ETIMEDOUT' || r.signal) return { ms: Infinity, note: 'timed out' };
  if (r.error) return { ms: NaN, note: r.error.code ?? String(r.error) };
  if (r.status !== 0) return { ms: NaN, note: `exit ${r.status}: ${r.stderr.trim().slice(0, 120)}` };
  return { ms, note: `${(r.stdout.length / 1024).toFixed(0)} KiB out` };
}

const rows = [];
for (const [label, input] of INPUTS) {
  analyzeShell('true'); // the parser is created on first use
  const t0 = performance.now();
  const a = analyzeShell(input);
  const analysisMs = performance.now() - t0;
  writeFileSync(file, input);
  const runs = ENGINES.map((engine) => ({ engine, text: cli(engine, 'text'), json: cli(engine, 'json') }));
  rows.push({ label, size: input.length, analysisMs, segments: a.segments.length, opaque: a.opaque.length, runs });
}
rmSync(work, { recursive: true, force: true });

const f = (ms) => (Number.isNaN(ms) ? 'n/a' : Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : `>${TIMEOUT / 1000} s`);
const goal = (ms) => (ms < 2000 ? 'met' : 'NOT MET');
console.log('\nhostile shell input: explain --command-file, each engine example stack (goal < 2 s, text and JSON)');
console.log('| input | chars | analyzeShell | segments / opaque | engine | explain (text) | explain (json) | goal |');
console.log('|---|---:|---:|---:|---|---:|---:|---|');
for (const r of rows) {
  for (const [i, e] of r.runs.entries()) {
    const head = i === 0 ? `| ${r.label} | ${r.size} | ${f(r.analysisMs)} | ${r.segments} / ${r.opaque}` : '| | | |';
    const both = Math.max(e.text.ms, e.json.ms);
    console.log(`${head} | ${e.engine} | ${f(e.text.ms)} (${e.text.note}) | ${f(e.json.ms)} (${e.json.note}) | ${Number.isNaN(both) ? 'NOT MET' : goal(both)} |`);
  }
}
