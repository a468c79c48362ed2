// The generated Gemini cases: policy files from a grammar of real-looking
// rules (prefixes, regexes, args patterns, tool-wide rules; priorities at and
// around the edges; user, admin and extension tiers; modes, redirection
// flags), and shell commands built from a corpus of simple commands joined
// by chains, pipes, substitutions, wrappers and redirects.
import fc from 'fast-check';

const PREFIXES = ['git', 'git status', 'git log', 'git push', 'rm', 'rm -rf', 'npm test', 'npm', 'ls', 'cat', 'echo', 'sudo', 'curl', 'docker', 'python3', 'make', 'find', 'ln', 'sed', 'timeout', 'bash', 'git commit -m', 'ls -la', 'grep'];
const REGEXES = ['git (status|log).*', 'rm .*', 'npm (test|run) .*', '.*build.*', '^rm', 'ls( .*)?', 'echo .*', 'cat [^|;&]*', 'git.*', '(sudo )?rm', 'curl .*\\| *sh', '[a-z]+ -rf .*'];
const ARGS = ['rm', 'build', 'curl', '"dir_path"', 'git status', '\\x00"command":"ls', 'sudo'];
const TOOLS = ['run_shell_command', 'run_shell_command', 'run_shell_command', '*', 'read_file'];
const PRIORITIES = [0, 1, 10, 15, 40, 50, 100, 200, 500, 950, 998, 999];

const str = (s) => JSON.stringify(s);
const q = (a) => fc.constantFrom(...a);
/** `arb` in about `weight` of `of` cases, else null. */
const sometimes = (arb, weight, of) => fc.oneof({ weight, arbitrary: arb }, { weight: of - weight, arbitrary: fc.constant(null) });

const ruleArb = fc.record({
  toolName: q(TOOLS),
  match: fc.oneof(
    { weight: 6, arbitrary: fc.record({ key: fc.constant('commandPrefix'), value: fc.oneof(q(PREFIXES), fc.array(q(PREFIXES), { minLength: 1, maxLength: 2 })) }) },
    { weight: 3, arbitrary: fc.record({ key: fc.constant('commandRegex'), value: q(REGEXES) }) },
    { weight: 1, arbitrary: fc.record({ key: fc.constant('argsPattern'), value: q(ARGS) }) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.record({ key: fc.constant('commandprefix'), value: q(PREFIXES) }) },
  ),
  decision: q(['allow', 'allow', 'deny', 'ask_user']),
  priority: fc.oneof({ weight: 30, arbitrary: q(PRIORITIES) }, { weight: 1, arbitrary: q([1000, -1, 2.5]) }),
  modes: sometimes(fc.subarray(['default', 'autoEdit', 'yolo', 'plan'], { minLength: 1 }), 1, 5),
  allowRedirection: sometimes(fc.boolean(), 1, 4),
  interactive: sometimes(fc.boolean(), 1, 6),
});

function ruleToml(r) {
  const lines = ['[[rule]]', `toolName = ${str(r.toolName)}`];
  if (r.match) lines.push(`${r.match.key} = ${Array.isArray(r.match.value) ? `[${r.match.value.map(str).join(', ')}]` : str(r.match.value)}`);
  lines.push(`decision = ${str(r.decision)}`, `priority = ${r.priority}`);
  if (r.modes) lines.push(`modes = [${r.modes.map(str).join(', ')}]`);
  if (r.allowRedirection !== null) lines.push(`allowRedirection = ${r.allowRedirection}`);
  if (r.interactive !== null) lines.push(`interactive = ${r.interactive}`);
  return lines.join('\n');
}

const fileArb = fc.array(ruleArb, { minLength: 1, maxLength: 6 }).map((rs) => rs.map(ruleToml).join('\n\n') + '\n');

