// The honest batch corpus: 10,000 calls, thousands of distinct commands, in
// the shapes agents really send: chains, pipes, substitutions, wrappers,
// heredocs, redirects, quoted arguments. Deterministic (a seeded 32-bit
// generator: mulberry32, whose arithmetic stays in 32-bit integers, unlike the
// old `seed * 1103515245` that lost precision past 2^53 and cycled through
// about 80 commands).

export function rng(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

const PROGRAMS = [
  ['git', ['status', 'diff --stat', 'log --oneline -n {n}', 'push --force origin {branch}', 'push origin {branch}', 'checkout -b {branch}', 'commit -m "{msg}"', 'add {file}', 'reset --hard HEAD~{n}', 'clean -fdx', 'rebase -i HEAD~{n}', 'fetch --all']],
  ['npm', ['test', 'run build', 'install {pkg}', 'ci', 'run lint -- --fix', 'publish', 'exec {pkg}']],
  ['cargo', ['build --release', 'test -p {pkg}', 'clippy -- -D warnings', 'run --bin {pkg}']],
  ['rm', ['-rf {dir}', '-f {file}', '-rf /', '-rf ~/{dir}', '{file}']],
  ['curl', ['-fsSL https://{host}/install.sh', 'https://{host}/api/{n}', '-d @{file} https://{host}/collect', '-o {file} https://{host}/{file}']],
  ['python3', ["-c 'print({n})'", '-m pytest {dir}', '{file}', '-m http.server {n}']],
  ['node', ["-e 'console.log({n})'", '{file}', '--test {dir}']],
  ['docker', ['run --rm -it {pkg}', 'build -t {pkg} .', 'compose up -d', 'system prune -af']],
  ['kubectl', ['apply -f {file}', 'delete ns {pkg}', 'get pods -n {pkg}']],
  ['terraform', ['plan', 'apply -auto-approve', 'destroy -target={pkg}']],
  ['ls', ['-la {dir}', '{dir}', '-R']],
  ['cat', ['{file}', '.env', '~/.ssh/id_rsa']],
  ['grep', ['-rn "{msg}" {dir}', '-l {pkg} {file}']],
  ['find', ['{dir} -name "*.{ext}"', '. -name {file} -delete', '. -type f -exec rm {} \\;']],
  ['sed', ["-i 's/{pkg}/{msg}/g' {file}", "-n '{n},{n}p' {file}"]],
  ['make', ['', 'test', 'install PREFIX=/usr/local', '-j{n}']],
  ['echo', ['"{msg}"', '$HOME', '"$(date)"', '{msg} > {file}']],
  ['chmod', ['+x {file}', '-R 777 {dir}']],
  ['ssh', ['{host} "uptime"', '-i ~/.ssh/id_rsa {host}']],
  ['sudo', ['apt-get install -y {pkg}', 'rm -rf /var/{dir}', 'systemctl restart {pkg}']],
];
const WRAPPERS = ['timeout {n}', 'nice -n {n}', 'env FOO={n}', 'nohup', 'time', 'sudo', 'xargs -n1', 'bash -c', 'sh -c'];
const OPS = [' && ', ' || ', '; ', ' | ', ' | ', ' && '];
const WORDS = {
  branch: ['main', 'dev', 'feature/x', 'release-1.2', 'fix/login', 'hotfix'],
  msg: ['fix bug', 'wip', 'update deps', 'hello world', 'TODO', 'refactor'],
  file: ['README.md', 'src/index.ts', 'package.json', 'out.txt', 'build.log', 'main.go', "'a b.txt'", 'script.sh', 'config.yaml'],
  dir: ['build', 'dist', 'src', 'node_modules', 'target', 'tmp', '.cache', 'test'],
  pkg: ['left-pad', 'react', 'serde', 'web', 'api', 'worker', 'db', 'nginx'],
  host: ['example.com', 'x.example', 'get.example.org', 'cdn.example.net'],
  ext: ['ts', 'js', 'rs', 'py', 'log', 'tmp'],
};

function fill(template, r) {
  return template.replace(/\{(\w+)\}/g, (_, k) => (k === 'n' ? String(1 + r(500)) : WORDS[k][r(WORDS[k].length)]));
}

function simple(r) {
  const [prog, subs] = PROGRAMS[r(PROGRAMS.length)];
  const cmd = `${prog} ${fill(subs[r(subs.length)], r)}`.trim();
  const shape = r(20);
  if (shape === 0) {
    const w = fill(WRAPPERS[r(WRAPPERS.length)], r);
    return w.endsWith(' -c') ? `${w} "${cmd.replace(/["$`\\]/g, '')}"` : `${w} ${cmd}`;
  }
  if (shape === 1) return `${cmd} > ${fill('{file}', r)} 2>&1`;
  if (shape === 2) return `${cmd} >> ${fill('{file}', r)}`;
  if (shape === 3) return `echo "$(${cmd})"`;
  if (shape === 4) return `${cmd} < ${fill('{file}', r)}`;
  return cmd;
}

export function command(r) {
  const kind = r(40);
  if (kind === 0) return `cat <<'EOF' > ${fill('{file}', r)}\n${fill('{msg}', r)} ${r(1000)}\nEOF`;
  if (kind === 1) return `bash -c '${simple(r).replace(/'/g, '')}'`;
  if (kind === 2) return `for f in ${fill('{dir}', r)}/*; do ${simple(r)}; done`;
  if (kind === 3) return `if [ -f ${fill('{file}', r)} ]; then ${simple(r)}; fi`;
  if (kind === 4) return `(cd ${fill('{dir}', r)} && ${simple(r)})`;
  const k = 1 + r(4);
  let s = simple(r);
  for (let i = 1; i < k; i++) s += OPS[r(OPS.length)] + simple(r);
  return s;
}

/** `n` batch lines (JSON), with a mix of shell calls and file-tool calls. */
export function corpus(n, seed = 42) {
  const r = rng(seed);
  const out = [];
  for (let i = 0; i < n; i++) {
    if (r(10) === 0) out.push(JSON.stringify({ tool: ['read_file', 'write_file'][r(2)], path: fill('{dir}/{file}', r) }));
    else out.push(JSON.stringify({ command: command(r) }));
  }
  return out;
}
