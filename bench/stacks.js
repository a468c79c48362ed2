// The bench's 10,000-rule stacks (bench/run.js "scale", bench/scale.js): n mixed allow/deny/ask rules, two
// thirds shell commands and one third file paths, written in each engine's own configuration format.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PROGS = ['git', 'npm', 'cargo', 'make', 'docker', 'kubectl', 'go', 'pip', 'curl', 'rm', 'ls', 'cat'];
const SUBS = ['status', 'test', 'build', 'run', 'push', 'install', 'log', 'diff', '-rf', 'apply'];
const ACTIONS = ['allow', 'deny', 'ask'];
export function ruleSpecs(n, salt) {
  return Array.from({ length: n }, (_, i) => ({
    action: ACTIONS[(i >> 1) % 3],
    shell: i % 3 !== 2,
    command: `${PROGS[i % PROGS.length]} ${SUBS[(i >> 2) % SUBS.length]} x${i}${salt}`,
    path: `src/f${i}${salt}.txt`,
  }));
}
export function writeStack(engine, dir, n, salt = '') {
  const home = join(dir, 'home');
  const ws = join(dir, 'workspace');
  mkdirSync(ws, { recursive: true });
  const specs = ruleSpecs(n, salt);
  if (engine === 'codewhale') {
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, 'permissions.toml'), specs.map((s) => `[[rules]]\ntool = "${s.shell ? 'exec_shell' : 'read_file'}"\n${s.shell ? `command = "${s.command}"` : `path = "${s.path}"`}\naction = "${s.action}"\n`).join('\n'));
  } else {
    const lists = { allow: [], deny: [], ask: [] };
    for (const s of specs) lists[s.action].push(s.shell ? (engine === 'claude' ? `Bash(${s.command} *)` : `Bash(${s.command}:*)`) : `Read(${s.path})`);
    if (engine === 'grok') {
      mkdirSync(join(home, '.grok'), { recursive: true });
      const arr = (xs) => `[${xs.map((x) => JSON.stringify(x)).join(', ')}]`;
      writeFileSync(join(home, '.grok', 'config.toml'), `[permission]\nallow = ${arr(lists.allow)}\ndeny = ${arr(lists.deny)}\nask = ${arr(lists.ask)}\n`);
    } else {
      mkdirSync(join(home, '.claude'), { recursive: true });
      writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify({ permissions: lists }, null, 1));
    }
  }
  return ['--engine', engine, '--home', home, '--workspace', ws];
}
