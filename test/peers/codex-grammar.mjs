// The generated Codex cases: rules files from a grammar of real-looking
// prefix rules (alternatives, justifications, match/not_match examples,
// host_executable gates, positional and variable forms, and a few mistakes
// Codex refuses), and argvs or plain scripts from a corpus of commands.
import fc from 'fast-check';

const q = (a) => fc.constantFrom(...a);
const s = (x) => JSON.stringify(x);

const PATTERNS = [['git', ['push', 'fetch']], ['git'], ['git', 'status'], ['git', 'push'], ['rm'], ['rm', '-rf'], ['npm', 'test'], ['npm', ['test', 'run']], ['git status'], [['ls', 'cat']], ['/usr/bin/git', 'status'], ['python3', '-c'], ['sudo'], ['docker', ['run', 'exec'], '-it'], ['bash', '-lc'], ['curl'], ['cargo', 'build'], [['rm', 'rmdir'], '-r'], ['make'], ['Git']];
const JUST = ['network access', 'use trash instead', 'destructive', ' '];
const EXAMPLES_OK = { git: 'git push origin', rm: '["rm", "-rf", "x"]', npm: 'npm test', ls: 'ls -la', python3: 'python3 -c 1', sudo: 'sudo ls', docker: 'docker run -it x', bash: "bash -lc 'ls'", curl: 'curl x', cargo: 'cargo build', make: 'make all', '/usr/bin/git': '/usr/bin/git status', Git: 'Git x', 'git status': '["git status"]', cat: 'cat x', rmdir: 'rmdir -r x' };

const ruleArb = fc.record({
  pattern: q(PATTERNS),
  decision: fc.oneof({ weight: 20, arbitrary: q(['allow', 'prompt', 'forbidden']) }, { weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: q(['deny', 'Allow']) }),
  justification: fc.option(q(JUST), { freq: 3 }),
  match: fc.option(q(['ok', 'bad']), { freq: 4 }),
  notMatch: fc.option(q(['ok', 'bad']), { freq: 5 }),
  form: fc.oneof({ weight: 12, arbitrary: fc.constant('kw') }, { weight: 2, arbitrary: fc.constant('positional') }, { weight: 2, arbitrary: fc.constant('variable') }, { weight: 1, arbitrary: q(['extra-kw', 'empty-pattern', 'empty-alts']) }),
});

function ruleText(r, i) {
  const head = typeof r.pattern[0] === 'string' ? r.pattern[0] : r.pattern[0][0];
  const parts = [];
  let pat = s(r.pattern);
  if (r.form === 'empty-pattern') pat = '[]';
  if (r.form === 'empty-alts') pat = s([r.pattern[0], []]);
  const pre = r.form === 'variable' ? `p${i} = ${pat}\n` : '';
  if (r.form === 'variable') pat = `p${i}`;
  if (r.form === 'positional') parts.push(pat);
  else parts.push(`pattern=${pat}`);
  if (r.decision !== null) parts.push(r.form === 'positional' ? s(r.decision) : `decision=${s(r.decision)}`);
  if (r.justification !== null) parts.push(`justification=${s(r.justification)}`);
  if (r.match !== null) parts.push(`match=[${r.match === 'ok' ? (EXAMPLES_OK[head] ?? s(head)) : '"zzz"'}]`);
  if (r.notMatch !== null) parts.push(`not_match=[${r.notMatch === 'ok' ? '"zzz qqq"' : (EXAMPLES_OK[head] ?? s(head))}]`);
  if (r.form === 'extra-kw') parts.push('reviewer="user"');
  return `${pre}prefix_rule(${parts.join(', ')})`;
}

const HOSTS = ['host_executable(name="git", paths=["/usr/bin/git"])', 'host_executable(name="rm", paths=["/bin/rm", "/usr/bin/rm"])', 'host_executable(name="git", paths=["/opt/git"])', 'host_executable(name="/bin/git", paths=["/bin/git"])', 'host_executable(name="git", paths=["/usr/bin/gut"])'];
const fileArb = fc.tuple(fc.array(ruleArb, { minLength: 1, maxLength: 5 }), fc.option(q(HOSTS), { freq: 4 }), fc.boolean()).map(([rs, host, comment]) => (comment ? '# generated rules\n' : '') + rs.map(ruleText).join('\n') + (host ? `\n${host}` : '') + '\n');

export const rulesArb = fc.array(fileArb, { minLength: 1, maxLength: 2 });

const ARGVS = [['git', 'push', 'origin', 'main'], ['git', 'fetch'], ['git', 'status'], ['git', 'status', '--short'], ['git', '-C', '/r', 'status'], ['git'], ['rm', '-rf', 'build'], ['rm', 'x'], ['rm', '-r', 'x'], ['rmdir', '-r', 'x'], ['/bin/rm', '-rf', 'x'], ['/usr/bin/rm', 'x'], ['/usr/bin/git', 'status'], ['/usr/bin/git', 'log'], ['/opt/git', 'push'], ['/usr/local/bin/git', 'status'], ['npm', 'test'], ['npm', 'run', 'build'], ['git status'], ['ls'], ['ls', '-la'], ['cat', 'x'], ['sudo', 'rm', '-rf', '/'], ['docker', 'run', '-it', 'x'], ['docker', 'exec', 'x'], ['python3', '-c', 'print(1)'], ['bash', '-lc', 'git status'], ['Git', 'status'], ['curl', 'https://example.com'], ['cargo', 'build', '--release'], ['make'], ['timeout', '5', 'rm', '-rf', 'build'], ['env', 'rm', 'x']];
const SCRIPT_PARTS = ['git status', 'git push origin main', 'rm -rf build', 'ls -la', 'npm test', "echo 'hi there'", 'echo "a b"', 'cat x', 'git log --oneline', 'docker run -it x', 'python3 -c 1', 'make', 'cargo build', 'rg -n "foo" -g"*.py"', 'curl https://example.com', '/bin/rm -rf x', 'sudo rm -rf /'];
export const scriptArb = fc.tuple(q(SCRIPT_PARTS), fc.array(fc.tuple(q([' && ', ' || ', '; ', ' | ', '\n']), q(SCRIPT_PARTS)), { maxLength: 2 })).map(([a, rest]) => a + rest.map(([o, p]) => o + p).join(''));

export const caseArb = fc.record({
  files: rulesArb,
  resolveHost: fc.boolean(),
  input: fc.oneof({ weight: 3, arbitrary: q(ARGVS).map((argv) => ({ argv })) }, { weight: 2, arbitrary: scriptArb.map((script) => ({ script })) }),
});
