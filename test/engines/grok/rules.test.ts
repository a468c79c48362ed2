/** grok's rule strings, matchers and the [permission] forms, unit by unit. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTomlLocated } from '../../../src/config/located.js';
import { compileGlob, globMatches } from '../../../src/engines/grok/glob.js';
import { readPermissionTable } from '../../../src/engines/grok/load/permission.js';
import { evaluatePolicy } from '../../../src/engines/grok/policy.js';
import { readBash } from '../../../src/engines/grok/bash.js';
import { analyzeShell } from '../../../src/shell/index.js';
import { bashAllowMatches, bashDenyMatches, isCatchall, parseGrokRule, ruleMatches } from '../../../src/engines/grok/rules.js';
import type { GrokRule, GrokStack } from '../../../src/engines/grok/stack.js';
import { grokStack } from './helpers.js';

describe('rule strings', () => {
  it.each([
    ['Bash(git:*)', { tool: 'bash', pattern: 'git', mode: 'glob' }],
    ['Bash(git status)', { tool: 'bash', pattern: 'git status', mode: 'glob' }],
    ['Bash', { tool: 'bash', mode: 'glob' }],
    ['Bash(*)', { tool: 'bash', mode: 'glob' }],
    ['Bash()', { tool: 'bash', mode: 'glob' }],
    ['Write(src/**)', { tool: 'edit', pattern: 'src/**', mode: 'glob' }],
    ['Glob', { tool: 'grep', mode: 'glob' }],
    ['WebFetch(domain:example.com)', { tool: 'webfetch', pattern: 'example.com', mode: 'domain' }],
    ['MCPTool(github__*)', { tool: 'mcp', pattern: 'github__*', mode: 'glob' }],
    ['mcp__github__create_issue', { tool: 'any', pattern: 'mcp__github__create_issue', mode: 'glob' }],
    ['Bash(echo \\(hi\\))', { tool: 'bash', pattern: 'echo (hi)', mode: 'glob' }],
    ['Read(git:*)', { tool: 'read', pattern: 'git:*', mode: 'glob' }],
  ])('%s', (text, expected) => {
    expect(parseGrokRule(text, 'deny')).toEqual({ action: 'deny', ...expected });
  });

  it('rejects what grok skips', () => {
    expect(parseGrokRule('Agent(model:opus)', 'allow')).toMatchObject({ kind: 'unknown-tool' });
    expect(parseGrokRule('NotebookEdit', 'allow')).toMatchObject({ kind: 'unsupported' });
    expect(parseGrokRule('Bash(git', 'allow')).toMatchObject({ kind: 'malformed' });
  });
});

describe('matchers', () => {
  it('Bash deny/ask is a raw prefix; allow needs a word boundary', () => {
    expect(bashDenyMatches('git', 'gitleaks detect')).toBe(true);
    expect(bashDenyMatches('pip', 'pipx install black')).toBe(true);
    expect(bashDenyMatches('git', '   git status')).toBe(true);
    expect(bashAllowMatches('git', 'gitleaks detect')).toBe(false);
    expect(bashAllowMatches('git', 'git status')).toBe(true);
    expect(bashAllowMatches('git * main', 'git checkout main')).toBe(true);
    expect(bashAllowMatches(undefined, 'anything')).toBe(true);
    expect(bashAllowMatches('  ', 'anything')).toBe(false);
  });

  it('path globs: * stops at /, ** crosses it, relative spellings under the workspace, ~ literal', () => {
    const rule = (pattern: string): Pick<GrokRule, 'tool' | 'pattern' | 'mode'> => ({ tool: 'read', pattern, mode: 'glob' });
    expect(ruleMatches(rule('src/*'), { kind: 'read', path: 'src/main.rs' }, '/ws')).toBe(true);
    expect(ruleMatches(rule('src/*'), { kind: 'read', path: 'src/a/b.rs' }, '/ws')).toBe(false);
    expect(ruleMatches(rule('src/**'), { kind: 'read', path: 'src/a/b.rs' }, '/ws')).toBe(true);
    expect(ruleMatches(rule('**/.env'), { kind: 'read', path: '.env' }, '/ws')).toBe(true);
    expect(ruleMatches(rule('./**'), { kind: 'read', path: 'src/../../etc/passwd' }, '/ws')).toBe(false);
    expect(ruleMatches(rule('~/.ssh/**'), { kind: 'read', path: '/home/u/.ssh/id_rsa' }, '/ws')).toBe(false);
    expect(ruleMatches(rule('~/.ssh/**'), { kind: 'read', path: '~/.ssh/id_rsa' }, '/ws')).toBe(true);
    expect(ruleMatches(rule('src/**'), { kind: 'grep', path: 'src/x', glob: undefined }, '/ws')).toBe(true);
  });

  it('the glob crate rejects ** inside a component, which then matches nothing', () => {
    expect(compileGlob('src**')).toBeUndefined();
    expect(globMatches('a[bc]d', 'acd', 'path')).toBe(true);
    expect(globMatches('a[!bc]d', 'aed', 'path')).toBe(true);
  });

  it('domains match the host and every subdomain, ignoring www.', () => {
    const r = { tool: 'webfetch' as const, pattern: 'example.com', mode: 'domain' as const };
    expect(ruleMatches(r, { kind: 'webfetch', url: 'https://api.example.com/x' }, '/')).toBe(true);
    expect(ruleMatches(r, { kind: 'webfetch', url: 'https://www.example.com' }, '/')).toBe(true);
    expect(ruleMatches(r, { kind: 'webfetch', url: 'https://notexample.com' }, '/')).toBe(false);
  });

  it('catch-alls are judged against probe commands', () => {
    expect(isCatchall({ tool: 'bash', mode: 'glob' })).toBe(true);
    expect(isCatchall({ tool: 'bash', pattern: '?*', mode: 'glob' })).toBe(true);
    expect(isCatchall({ tool: 'bash', pattern: 'git *', mode: 'glob' })).toBe(false);
    expect(isCatchall({ tool: 'read', pattern: '**', mode: 'glob' })).toBe(false);
  });
});

