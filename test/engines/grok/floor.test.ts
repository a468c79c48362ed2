/**
 * grok-build's request floor, written from its code at 19d42e35 (each table
 * names the function it follows), not from goldens. Every row is one call;
 * every guard has rows on both sides.
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../src/core/types.js';
import { evaluateBash } from '../../../src/engines/grok/findings.js';
import { parseGrok } from '../../../src/engines/grok/split.js';
import { memoryReader } from '../../helpers/memory-reader.js';
import { bash, memoryStack, permission } from './memory.js';

interface Row {
  command: string;
  decision: Decision;
  layer: string;
  /** A fragment the deciding reason must contain (the finding named). */
  because?: string;
}

function table(name: string, config: string, rows: Row[], ctx: { mode?: string } = {}, sessionRules?: string[], files?: Record<string, string>) {
  describe(name, () => {
    const stack = memoryStack({ config, ...(sessionRules ? { sessionRules } : {}), ...(files ? { files } : {}) });
    it.each(rows.map((r) => [r.command, r] as const))('%s', (_c, r) => {
      const t = bash(stack, r.command, ctx);
      expect({ decision: t.decision, layer: t.decidedBy.layer }, t.decidedBy.reason).toEqual({ decision: r.decision, layer: r.layer });
      if (r.because) expect(t.decidedBy.reason).toContain(r.because);
    });
  });
}

const GIT = permission({ allow: ['Bash(git:*)'] });
const ALL = permission({ allow: ['Bash(*)'] });

