/**
 * Golden traces over fixture stacks: every row of seed 000's table and every
 * step of its typed-rule selection, with the seed's named regressions. Each
 * case asserts the decision and deciding layer here, and the whole trace
 * against golden/<case>.json beside this file (UPDATE_GOLDEN=1 rewrites them).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../../src/engines/codewhale/index.js';
import type { CallContext, Decision } from '../../../src/core/types.js';
import type { HookVerdict, StackOptions } from '../../../src/engines/types.js';
import { fixtureOptions, stable } from '../../helpers/stack.js';
import { expectGolden } from '../../helpers/golden.js';

const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));

interface Case {
  name: string;
  fixture: string;
  stack?: Partial<StackOptions>;
  command?: string;
  tool?: string;
  path?: string;
  ctx?: CallContext;
  hooks?: Record<string, HookVerdict>;
  decision: Decision;
  layer: string;
  /** A fragment the deciding reason must contain. */
  because?: string;
  /** Layer outcomes to check, by id. */
  outcomes?: Record<string, string>;
  /** Risk kinds the trace must carry. */
  risks?: string[];
}

const cases: Case[] = [
  // Layer 1: posture, and the project overlay that may only tighten.
  { name: 'overlay-cannot-loosen-never', fixture: 'cw-overlay', tool: 'read_file', path: 'README.md', decision: 'allow', layer: 'tool-baseline', outcomes: { posture: 'pass' } },
  { name: 'overlay-keeps-shell-off', fixture: 'cw-overlay', command: 'ls', decision: 'deny', layer: 'admission', because: 'allow_shell = false (user config)' },
  // Under never an ordinary request is denied at the approval channel (authority.rs, resolve_approval_request_disposition: AutoDenyNeverPosture).
  { name: 'overlay-never-forbids-prompt', fixture: 'cw-overlay', tool: 'write_file', path: 'src/a.rs', decision: 'deny', layer: 'human-approval', because: 'approval policy never' },
  { name: 'overlay-unset-user-only-most-restrictive', fixture: 'cw-overlay-unset', command: 'cargo build', decision: 'ask', layer: 'tool-baseline', because: 'ApprovalRequirement Required' },
  { name: 'env-posture-full-access', fixture: 'cw-basic', stack: { env: { CODEWHALE_APPROVAL_POLICY: 'bypass' } }, command: 'cargo build', decision: 'allow', layer: 'tool-baseline', because: 'Full Access auto-approves' },
  { name: 'runtime-override-never', fixture: 'cw-basic', stack: { overrides: ['approval_policy=never'] }, command: 'cargo build', decision: 'deny', layer: 'human-approval', because: 'approval policy never' },
  // Layer 2: admission.
  { name: 'plan-mode-hides-shell', fixture: 'cw-basic', command: 'git status', ctx: { mode: 'plan' }, decision: 'deny', layer: 'admission', because: 'Plan mode hides shell' },
  { name: 'unknown-tool', fixture: 'cw-basic', tool: 'teleport', path: 'x', decision: 'deny', layer: 'admission', because: 'no tool named' },
  // Layer 3: hooks.
  { name: 'hook-fold-deny-wins', fixture: 'cw-hooks', command: 'git status', hooks: { 'gate-a': 'allow', 'gate-b': 'deny', 'project-gate': 'ask' }, decision: 'deny', layer: 'hooks', because: "hook 'gate-b'" },
  { name: 'hook-ask-survives-typed-allow', fixture: 'cw-hooks', command: 'git status', hooks: { 'gate-a': 'ask', 'gate-b': 'allow' }, decision: 'ask', layer: 'hooks', outcomes: { 'tool-baseline': 'ask', 'typed-rules': 'pass' } },
  { name: 'strict-hook-no-verdict-fails-closed', fixture: 'cw-hooks', tool: 'write_file', path: 'src/a.rs', hooks: { 'strict-writes': 'error' }, decision: 'deny', layer: 'hooks', because: 'fails closed' },
  // `git status` is a parallel read-only command: exec_shell's requirement is Auto (shell.rs, approval_requirement_for).
  { name: 'lenient-hook-error-fails-open', fixture: 'cw-hooks', command: 'git status', hooks: { 'gate-a': 'error', 'gate-b': 'allow' }, decision: 'allow', layer: 'tool-baseline' },
  { name: 'unrun-hook-is-unknown-not-allow', fixture: 'cw-hooks', command: 'git status', decision: 'ask', layer: 'hooks', because: 'was not run' },
  { name: 'untrusted-project-hooks-not-loaded', fixture: 'cw-hooks', command: 'git status', hooks: { 'gate-a': 'allow', 'gate-b': 'allow' }, decision: 'allow', layer: 'tool-baseline' },
  { name: 'trusted-project-hooks-loaded', fixture: 'cw-hooks', stack: { trusted: true }, command: 'git status', hooks: { 'gate-a': 'allow', 'gate-b': 'allow' }, decision: 'ask', layer: 'hooks', because: "hook 'project-gate' matched but was not run" },
  // Layer 4: registered-tool baseline.
  { name: 'read-tool-needs-no-approval', fixture: 'cw-basic', tool: 'read_file', path: 'src/lib.rs', decision: 'allow', layer: 'tool-baseline' },
  { name: 'non-bypassable-hold-not-cleared-by-allow', fixture: 'cw-basic', tool: 'rlm_eval', decision: 'ask', layer: 'tool-baseline', outcomes: { 'typed-rules': 'pass' } },
  { name: 'non-bypassable-hold-auto-approves-in-full-access', fixture: 'cw-basic', tool: 'rlm_eval', ctx: { posture: 'full-access' }, decision: 'allow', layer: 'tool-baseline' },
  { name: 'plan-mode-blocks-writes', fixture: 'cw-basic', tool: 'write_file', path: 'src/a.rs', ctx: { mode: 'plan' }, decision: 'deny', layer: 'tool-baseline', because: 'Plan mode blocks write-capable' },
  // Layer 5: typed rules, seed 000 steps 2-6.
  { name: 'hard-prefix-beats-typed-allow', fixture: 'cw-basic', command: 'cargo publish --dry-run', decision: 'deny', layer: 'typed-rules', because: "hard denied prefix 'cargo publish'" },
  { name: 'same-layer-deny-beats-specific-allow', fixture: 'cw-basic', command: 'npm test', decision: 'deny', layer: 'typed-rules', because: "'npm'" },
  { name: 'typed-deny-blocks-chained-segment', fixture: 'cw-basic', command: 'git status && rm -rf build', decision: 'deny', layer: 'typed-rules', because: "'rm'" },
  // `status;` is not the word `status`, so allow `git status` does not match the whole string at all; the prompt is the baseline's.
  { name: 'trusted-prefix-never-approves-chain', fixture: 'cw-basic', command: 'git status; curl https://example.com/x.sh -o x.sh', decision: 'ask', layer: 'tool-baseline', because: 'ApprovalRequirement Required' },
  // With a space before `;` the allow matches, and the chain turns it into a forced prompt (lib.rs, check: command_is_chained).
  { name: 'typed-allow-chained-prompts', fixture: 'cw-basic', command: 'git status ; curl https://example.com/x.sh -o x.sh', decision: 'ask', layer: 'typed-rules', because: 'the command is chained' },
  { name: 'typed-allow-unchained', fixture: 'cw-basic', command: 'git status -uall', decision: 'allow', layer: 'typed-rules', because: 'command=git status' },
  { name: 'typed-ask-beats-trusted-prefix', fixture: 'cw-basic', command: 'cargo test --workspace', decision: 'ask', layer: 'typed-rules', because: 'typed ask' },
  { name: 'typed-ask-under-never-forbidden', fixture: 'cw-basic', command: 'cargo test --workspace', ctx: { posture: 'never' }, decision: 'deny', layer: 'typed-rules', because: 'which approval policy never forbids' },
  // turn_loop.rs: a typed Prompt applies only when !auto_approve; Full Access's baseline already needs no approval.
  { name: 'typed-ask-not-prompted-in-full-access', fixture: 'cw-basic', command: 'cargo test --workspace', ctx: { posture: 'full-access' }, decision: 'allow', layer: 'tool-baseline', outcomes: { 'typed-rules': 'pass' } },
  // No typed rule: the fallback is Skip under OnFailure, so the prompt is the tool baseline's (execpolicy lib.rs, check).
  { name: 'unmatched-command-asks', fixture: 'cw-basic', command: 'make build', decision: 'ask', layer: 'tool-baseline', because: 'ApprovalRequirement Required' },
  { name: 'path-rule-denies-read', fixture: 'cw-basic', tool: 'read_file', path: '.env', decision: 'deny', layer: 'typed-rules', because: 'path=.env' },
  { name: 'path-rule-traversal-never-matches', fixture: 'cw-basic', tool: 'read_file', path: 'src/../.env', decision: 'allow', layer: 'tool-baseline' },
  { name: 'specific-ask-beats-tool-wide-allow', fixture: 'cw-basic', tool: 'write_file', path: 'src/generated.rs', decision: 'ask', layer: 'typed-rules', because: 'path=src/generated.rs' },
  // Codewhale's deny scan reads `$cmd` literally, so deny `rm` does not fire: the decision is the baseline's; the hidden command is a risk.
  { name: 'opaque-dynamic-command-is-a-risk', fixture: 'cw-basic', command: '$CMD -rf /tmp/x', decision: 'ask', layer: 'tool-baseline', risks: ['hidden-code'] },
  // `git status | sh`: naive segments make it chained, so the typed allow falls through to a prompt (lib.rs, check).
  { name: 'pipe-to-shell-under-allow-prompts', fixture: 'cw-basic', command: 'git status | sh', decision: 'ask', layer: 'typed-rules', because: 'chained', risks: ['hidden-code'] },
  // Layer 6: auto-review and the built-in floor.
  { name: 'publish-hold-in-ask', fixture: 'cw-basic', command: 'git push origin main', ctx: { posture: 'ask' }, decision: 'ask', layer: 'auto-review', because: 'publish-like', outcomes: { 'typed-rules': 'allow' } },
  { name: 'feature-branch-push-is-not-publish', fixture: 'cw-basic', command: 'git push origin feature/login', decision: 'allow', layer: 'typed-rules' },
  // deterministic_fallback skips the publish gate under Bypass; the baseline already needs no approval.
  { name: 'full-access-skips-publish-hold', fixture: 'cw-basic', command: 'git push origin main', ctx: { posture: 'full-access' }, decision: 'allow', layer: 'tool-baseline', outcomes: { 'auto-review': 'pass' } },
  { name: 'full-access-catastrophic-background-blocked', fixture: 'cw-overlay-unset', command: 'dd if=/dev/zero of=/dev/sda', ctx: { posture: 'full-access', background: true }, decision: 'deny', layer: 'auto-review', because: 'destructive background action' },
  { name: 'auto-review-block-rule', fixture: 'cw-autoreview', tool: 'fetch_url', decision: 'deny', layer: 'auto-review', because: "auto_review.block 'no-external'" },
  { name: 'auto-review-allow-rule', fixture: 'cw-autoreview', command: 'cargo build', decision: 'allow', layer: 'auto-review', because: "auto_review.allow 'shell-ok'" },
  // A typed ask under Auto-Review is a forced prompt nobody answers: AutoDenyAutoReview (authority.rs).
  { name: 'auto-review-typed-ask-denied-at-approval-channel', fixture: 'cw-autoreview', command: 'make', decision: 'deny', layer: 'human-approval', because: 'Auto-Review never asks a person' },
  { name: 'auto-review-publish-fails-closed', fixture: 'cw-autoreview', command: 'npm publish', decision: 'deny', layer: 'auto-review', because: 'publish-like' },
  { name: 'auto-review-guardian-unknown', fixture: 'cw-overlay-unset', command: 'python3 build.py', ctx: { posture: 'auto-review' }, decision: 'ask', layer: 'auto-review', because: 'model guardian' },
  // Layer 7: repository law.
  { name: 'repo-law-block', fixture: 'cw-basic', tool: 'write_file', path: '.github/workflows/ci.yml', decision: 'deny', layer: 'repo-law', because: 'CI is reviewed' },
  { name: 'repo-law-ask-prompts-in-ask', fixture: 'cw-basic', tool: 'write_file', path: 'db/migrations/001.sql', decision: 'ask', layer: 'repo-law' },
  { name: 'full-access-allow-cannot-bypass-repo-law', fixture: 'cw-basic', tool: 'write_file', path: 'db/migrations/001.sql', ctx: { posture: 'full-access' }, decision: 'deny', layer: 'repo-law', because: 'blocks in full-access' },
  { name: 'malformed-constitution-is-ignored', fixture: 'cw-bad-constitution', tool: 'write_file', path: 'a/b.txt', ctx: { posture: 'full-access' }, decision: 'allow', layer: 'tool-baseline' },
  // Layers 8 and 9.
  { name: 'human-approval-receives-prompt', fixture: 'cw-basic', command: 'make build', decision: 'ask', layer: 'tool-baseline', outcomes: { 'human-approval': 'ask', sandbox: 'pass' } },
];

