// The generated Codex cases: rules files from a grammar of real-looking
// prefix rules (alternatives, justifications, match/not_match examples,
// host_executable gates, positional and variable forms, and a few mistakes
// Codex refuses), and argvs or plain scripts from a corpus of commands.
import fc from 'fast-check';

const q = (a) => fc.constantFrom(...a);
/** `arb` in about `weight` of `of` cases, else null. */
const sometimes = (arb, weight, of) => fc.oneof({ weight, arbitrary: arb }, { weight: of - weight, arbitrary: fc.constant(null) });
const s = (x) => JSON.stringify(x);

const PATTERNS = [['git', ['push', 'fetch']], ['git'], ['git', 'status'], ['git', 'push'], ['rm'], ['rm', '-rf'], ['npm', 'test'], ['npm', ['test', 'run']], ['git status'], [['ls', 'cat']], ['/usr/bin/git', 'status'], ['python3', '-c'], ['sudo'], ['docker', ['run', 'exec'], '-it'], ['bash', '-lc'], ['curl'], ['cargo', 'build'], [['rm', 'rmdir'], '-r'], ['make'], ['Git']];
const JUST = ['network access', 'use trash instead', 'destructive', 'ask first'];
/** Mostly `good`, rarely `bad` (a value Codex refuses). */
const rarely = (good, bad) => fc.oneof({ weight: 15, arbitrary: good }, { weight: 1, arbitrary: bad });

const ruleArb = fc.record({
  pattern: q(PATTERNS),
  decision: fc.oneof({ weight: 80, arbitrary: q(['allow', 'prompt', 'forbidden']) }, { weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: q(['deny', 'Allow']) }),
  justification: sometimes(rarely(q(JUST), fc.constant(' ')), 1, 3),
  match: sometimes(rarely(fc.constant('ok'), fc.constant('bad')), 1, 6),
  notMatch: sometimes(rarely(fc.constant('ok'), fc.constant('bad')), 1, 8),
  form: fc.oneof({ weight: 12, arbitrary: fc.constant('kw') }, { weight: 2, arbitrary: fc.constant('positional') }, { weight: 2, arbitrary: fc.constant('variable') }, { weight: 1, arbitrary: fc.oneof({ weight: 1, arbitrary: q(['extra-kw', 'empty-pattern', 'empty-alts']) }, { weight: 2, arbitrary: fc.constant('kw') }) }),
});

/** An example that matches the pattern: the first alternative of every token, plus one more word. */
const ownExample = (pattern) => s([...pattern.map((t) => (typeof t === 'string' ? t : t[t.length - 1])), 'x']);

function ruleText(r, i) {
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
  if (r.match !== null) parts.push(`match=[${r.match === 'ok' ? ownExample(r.pattern) : '"zzz"'}]`);
  if (r.notMatch !== null) parts.push(`not_match=[${r.notMatch === 'ok' ? '"zzz qqq"' : ownExample(r.pattern)}]`);
  if (r.form === 'extra-kw') parts.push('reviewer="user"');
  return `${pre}prefix_rule(${parts.join(', ')})`;
}

const HOSTS = rarely(q(['host_executable(name="git", paths=["/usr/bin/git"])', 'host_executable(name="rm", paths=["/bin/rm", "/usr/bin/rm"])', 'host_executable(name="git", paths=["/opt/git"])', 'host_executable(name="rm", paths=["/usr/bin/rm"])']), q(['host_executable(name="/bin/git", paths=["/bin/git"])', 'host_executable(name="git", paths=["/usr/bin/gut"])']));
const fileArb = fc.tuple(fc.array(ruleArb, { minLength: 1, maxLength: 5 }), sometimes(HOSTS, 1, 3), fc.boolean()).map(([rs, host, comment]) => ({ text: (comment ? '# generated rules\n' : '') + rs.map(ruleText).join('\n') + (host ? `\n${host}` : '') + '\n', patterns: rs.map((r) => r.pattern) }));

