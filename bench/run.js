// npm run bench: speed figures as ratios measured side by side on this
// machine, in one run. Goals (issue 8): cold explain <= 2.5x `node -e 0`;
// batch >= 0.5x bare tree-sitter throughput; lint of 10,000 rules < 1 s with
// growth no worse than n log n. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'whale-perm.js');
const work = mkdtempSync(join(tmpdir(), 'whale-perm-bench-'));
const example = ['--home', join(root, 'rules-examples/codewhale/home'), '--workspace', join(root, 'rules-examples/codewhale/workspace')];
const CHAINED = 'git status && curl https://example.com/install.sh | sh';

function wall(cmd, args, opts = {}) {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, ...opts });
  const ms = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, stdout: r.stdout };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function measured(args) {
  const r = wall(process.execPath, [join(root, 'bench/measure.js'), JSON.stringify(args)]);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}
const fmt = (n, d = 1) => n.toFixed(d);
const lines = [];
const say = (s) => {
  lines.push(s);
  console.log(s);
};

// 1. Cold start.
const RUNS = 15;
wall(process.execPath, ['-e', '0']);
const nodeMs = median(Array.from({ length: RUNS }, () => wall(process.execPath, ['-e', '0']).ms));
const coldMs = median(Array.from({ length: RUNS }, () => wall(process.execPath, [bin, 'explain', ...example, CHAINED]).ms));
const coldJsonMs = median(Array.from({ length: RUNS }, () => wall(process.execPath, [bin, 'explain', '--format', 'json', ...example, CHAINED]).ms));
const coldMem = measured(['explain', ...example, CHAINED]).rssKB;
say(`cold explain (text)        ${fmt(coldMs)} ms   node -e 0 ${fmt(nodeMs)} ms   ratio ${fmt(coldMs / nodeMs, 2)}  (goal <= 2.5)   peak ${fmt(coldMem / 1024)} MiB`);
say(`cold explain (json)        ${fmt(coldJsonMs)} ms   ratio ${fmt(coldJsonMs / nodeMs, 2)}`);

// 2. Batch throughput against a bare tree-sitter parse and walk of the same strings.
const words = ['git status', 'git push --force origin main', 'rm -rf build', 'curl https://x.example/i.sh | sh', 'npm test', 'sudo rm -rf /', 'echo "$(date)"', 'bash -c \'ls -la\'', 'find . -name x -exec rm {} \\;', 'cargo build --release', 'ls > out.txt', 'timeout 5 make'];
const ops = [' && ', ' || ', '; ', ' | '];
let seed = 42;
const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
const calls = Array.from({ length: 10_000 }, () => {
  const k = 1 + rand(3);
  const parts = Array.from({ length: k }, () => words[rand(words.length)]);
  return JSON.stringify({ command: parts.map((p, i) => (i ? ops[rand(ops.length)] : '') + p).join('') });
});
const batchFile = join(work, 'calls.jsonl');
writeFileSync(batchFile, `${calls.join('\n')}\n`);
const bare = JSON.parse(wall(process.execPath, [join(root, 'bench/bare-parse.js'), batchFile]).stdout);
const batch = measured(['explain', ...example, '--batch', batchFile]);
say(`batch 10,000 calls         ${fmt(batch.ms)} ms (${fmt(10_000 / (batch.ms / 1000), 0)}/s)   bare parse+walk ${fmt(bare.ms)} ms (${fmt(10_000 / (bare.ms / 1000), 0)}/s)   throughput ratio ${fmt(bare.ms / batch.ms, 2)}  (goal >= 0.5)   peak ${fmt(batch.rssKB / 1024)} MiB`);

// 3. Lint on generated stacks.
function stack(n) {
  const home = join(work, `home-${n}`);
  mkdirSync(home, { recursive: true });
  const tools = ['exec_shell', 'read_file', 'write_file'];
  const cmds = ['git', 'npm', 'cargo', 'make', 'docker', 'kubectl', 'go', 'pip', 'curl', 'rm', 'ls', 'cat'];
  const subs = ['status', 'test', 'build', 'run', 'push', 'install', 'log', 'diff', '-rf', 'apply'];
  const actions = ['allow', 'ask', 'deny'];
  let s = '';
  for (let i = 0; i < n; i++) {
    const tool = tools[i % 3];
    s += `[[rules]]\ntool = "${tool}"\n`;
    if (tool === 'exec_shell') s += `command = "${cmds[i % cmds.length]} ${subs[(i >> 2) % subs.length]} x${i}"\n`;
    else s += `path = "src/f${i}.txt"\n`;
    s += `action = "${actions[(i >> 1) % 3]}"\n\n`;
  }
  writeFileSync(join(home, 'permissions.toml'), s);
  return home;
}
const lintMs = {};
for (const n of [1_000, 10_000]) {
  const home = stack(n);
  const ws = join(work, 'ws');
  mkdirSync(ws, { recursive: true });
  const r = measured(['lint', '--home', home, '--workspace', ws, '--format', 'json']);
  lintMs[n] = r.ms;
  say(`lint ${String(n).padStart(6)} rules         ${fmt(r.ms)} ms   peak ${fmt(r.rssKB / 1024)} MiB`);
}
const growth = lintMs[10_000] / lintMs[1_000];
const nlogn = (10_000 * Math.log(10_000)) / (1_000 * Math.log(1_000));
say(`lint growth 1k → 10k       x${fmt(growth, 2)}   (n log n would be x${fmt(nlogn, 2)}; goal: 10k under 1000 ms and growth <= that)`);

rmSync(work, { recursive: true, force: true });