function run(c: Case) {
  const stack = codewhale.loadStack(fixtureOptions(c.fixture, c.stack));
  const input: Record<string, unknown> = {};
  if (c.command !== undefined) input.command = c.command;
  if (c.path !== undefined) input.path = c.path;
  return codewhale.evaluate(stack, { tool: c.tool ?? 'exec_shell', input }, { ...(c.ctx ?? {}), hookResults: c.hooks ?? {} });
}

describe('codewhale pipeline (seed 000)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const trace = run(c);
    expect(trace.decision).toBe(c.decision);
    expect(trace.decidedBy.layer).toBe(c.layer);
    if (c.because) expect(trace.decidedBy.reason).toContain(c.because);
    for (const [id, outcome] of Object.entries(c.outcomes ?? {})) {
      expect(trace.layers.find((l) => l.id === id)?.outcome, id).toBe(outcome);
    }
    for (const k of c.risks ?? []) expect(trace.risks.map((r) => r.kind)).toContain(k);
    expect(trace.layers.map((l) => l.id)).toEqual(codewhale.layers.map((l) => l.id));
    expectGolden(`${GOLDEN}${c.name}.json`, stable(trace));
  });

  it('never allows a call whose hook was not run', () => {
    const trace = run({ name: 'x', fixture: 'cw-hooks', command: 'git status', decision: 'ask', layer: 'hooks' });
    expect(trace.unknowns.join('\n')).toContain("hook 'gate-a' matched but was not run");
    expect(trace.decision).not.toBe('allow');
  });
});
