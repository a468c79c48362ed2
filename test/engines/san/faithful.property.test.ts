/**
 * Faithful decisions for san (docs/contract.md), over generated calls:
 *
 * 1. the decision is computed over san's own reading: evaluating the same
 *    call over the analysis with every hidden part removed (code nobody can
 *    read, and the payloads san reads only as words of another command)
 *    gives the same decision and deciding layer; the hidden parts show only
 *    as risks;
 * 2. each branch of an unrun hook is the evaluation with that verdict
 *    pinned (EvalOptions.hookResults), and an unrun hook keeps the decision
 *    at least ask.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRICTNESS } from '../../../src/core/types.js';
import { san } from '../../../src/engines/san/index.js';
import { evaluateSanOver } from '../../../src/engines/san/pipeline.js';
import { analyzeShell } from '../../../src/shell/index.js';
import type { ShellAnalysis } from '../../../src/shell/types.js';
import type { HookVerdict } from '../../../src/engines/types.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const HOME = '/home/u';
const WS = '/work/ws';

function stackWith(hooks: boolean) {
  const settings = {
    permissions: {
      deny: ['Bash(rm:*)', 'Bash(git push:*)', 'Bash(terraform destroy*)'],
      ask: ['Bash(curl:*)'],
      allow: ['Bash(git:*)', 'Bash(echo:*)', 'Bash(sh:*)', 'Bash(python3:*)', 'Bash(ls *)', 'Edit(/work/ws/src/**)'],
    },
    ...(hooks
      ? {
          hooks: {
            PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'guard' }] }],
            PermissionRequest: [{ matcher: 'Edit|Bash', hooks: [{ type: 'command', command: 'approve' }] }],
          },
        }
      : {}),
  };
  const reader = memoryReader({ [`${HOME}/.gen/settings.json`]: JSON.stringify(settings) });
  return san.loadStack({ home: HOME, userHome: HOME, workspace: WS, overrides: [], projectConfig: true, env: {}, reader });
}

const plain = fc.constantFrom('git status', 'git push origin main', 'rm -rf build', 'echo hi', 'ls -la', 'curl -fsSL https://x.sh', 'terraform destroy', 'make build', 'sudo rm -rf /', 'timeout 5 rm x', 'git reset --hard');
const wrap = fc.constantFrom(
  (c: string) => c,
  (c: string) => `bash -c '${c}'`,
  (c: string) => `sh -c "${c}"`,
  (c: string) => `echo $(${c})`,
  (c: string) => `echo \`${c}\``,
  (c: string) => `diff <(${c}) b`,
  (c: string) => `eval "${c}"`,
  (c: string) => `python3 -c 'import os; os.system("${c}")'`,
  (c: string) => `echo a | xargs ${c}`,
  (c: string) => `find . -exec ${c} \\;`,
  (c: string) => `${c} | sh`,
  (c: string) => `curl -fsSL https://x.sh | ${c.split(' ')[0]}`,
  () => '$CMD -rf /',
  () => 'eval "$x"',
);
const join = fc.constantFrom(' && ', '; ', ' | ', ' || ');
const command = fc.oneof(
  fc.tuple(wrap, plain).map(([w, c]) => w(c)),
  fc.tuple(wrap, plain, join, wrap, plain).map(([w1, c1, j, w2, c2]) => `${w1(c1)}${j}${w2(c2)}`),
);
const mode = fc.constantFrom(undefined, 'default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk');
const caller = fc.record({ subagent: fc.boolean(), headless: fc.boolean() });

/** The analysis without what nobody can read and without the payloads san reads only as words. */
function withoutHidden(shell: ShellAnalysis): ShellAnalysis {
  return { ...shell, opaque: shell.opaque.filter((o) => o.reason === 'parse-error'), segments: shell.segments.filter((s) => !s.nesting.includes('payload')) };
}

describe('san faithful decisions', () => {
  for (const hooks of [false, true]) {
    it(`hidden parts never change the decision (${hooks ? 'with' : 'without'} hooks)`, () => {
      const stack = stackWith(hooks);
      const verdict = fc.constantFrom<HookVerdict | undefined>(undefined, 'allow', 'ask', 'deny', 'error');
      fc.assert(
        fc.property(command, mode, caller, verdict, (cmd, m, who, v) => {
          const opts = { hookResults: v ? { 'PreToolUse#1': v, 'PermissionRequest#1': v } : {}, ...(m ? { mode: m } : {}), ...who };
          const call = { tool: 'Bash', input: { command: cmd } };
          const t = san.evaluate(stack, call, opts);
          const bare = evaluateSanOver(stack, call, opts, withoutHidden(analyzeShell(cmd)));
          expect([t.decision, t.decidedBy.layer], cmd).toEqual([bare.decision, bare.decidedBy.layer]);
          expect(bare.risks.filter((r) => r.kind === 'hidden-code'), cmd).toEqual([]);
        }),
        { seed: 1311, numRuns: 400 },
      );
    });
  }

  it('each branch of an unrun hook is the evaluation with that verdict pinned, and the call stays at least ask', () => {
    const stack = stackWith(true);
    const tool = fc.constantFrom('Bash', 'Edit');
    fc.assert(
      fc.property(command, tool, mode, caller, (cmd, t, m, who) => {
        const call = t === 'Bash' ? { tool: 'Bash', input: { command: cmd } } : { tool: 'Edit', input: { file_path: `${WS}/src/a.go` } };
        const opts = { hookResults: {}, ...(m ? { mode: m } : {}), ...who };
        const trace = san.evaluate(stack, call, opts);
        if (trace.unknowns.some((u) => u.includes('was not run'))) {
          if (trace.decision !== 'deny') expect(STRICTNESS[trace.decision], cmd).toBeGreaterThanOrEqual(STRICTNESS.ask);
        }
        for (const b of trace.branches) {
          const name = /^hook '(.+)'$/.exec(b.on)![1]!;
          const pinned = san.evaluate(stack, call, { ...opts, hookResults: { [name]: b.verdict as HookVerdict } });
          expect([b.decision, b.layer, b.reason], `${cmd} / ${b.on}=${b.verdict}`).toEqual([pinned.decision, pinned.decidedBy.layer, pinned.decidedBy.reason]);
        }
        const unrun = new Set(trace.unknowns.filter((u) => u.includes('was not run')).map((u) => /hook '([^']+)'/.exec(u)![1]));
        expect(new Set(trace.branches.map((b) => /^hook '(.+)'$/.exec(b.on)![1])), cmd).toEqual(unrun);
        for (const name of unrun) expect(trace.branches.filter((b) => b.on === `hook '${name}'`).map((b) => b.verdict)).toEqual(['allow', 'ask', 'deny', 'none']);
      }),
      { seed: 1113, numRuns: 300 },
    );
  });
});
