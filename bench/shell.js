// node bench/shell.js (after `npm run build`): how long the shell analyzer,
// and `whale-perm explain` in text and JSON, take on hostile inputs —
// 1 MB of `true && ` chained, 60,000 nested `sudo`, 60,000 nested `$(…)`,
// a 16 KB multi-line command. Goal (issue 14): each under 2 s. Prints
// figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const work = mkdtempSync(join(tmpdir(), 'whale-perm-bench-shell-'));
const home = join(work, 'home');
const workspace = join(work, 'workspace');
mkdirSync(home);
mkdirSync(workspace);
// A stack must exist (with none, whale-perm refuses the run: exit 2): one deny rule, as a user would have.
writeFileSync(join(home, 'permissions.toml'), '[[rules]]\ntool = "exec_shell"\ncommand = "rm"\naction = "deny"\n');

// Linux caps one argv string at 128 KiB (MAX_ARG_STRLEN): longer commands go through `explain --batch FILE`
// (one JSON call per line; its results are JSON lines whatever --format says).
const ARGV_MAX = 128 * 1024 - 1;

function cli(input, format) {
  const file = join(work, 'calls.jsonl');
  const viaBatch = Buffer.byteLength(input) > ARGV_MAX;
  if (viaBatch) writeFileSync(file, `${JSON.stringify({ command: input })}\n`);
  const tail = viaBatch ? ['--batch', file] : ['--', input];
  const args = [bin, 'explain', '--home', home, '--workspace', workspace, '--format', format, ...tail];
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - t0;
  if (r.error) return { ms: NaN, note: r.error.code ?? String(r.error) };
  return { ms, note: `${viaBatch ? '--batch, ' : ''}exit ${r.status}, ${r.stdout.length} bytes out` };
}

const rows = [];
for (const [label, input] of INPUTS) {
  analyzeShell('true'); // the parser is created on first use
  const t0 = performance.now();
  const a = analyzeShell(input);
  const analysisMs = performance.now() - t0;
  const text = cli(input, 'text');
  const json = cli(input, 'json');
  rows.push({
    label,
    size: input.length,
    analysisMs,
    segments: a.segments.length,
    opaque: a.opaque.length,
    text: Buffer.byteLength(input) > ARGV_MAX ? { ms: NaN, note: 'argv cannot hold it; --batch is JSON' } : text,
    json,
  });
}
rmSync(work, { recursive: true, force: true });

const f = (ms) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
console.log('| input | chars | analyzeShell | segments / opaque | explain (text) | explain (json) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.label} | ${r.size} | ${f(r.analysisMs)} | ${r.segments} / ${r.opaque} | ${f(r.text.ms)} (${r.text.note}) | ${f(r.json.ms)} (${r.json.note}) |`);
}
