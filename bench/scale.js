// node bench/scale.js [ENGINES] [N] (after `npm run build`): lint and diff of the bench's N-rule stacks
// (default 10,000; bench/stacks.js), each command run in this process through the CLI's `run`, with CPU
// time beside wall time. The diff is the bench's: every rule of the base changed in the working tree.
// SCALE_KEEP=DIR writes the stacks under DIR and keeps them (to profile one command with
// `node --cpu-prof bench/measure.js '[…args]'`); SCALE_PARTS=lint or diff runs one of the two.
// Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeStack } from './stacks.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const engines = (process.argv[2] ?? 'codewhale,san,grok,claude').split(',');
const n = Number(process.argv[3] ?? 10_000);
const parts = new Set((process.env.SCALE_PARTS ?? 'lint,diff').split(','));
const keep = process.env.SCALE_KEEP;
const work = keep ? (mkdirSync(keep, { recursive: true }), keep) : mkdtempSync(join(tmpdir(), 'whale-perm-scale-'));
const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@example.com', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@example.com' };
const git = (cwd, ...args) => spawnSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });
const { run } = await import(join(root, 'dist/cli/main.js'));

async function measured(args) {
  let bytes = 0;
  const io = { out(t) { bytes += t.length; }, err() {}, isTTY: false, env: {}, cwd: work };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const code = await run(args, io);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { ms, cpu: (c.user + c.system) / 1000, code, bytes };
}
const fmt = (x) => x.toFixed(0).padStart(6);

console.log(`scale: ${n} rules; ms wall / cpu, in process (goal: lint < 1000, diff < 5000)`);
for (const engine of engines) {
  const dir = join(work, `stack-${engine}`);
  rmSync(dir, { recursive: true, force: true });
  const args = writeStack(engine, dir, n);
  let line = `  ${engine.padEnd(10)}`;
  if (parts.has('lint')) {
    const l = await measured(['lint', ...args, '--format', 'json']);
    line += ` lint ${fmt(l.ms)} / ${fmt(l.cpu)} (exit ${l.code}, ${l.bytes} bytes)`;
  }
  if (parts.has('diff')) {
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base', '--no-gpg-sign');
    writeStack(engine, dir, n, 'b');
    const d = await measured(['diff', ...args, '--base', 'HEAD', '--format', 'json']);
    line += `   diff ${fmt(d.ms)} / ${fmt(d.cpu)} (exit ${d.code}, ${d.bytes} bytes)`;
  }
  console.log(line);
  if (keep) console.log(`    args: ${JSON.stringify(args)} (cwd ${dir} for diff)`);
}
if (!keep) rmSync(work, { recursive: true, force: true });