// The done-when rows, and the plain call each floor leaves alone.
table('with allow Bash(git:*): each grant-floor finding defers the allow (manager/mod.rs evaluate_bash, is_grant_floor)', GIT, [
  { command: 'FOO=1 git status', decision: 'ask', layer: 'prompt', because: 'unvetted_env (sets FOO' },
  { command: 'git diff --output=.git/hooks/pre-commit', decision: 'ask', layer: 'prompt', because: 'file_write (writes .git/hooks/pre-commit' },
  { command: "bash -c 'git status'", decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  { command: 'git commit -m wip', decision: 'allow', layer: 'policy', because: 'allow rule Bash(git:*)' },
  { command: 'NO_COLOR=1 git commit -m wip', decision: 'allow', layer: 'policy' },
]);

table('even Bash(*) prompts across the floor (test configured_bash_allow_does_not_cross_write_floor)', ALL, [
  { command: 'mkdir -p build', decision: 'ask', layer: 'prompt', because: 'file_write (writes build (mkdir))' },
  { command: 'cp a.txt b.txt', decision: 'ask', layer: 'prompt', because: 'b.txt (cp destination)' },
  { command: 'make build', decision: 'allow', layer: 'policy' },
  { command: 'echo hi > /dev/null', decision: 'allow', layer: 'policy' },
]);

table('a narrow allow on a writer still prompts: Bash(mkdir *), Bash(cp *) (the floor defers every configured allow)', permission({ allow: ['Bash(mkdir *)', 'Bash(cp *)', 'Bash(make *)'] }), [
  { command: 'mkdir -p build', decision: 'ask', layer: 'prompt', because: 'file_write (writes build (mkdir))' },
  { command: 'cp a.txt b.txt', decision: 'ask', layer: 'prompt', because: 'file_write' },
  { command: 'make build', decision: 'allow', layer: 'policy', because: 'Bash(make *)' },
]);

table('under dontAsk a floored call is denied ("denied by prompt policy")', ALL, [
  { command: 'mkdir -p build', decision: 'deny', layer: 'prompt', because: 'file_write' },
  { command: 'FOO=1 make', decision: 'deny', layer: 'prompt', because: 'unvetted_env' },
  { command: 'make build', decision: 'allow', layer: 'policy' },
], { mode: 'dontAsk' });

table('a remembered exact whole-command grant passes the floor; a prefix grant does not (bash_request_floor_requires_prompt)', '', [
  { command: 'FOO=1 git status', decision: 'allow', layer: 'session-grants', because: 'exact whole-command' },
  { command: 'FOO=2 git status', decision: 'ask', layer: 'prompt', because: 'unvetted_env' },
  { command: 'git log', decision: 'allow', layer: 'session-grants' },
  { command: 'touch notes.txt', decision: 'ask', layer: 'prompt', because: 'file_write' },
], {}, ['Bash(FOO=1 git status)', 'Bash(touch:*)']);

table('always-approve passes the floor (yolo before every fast path)', permission({ ask: ['Edit(secrets/**)'] }), [
  { command: 'mkdir -p build', decision: 'allow', layer: 'yolo' },
  { command: "bash -c 'make'", decision: 'allow', layer: 'yolo' },
  { command: 'LD_PRELOAD=x.so make', decision: 'allow', layer: 'yolo' },
  // …unless the shell-file gate asks.
  { command: 'touch secrets/key', decision: 'ask', layer: 'policy', because: 'ask rule Edit(secrets/**)' },
], { mode: 'bypassPermissions' });

describe('a Claude-style defaultMode bypassPermissions is a catch-all allow, not always-approve', () => {
  const stack = memoryStack({ files: { '/h/.claude/settings.json': '{"permissions": {"defaultMode": "bypassPermissions"}}' } });
  it.each([
    ['make build', 'allow', 'policy'],
    ['mkdir -p build', 'ask', 'prompt'],
    ["sh -c 'make'", 'ask', 'prompt'],
  ] as const)('%s', (command, decision, layer) => {
    const t = bash(stack, command);
    expect([t.decision, t.decidedBy.layer]).toEqual([decision, layer]);
  });
});

// SAFE_ENV_KEYS, INJECTION_ENV_KEYS (auto_mode/mod.rs env_key_risk, script_env_risk, command_env_risk).
table('environment: 12 safe keys; injection keys; any env option; assignments anywhere in the script', ALL, [
  { command: 'RUST_LOG=debug cargo test', decision: 'allow', layer: 'policy' },
  { command: 'CARGO_TERM_COLOR=always FORCE_COLOR=1 cargo test', decision: 'allow', layer: 'policy' },
  { command: 'env NO_COLOR=1 make', decision: 'allow', layer: 'policy' },
  { command: 'RUST_LOGS=1 make', decision: 'ask', layer: 'prompt', because: 'unvetted_env (sets RUST_LOGS' },
  { command: 'rust_log=1 make', decision: 'ask', layer: 'prompt', because: 'unvetted_env' },
  { command: 'FOO=1; make', decision: 'ask', layer: 'prompt', because: 'unvetted_env (sets FOO' },
  { command: 'make && X=1 make', decision: 'ask', layer: 'prompt', because: 'unvetted_env (sets X' },
  { command: 'LD_PRELOAD=evil.so make', decision: 'ask', layer: 'prompt', because: 'env_injection (sets LD_PRELOAD' },
  { command: 'LD_AUDIT=a.so make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'PATH=/tmp make', decision: 'ask', layer: 'prompt', because: 'env_injection (sets PATH' },
  { command: 'BASH_ENV=x make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'ENV=x make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'IFS=x make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'PROMPT_COMMAND=x make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'DYLD_INSERT_LIBRARIES=x make', decision: 'ask', layer: 'prompt', because: 'env_injection (sets DYLD_INSERT_LIBRARIES' },
  { command: 'GIT_CONFIG_GLOBAL=x make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'GIT_EXTERNAL_DIFF=x make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'GIT_PROXY_COMMAND=x make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'env -i make', decision: 'ask', layer: 'prompt', because: 'env_injection (`env -i` (any env option counts)' },
  { command: 'env -u HOME make', decision: 'ask', layer: 'prompt', because: 'env_injection' },
  { command: 'env LD_PRELOAD=x make', decision: 'ask', layer: 'prompt', because: 'env_injection (`env LD_PRELOAD=…`' },
  // `env -C` changes directory: the exec-risk peel fails closed (normalize_for_exec_risk).
  { command: 'env -C /tmp make', decision: 'ask', layer: 'prompt', because: 'exec_or_ambient_git' },
]);

// special surfaces (manager/mod.rs rg_has_pre_flag, kubectl_has_unsafe_flag, ps_dumps_environment; exec_risk.rs git_words_have_unsafe_query_option).
table('special exec surfaces', ALL, [
  { command: 'rg --pre cat needle', decision: 'ask', layer: 'prompt', because: 'special_exec_surface (`rg --pre cat needle`: `rg --pre`' },
  { command: 'rg --pre=cat needle', decision: 'ask', layer: 'prompt', because: 'special_exec_surface' },
  { command: 'rg --pre-glob "*.gz" needle', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  { command: 'kubectl --kubeconfig /tmp/k get pods', decision: 'ask', layer: 'prompt', because: '`kubectl --kubeconfig`' },
  { command: 'kubectl get pods --token=abc', decision: 'ask', layer: 'prompt', because: '`kubectl --token`' },
  { command: 'kubectl get pods -s https://x', decision: 'ask', layer: 'prompt', because: '`kubectl -s`' },
  { command: 'kubectl get pods -n web', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  { command: 'ps e', decision: 'ask', layer: 'prompt', because: 'dumps process environments' },
  { command: 'ps auxe', decision: 'ask', layer: 'prompt', because: 'special_exec_surface' },
  { command: 'ps -E', decision: 'ask', layer: 'prompt', because: 'special_exec_surface' },
  { command: 'ps -ef', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  { command: 'ps -eo pid,etime', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  { command: 'git log --ext-diff', decision: 'ask', layer: 'prompt', because: '`git --ext-diff`' },
  { command: 'git show --textconv HEAD:a', decision: 'ask', layer: 'prompt', because: '`git --textconv`' },
  { command: 'git log --filters', decision: 'ask', layer: 'prompt', because: '`git --filters`' },
  { command: 'git grep -O needle', decision: 'ask', layer: 'prompt', because: '`git -O`' },
  { command: 'git grep --open-files-in-pager needle', decision: 'ask', layer: 'prompt', because: 'special_exec_surface' },
  // Any abbreviation of three or more characters counts (git_query_option_is_unsafe).
  { command: 'git log --ext', decision: 'ask', layer: 'prompt', because: '`git --ext`' },
  { command: 'git log --tex', decision: 'ask', layer: 'prompt', because: '`git --tex`' },
  { command: 'git log --op', decision: 'ask', layer: 'prompt', because: '`git --op`' },
  { command: 'git log --e', decision: 'ask', layer: 'prompt', because: '`git --e`' },
  { command: 'git log -p', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  { command: 'git log --stat', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  // `-O` is only grep's pager; for log it is an order file.
  { command: 'git log -O order.txt', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
]);

// exec_risk.rs sort_has_compress_program_flag, git_has_exec_risk_global.
table('exec callbacks and retargeted git', ALL, [
  { command: 'sort --compress-program=gzip big.txt', decision: 'ask', layer: 'prompt', because: 'exec_or_ambient_git (`sort --compress-program=gzip big.txt`: `sort --compress-program`' },
  { command: 'sort --comp=gzip big.txt', decision: 'ask', layer: 'prompt', because: 'exec_or_ambient_git' },
  // Any accepted long-option prefix of four or more characters (is_accepted_long_option_prefix).
  { command: 'sort --co=gzip big.txt', decision: 'ask', layer: 'prompt', because: 'exec_or_ambient_git' },
  { command: 'sort --c=gzip big.txt', decision: 'allow', layer: 'session-grants' },
  { command: 'sort -r big.txt', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  { command: 'git -c core.pager=less log', decision: 'ask', layer: 'prompt', because: '`git -c` sets config' },
  { command: 'git -ccore.pager=less log', decision: 'ask', layer: 'prompt', because: '`git -c`' },
  { command: 'git --config-env=core.pager=P log', decision: 'ask', layer: 'prompt', because: '`git --config-env`' },
  { command: 'git --git-dir=/tmp/x status', decision: 'ask', layer: 'prompt', because: '`git --git-dir`' },
  { command: 'git --work-tree=/tmp/x status', decision: 'ask', layer: 'prompt', because: '`git --work-tree`' },
  { command: 'git --work=/tmp/x status', decision: 'ask', layer: 'prompt', because: 'exec_or_ambient_git' },
  { command: 'git -C sub status', decision: 'allow', layer: 'session-grants' },
  { command: 'git --no-pager log', decision: 'allow', layer: 'session-grants' },
  { command: 'git status -c', decision: 'allow', layer: 'session-grants' },
]);

// shell_access.rs command_words_write_paths, is_safe_write_sink.
table('file writes: what counts as a real file write', ALL, [
  { command: 'echo hi > out.txt', decision: 'ask', layer: 'prompt', because: 'out.txt (a redirect)' },
  { command: 'echo hi >> log.txt', decision: 'ask', layer: 'prompt', because: 'log.txt' },
  { command: 'echo hi > /dev/null', decision: 'allow', layer: 'policy' },
  { command: 'echo hi > /dev/stderr', decision: 'allow', layer: 'policy' },
  { command: 'echo hi > /dev/stdout', decision: 'allow', layer: 'policy' },
  { command: 'echo hi > /dev/tty', decision: 'ask', layer: 'prompt', because: '/dev/tty' },
  { command: 'make 2>&1', decision: 'allow', layer: 'policy' },
  { command: 'cp a b', decision: 'ask', layer: 'prompt', because: 'b (cp destination)' },
  { command: 'mv a b', decision: 'ask', layer: 'prompt', because: 'b (mv destination)' },
  { command: 'ln -s a b', decision: 'ask', layer: 'prompt', because: 'b (ln destination)' },
  { command: 'install -m 755 a bin/a', decision: 'ask', layer: 'prompt', because: 'bin/a (install destination)' },
  { command: 'rmdir old', decision: 'ask', layer: 'prompt', because: 'old (rmdir)' },
  { command: 'touch a', decision: 'ask', layer: 'prompt', because: 'a (touch)' },
  { command: 'make | tee build.log', decision: 'ask', layer: 'prompt', because: 'build.log (tee)' },
  { command: 'truncate -s 0 app.log', decision: 'ask', layer: 'prompt', because: 'app.log (truncate)' },
  { command: "sed -i 's/a/b/' f.txt", decision: 'ask', layer: 'prompt', because: 'f.txt (sed -i)' },
  { command: "sed 's/a/b/' f.txt", decision: 'allow', layer: 'policy' },
  { command: 'dd if=a of=b', decision: 'ask', layer: 'prompt', because: 'b (dd of=)' },
  { command: 'dd if=a', decision: 'allow', layer: 'policy' },
  { command: 'sort -o sorted.txt f', decision: 'ask', layer: 'prompt', because: 'sorted.txt (sort -o/--output)' },
  { command: 'go build -o bin/app .', decision: 'ask', layer: 'prompt', because: 'bin/app (go -o/--output)' },
  { command: 'go build ./...', decision: 'allow', layer: 'policy' },
  { command: 'rustc -o app main.rs', decision: 'ask', layer: 'prompt', because: 'app (rustc' },
  { command: 'rustc --out-dir target main.rs', decision: 'ask', layer: 'prompt', because: 'target (rustc' },
  { command: 'rustfmt src/main.rs', decision: 'ask', layer: 'prompt', because: 'src/main.rs (rustfmt)' },
  { command: 'uniq in.txt out.txt', decision: 'ask', layer: 'prompt', because: 'out.txt (uniq output)' },
  { command: 'uniq in.txt', decision: 'allow', layer: 'session-grants', because: "grok's safe list" },
  { command: 'git diff --output=patch.diff', decision: 'ask', layer: 'prompt', because: 'patch.diff (git -o/--output)' },
  { command: 'timeout 5 touch x', decision: 'ask', layer: 'prompt', because: 'x (touch)' },
]);

// words_are_opaque_shell, tree_has_opaque_shell (test opaque_shell_floor_only_for_inline_c_and_eval).
table('opaque shell: any sh|bash|dash|zsh|ksh -c script and eval; deny rules still match inside a literal script', permission({ allow: ['Bash(*)'], deny: ['Bash(rm:*)'] }), [
  { command: "sh -c 'make'", decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  { command: "bash -lc 'make'", decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  { command: "zsh -c 'make'", decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  { command: "dash -c 'make'", decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  { command: "ksh -c 'make'", decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  { command: 'eval make', decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  // Undecomposable: with a Bash deny rule present, the command gate fails closed first.
  { command: 'bash -c "$CMD"', decision: 'ask', layer: 'policy', because: 'fail closed' },
  { command: 'sh build.sh', decision: 'allow', layer: 'policy' },
  { command: 'fish -c make', decision: 'allow', layer: 'policy' },
  // No -c, but options grok does not model: not opaque_shell, yet the command gate still asks.
  { command: 'bash --version', decision: 'ask', layer: 'policy', because: 'cannot read (unrecognized)' },
  { command: "bash -c 'rm -rf dist'", decision: 'deny', layer: 'managed-deny', because: 'deny rule Bash(rm:*)' },
]);

table('opaque shell with no Bash deny or ask rule: only the floor speaks', ALL, [
  { command: 'bash -c "$CMD"', decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  { command: 'eval "$X"', decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
  // Unmodeled shell options: not opaque_shell, but no allow rule covers it either (bash_chain_fully_allowed).
  { command: 'bash --version', decision: 'ask', layer: 'prompt', because: "segment 'bash --version' needs a person" },
  { command: 'make && $CMD', decision: 'ask', layer: 'prompt', because: 'grok cannot split it' },
]);

// The vectors of grok's own unit tests (manager/mod.rs unsafe_environment_detection_covers_script_forms,
// opaque_shell_floor_only_for_inline_c_and_eval), checked on the findings alone.
describe('findings on the vectors grok tests itself', () => {
  const findings = (command: string) =>
    evaluateBash({ command, tree: parseGrok(command), grants: [], workspace: '/w', reader: memoryReader({}) }).findings.map((f) => f.kind);
  it.each([
    ['env GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.fsmonitor GIT_CONFIG_VALUE_0=/tmp/pwn git status', 'env_injection'],
    ['set -a; GIT_CONFIG_COUNT=1; GIT_CONFIG_KEY_0=core.fsmonitor; GIT_CONFIG_VALUE_0=/tmp/pwn; git status', 'env_injection'],
    ['LD_PRELOAD=/tmp/e.so ls', 'env_injection'],
    ['env -i git status', 'env_injection'],
    ['GH_HOST=github.example.com gh pr view 3135', 'unvetted_env'],
    ['KUBECONFIG=/x kubectl get pods', 'unvetted_env'],
    ['out=$(gh pr view 3135); echo "$out"', 'unvetted_env'],
  ])('%s has %s', (command, kind) => {
    expect(findings(command)).toContain(kind);
  });
  it('RUST_LOG=debug git status has no environment finding', () => {
    expect(findings('RUST_LOG=debug git status').filter((k) => k.includes('env'))).toEqual([]);
  });
  it.each(["bash -c 'echo hi'", "sh -c 'echo hi'", "bash -lc 'echo hi'", "bash -c -x 'echo hi'", "bash -c -- 'echo hi'", "bash --noprofile -c 'echo hi'", "bash --verbose -c 'echo hi'", "env bash -c 'echo hi'", "eval 'echo hi'", "/bin/bash -c 'echo hi'"])(
    '%s is opaque_shell',
    (command) => expect(findings(command)).toContain('opaque_shell'),
  );
  it.each(['bash --version', 'bash --help', 'bash --verbose script.sh', 'sh --version'])('%s is not opaque_shell', (command) => {
    expect(findings(command)).not.toContain('opaque_shell');
  });
});

// sandbox_may_auto_allow_bash: only the grant floor holds sandbox auto-allow back; an undecomposable
// script (unparseable_shell) is not a grant-floor finding, so the sandbox takes it (seed 003's snippet:
// `should_auto_allow_bash() && !policy_forced_prompt && !auto_forced_prompt`).
table('sandbox auto-allow and the floor', `[sandbox]\nprofile = "workspace"\nauto_allow_bash = true\n`, [
  { command: 'echo "$(date)"', decision: 'allow', layer: 'sandbox-auto' },
  { command: 'make build', decision: 'allow', layer: 'sandbox-auto' },
  { command: 'make build > log.txt', decision: 'ask', layer: 'prompt', because: 'file_write' },
  { command: 'FOO=1 make', decision: 'ask', layer: 'prompt', because: 'unvetted_env' },
  { command: 'eval "$X"', decision: 'ask', layer: 'prompt', because: 'opaque_shell' },
]);
