/** Codex rules files and the matcher, unit by unit (execpolicy parser.rs, rule.rs, policy.rs; bash.rs for lowering). */
import { describe, expect, it } from 'vitest';
import { lower } from '../../../src/engines/codex/lower.js';
import { addRulesFile, emptyPolicy, matchesFor, RulesLoadError, strictest } from '../../../src/engines/codex/policy.js';

const load = (text: string) => {
  const p = emptyPolicy();
  addRulesFile(p, text, 'x.rules', '/w');
  return p;
};
const decide = (text: string, argv: string[], resolveHost = true) => strictest(matchesFor(load(text), argv, { resolveHost, cwd: '/w' }).map((m) => m.decision));

describe('codex rules', () => {
  it.each([
    ['prefix_rule(pattern=["git", ["push", "fetch"]], decision="prompt")', ['git', 'fetch', 'x'], 'prompt'],
    ['prefix_rule(pattern=["git status"])', ['git', 'status'], undefined],
    ['prefix_rule(pattern=["git", "status"])', ['git', '-C', '/r', 'status'], undefined],
    ['prefix_rule(pattern=["git"], decision="prompt")\nprefix_rule(pattern=["git", "push"], decision="forbidden")', ['git', 'push'], 'forbidden'],
    ['prefix_rule(pattern=[["rm", "rmdir"]], decision="forbidden")', ['rmdir', 'x'], 'forbidden'],
    ['prefix_rule(["ls"], "forbidden")', ['ls'], 'forbidden'],
    ['p = ["rm"]\nprefix_rule(pattern=p, decision="forbidden")', ['rm'], 'forbidden'],
    ['prefix_rule(pattern=["Git"])', ['git'], undefined],
  ])('%s on %j → %s', (text, argv, want) => {
    expect(decide(text, argv)).toBe(want);
  });

  it('absolute paths fall back to the basename, gated by host_executable', () => {
    const rules = 'prefix_rule(pattern=["git"], decision="prompt")\nhost_executable(name="git", paths=["/usr/bin/git"])';
    expect(decide(rules, ['/usr/bin/git', 'status'])).toBe('prompt');
    expect(decide(rules, ['/opt/git', 'status'])).toBeUndefined();
    expect(decide(rules, ['/usr/bin/git', 'status'], false)).toBeUndefined();
    expect(decide('prefix_rule(pattern=["git"], decision="prompt")', ['./git'])).toBe('prompt');
  });

  it.each([
    ['prefix_rule(pattern=["rm"], decision="deny")', 'invalid decision: deny'],
    ['prefix_rule(pattern=["rm"], reviewer="user")', 'extra named parameter'],
    ['prefix_rule(pattern=[])', 'pattern cannot be empty'],
    ['prefix_rule(pattern=["git", []])', 'alternatives cannot be empty'],
    ['prefix_rule(pattern=["git"], justification=" ")', 'justification cannot be empty'],
    ['prefix_rule(pattern=["git"], match=["ls"])', 'expected every example to match'],
    ['prefix_rule(pattern=["git"], not_match=["git x"])', 'expected example to not match'],
    ['host_executable(name="/bin/git", paths=["/bin/git"])', 'bare executable name'],
    ['host_executable(name="git", paths=["/bin/gut"])', 'must have basename'],
    ['prefix_rule(pattern=["git"]', 'expected'],
    ['allow_rule(pattern=["git"])', 'not found'],
  ])('%s fails to load (%s)', (text, message) => {
    expect(() => load(text)).toThrow(RulesLoadError);
    expect(() => load(text)).toThrow(message);
  });

  it.each([
    ['git status && rm -rf build', [['git', 'status'], ['rm', '-rf', 'build']], true],
    ["echo 'hi there' | wc -l", [['echo', 'hi there'], ['wc', '-l']], true],
    ['rg -n "foo" -g"*.py"', [['rg', '-n', 'foo', '-g*.py']], true],
    ['git status > out.txt', null, false],
    ['FOO=1 rm x', null, false],
    ['echo $HOME', null, false],
    ['ls &', null, false],
    ['(ls)', null, false],
    ["python3 <<'EOF'\nprint(1)\nEOF", null, false],
  ])('lowering %j', (script, commands, split) => {
    const l = lower(['/bin/bash', '-lc', script]);
    expect(l.split).toBe(split);
    expect(l.commands).toEqual(commands ?? [['/bin/bash', '-lc', script]]);
  });
});