describe('[permission] forms', () => {
  const read = (text: string) => readPermissionTable(parseTomlLocated(text, '/x/config.toml'), 'user config');

  it('a verbose entry without action drops the whole list (no default)', () => {
    const r = read('[permission]\nrules = [\n  { action = "deny", tool = "bash", pattern = "rm *" },\n  { tool = "bash", pattern = "curl *" },\n]\n');
    expect(r.rules).toEqual([]);
    expect(r.problems[0]).toMatchObject({ check: 'schema', severity: 'error', loc: { line: 4 } });
    expect(r.problems[0]!.message).toContain('no `action`');
  });

  it('a compact list hides the verbose list of the same table', () => {
    const r = read('[permission]\ndeny = ["Bash(curl:*)"]\nrules = [{ action = "deny", tool = "bash", pattern = "wget *" }]\n');
    expect(r.rules.map((x) => x.text)).toEqual(['Bash(curl:*)']);
    expect(r.problems.map((p) => p.check)).toEqual(['shadowed-rule']);
  });

  it('verbose tools are lowercase; the verbose form keeps `:*` literally', () => {
    expect(read('[permission]\nrules = [{ action = "allow", tool = "Bash" }]\n').rules).toEqual([]);
    const r = read('[[permission.rules]]\naction = "ask"\ntool = "bash"\npattern = "git:*"\n');
    expect(r.rules[0]).toMatchObject({ action: 'ask', tool: 'bash', pattern: 'git:*', text: 'Bash(git:*)' });
    expect(r.rules[0]!.source).toMatchObject({ line: 1 });
  });

  it('a compact entry grok cannot parse is skipped, the others kept', () => {
    const r = read('[permission]\nallow = ["Bash(npm test)", 7, "Agent(model:opus)"]\ndeny = "Bash(rm)"\n');
    expect(r.rules.map((x) => x.text)).toEqual(['Bash(npm test)']);
    expect(r.problems.map((p) => p.severity)).toEqual(['error', 'error', 'warning']);
  });
});

describe('evaluation is independent of rule order: deny > ask > allow', () => {
  const base = grokStack('grok-rules');
  const rule = (action: GrokRule['action'], text: string): GrokRule => {
    const p = parseGrokRule(text, action);
    if ('error' in p) throw new Error(p.error);
    return { ...p, text, form: 'compact', origin: 'user config', file: null, source: null };
  };
  const pool = [rule('deny', 'Bash(rm)'), rule('ask', 'Bash(git push)'), rule('allow', 'Bash(git *)'), rule('allow', 'Bash(rm *)'), rule('ask', 'Bash(npm)'), rule('allow', 'Bash(npm test)')];
  const commands = ['git push origin', 'git status && rm -rf x', 'npm test', 'rmdir x', 'git log', 'npm test && git status'];
  it('any permutation of the rules gives the same verdict', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: pool.length }), fc.constantFrom(...commands), (rules, command) => {
        const decide = (rs: GrokRule[]) => {
          const stack: GrokStack = { ...base, rules: rs };
          const bash = readBash(command, analyzeShell(command), stack);
          return evaluatePolicy(stack, { kind: 'bash', command }, bash).decision;
        };
        expect(decide(rules)).toBe(decide(pool));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the stack', () => {
  it('under the always-approve pin, a non-admin catch-all allow is dropped', () => {
    const s = grokStack('grok-managed', { managed: true });
    expect(s.yoloPin.value).toContain('disable_bypass_permissions_mode');
    expect(s.rules.map((r) => r.text)).not.toContain('Bash(*)');
    expect(s.ignored.map((i) => i.key)).toContain('allow Bash(*) (managed config)');
    expect(s.ignored.map((i) => i.key)).toContain('permissions.disableBypassPermissionsMode');
    expect(s.promptPolicy.value).toBe('deny');
  });

  it('an untrusted workspace does not load project config; the file is listed as not read', () => {
    const s = grokStack('grok-verbose');
    expect(s.files.filter((f) => f.status === 'not-read').map((f) => f.role)).toEqual(['project config']);
    const t = grokStack('grok-verbose', { trusted: true });
    expect(t.rules.map((r) => r.text)).toEqual(['Bash(curl:*)']);
  });

  it('a malformed file is skipped, not fatal, and reported as a schema error', () => {
    const s = grokStack('grok-malformed');
    const p = s.problems.find((x) => x.message.includes('invalid TOML'))!;
    expect(p).toMatchObject({ check: 'schema', fatal: false, syntax: false, severity: 'error' });
    expect(s.rules.map((r) => r.text)).toEqual(['Bash(rm -rf *)', 'Bash(npm test)']);
  });

  it('a bad --session-rule is a usage error', () => {
    expect(() => grokStack('grok-rules', { sessionRules: ['Bash(git'] })).toThrow(/--session-rule/);
  });
});