const rulesArb = fc.array(fileArb, { minLength: 1, maxLength: 2 });

/** An argv near one of the case's own patterns: as written, an alternative, a prefix of it, longer, by path, in another case. */
const nearArb = (patterns) =>
  fc.tuple(q(patterns), fc.nat(), q(['as-is', 'longer', 'shorter', 'path', 'upper', 'wrapped'])).map(([p, k, how]) => {
    const words = p.map((t) => (typeof t === 'string' ? t : t[k % t.length]));
    switch (how) {
      case 'longer':
        return [...words, 'x', '--flag'];
      case 'shorter':
        return words.length > 1 ? words.slice(0, -1) : ['other'];
      case 'path':
        return [words[0].startsWith('/') ? words[0] : `/usr/bin/${words[0]}`, ...words.slice(1)];
      case 'upper':
        return [words[0].toUpperCase(), ...words.slice(1)];
      case 'wrapped':
        return ['timeout', '5', ...words];
      default:
        return words;
    }
  });

const ARGVS = [['git', 'push', 'origin', 'main'], ['git', 'fetch'], ['git', 'status'], ['git', 'status', '--short'], ['git', '-C', '/r', 'status'], ['git'], ['rm', '-rf', 'build'], ['rm', 'x'], ['rm', '-r', 'x'], ['rmdir', '-r', 'x'], ['/bin/rm', '-rf', 'x'], ['/usr/bin/rm', 'x'], ['/usr/bin/git', 'status'], ['/usr/bin/git', 'log'], ['/opt/git', 'push'], ['/usr/local/bin/git', 'status'], ['npm', 'test'], ['npm', 'run', 'build'], ['git status'], ['ls'], ['ls', '-la'], ['cat', 'x'], ['sudo', 'rm', '-rf', '/'], ['docker', 'run', '-it', 'x'], ['docker', 'exec', 'x'], ['python3', '-c', 'print(1)'], ['bash', '-lc', 'git status'], ['Git', 'status'], ['curl', 'https://example.com'], ['cargo', 'build', '--release'], ['make'], ['timeout', '5', 'rm', '-rf', 'build'], ['env', 'rm', 'x']];
const SCRIPT_PARTS = ['git status', 'git push origin main', 'rm -rf build', 'ls -la', 'npm test', "echo 'hi there'", 'echo "a b"', 'cat x', 'git log --oneline', 'docker run -it x', 'python3 -c 1', 'make', 'cargo build', 'rg -n "foo" -g"*.py"', 'curl https://example.com', '/bin/rm -rf x', 'sudo rm -rf /'];
export const scriptArb = fc.tuple(q(SCRIPT_PARTS), fc.array(fc.tuple(q([' && ', ' || ', '; ', ' | ', '\n']), q(SCRIPT_PARTS)), { maxLength: 2 })).map(([a, rest]) => a + rest.map(([o, p]) => o + p).join(''));

const quote = (w) => (/^[A-Za-z0-9_./=-]+$/.test(w) ? w : `'${w}'`);
export const caseArb = rulesArb.chain((files) => {
  const patterns = files.flatMap((f) => f.patterns);
  const argv = fc.oneof({ weight: 1, arbitrary: q(ARGVS) }, { weight: 1, arbitrary: nearArb(patterns) });
  const script = fc.oneof({ weight: 1, arbitrary: scriptArb }, { weight: 1, arbitrary: fc.tuple(argv, q([' && ', ' | ', '; ', '\n']), argv).map(([a, op, b]) => a.map(quote).join(' ') + op + b.map(quote).join(' ')) });
  return fc.record({
    files: fc.constant(files.map((f) => f.text)),
    resolveHost: fc.boolean(),
    input: fc.oneof({ weight: 3, arbitrary: argv.map((a) => ({ argv: a })) }, { weight: 2, arbitrary: script.map((sc) => ({ script: sc })) }),
  });
});