export const configArb = fc.record({
  user: fc.array(fileArb, { minLength: 1, maxLength: 2 }),
  admin: sometimes(fileArb, 1, 3),
  extension: sometimes(fileArb, 1, 4),
  mode: fc.oneof({ weight: 6, arbitrary: fc.constant('default') }, { weight: 1, arbitrary: q(['autoEdit', 'yolo', 'plan']) }),
  interactive: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  trusted: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
});

const SIMPLE = ['git status', 'git log --oneline', 'git push origin main', 'git -c core.pager=sh log', 'git branch -D old', 'git branch', 'git diff --ext-diff', 'ls', 'ls -la', 'ls /', 'rm -rf build', 'rm -f x', 'rm build', 'rm -r -f x', 'cat README.md', 'cat /etc/passwd', 'cat ~/.ssh/id_rsa', 'echo hi', 'echo "a b"', "echo 'x y'", 'npm test', 'npm run build', 'python3 -c "print(1)"', 'sudo rm -rf /', 'sudo ls', 'timeout 5 rm -rf build', 'FOO=1 rm x', '/bin/rm x', 'find . -delete', 'find . -name x', 'ln -s a b', 'sed -n 1p f', 'sed -i s/a/b/ f', 'curl https://example.com', 'make', 'make build', 'docker run x', 'grep -r x .', 'head -n 3 f', 'wc -l f', 'pwd', 'cd sub', 'cd /tmp', 'cd', 'true', 'env rm -rf x', 'r""m -rf x', '\\rm -rf x', 'xargs rm', 'eval "rm -rf x"', 'export A=1', 'unset A', '[ -f x ]', 'test -f x', 'git  status', 'git\tstatus', 'gitstatus', 'git logout', 'npm testing', 'ls-files', 'echo $HOME', 'echo ${HOME}', 'cat "$f"', 'base64 -o out f', 'rg --pre sh x', 'whoami', 'uname -a', 'which git'];
const WRAPPED = (c) => fc.constantFrom(`bash -c "${c}"`, `sh -c '${c}'`, `bash -x -c "${c}"`, `/bin/bash -c '${c}'`, `zsh -c "${c}"`);
const SUBST = (c) => fc.constantFrom(`echo "$(${c})"`, `echo \`${c}\``, `cat <(${c})`, `x=$(${c})`, `(${c})`, `{ ${c}; }`, `if true; then ${c}; fi`, `for f in a b; do ${c}; done`, `! ${c}`);
const REDIR = (c) => fc.constantFrom(`${c} > out.txt`, `${c} >> log`, `${c} 2>/dev/null`, `${c} < in.txt`, `${c} <<< "x"`, `${c} <<EOF\nhi\nEOF`, `${c} 2>&1`);
const BROKEN = ['echo "unterminated', 'ls &&', 'echo ${x@P}', '(((', ''];

const simpleArb = q(SIMPLE);
const partArb = fc.oneof(
  { weight: 8, arbitrary: simpleArb },
  { weight: 1, arbitrary: simpleArb.chain(WRAPPED) },
  { weight: 1, arbitrary: simpleArb.chain(SUBST) },
  { weight: 1, arbitrary: simpleArb.chain(REDIR) },
);
const OPS = [' && ', ' || ', '; ', ' | ', '\n', ' & '];
export const commandArb = fc.oneof(
  { weight: 4, arbitrary: partArb },
  { weight: 4, arbitrary: fc.tuple(partArb, fc.array(fc.tuple(q(OPS), partArb), { minLength: 1, maxLength: 2 })).map(([a, rest]) => a + rest.map(([o, p]) => o + p).join('')) },
  { weight: 1, arbitrary: q(BROKEN) },
);
export const callArb = fc.record({
  command: commandArb,
  dir_path: sometimes(q(['sub', '/tmp', '..', '.']), 1, 8),
  tool: fc.oneof({ weight: 12, arbitrary: fc.constant('run_shell_command') }, { weight: 1, arbitrary: q(['read_file', 'write_file', 'web_fetch', 'glob']) }),
});
