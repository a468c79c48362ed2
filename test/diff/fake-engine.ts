/**
 * A tiny engine with a rule table, for the shared code that reads rule ids
 * (test --coverage, diff) while the real engines are being given theirs:
 * prefix rules on one shell tool, deny > ask > allow, every matching rule in
 * `matches`, winner first. A stack is its list of rules, plus a posture that
 * is not a rule.
 */
import type { Call, Decision, RuleMatch, RuleRecord, Trace } from '../../src/core/types.js';
import type { Engine } from '../../src/engines/types.js';
import { about } from '../../src/engines/codewhale/about.js';

export interface FakeRule {
  action: Decision;
  prefix: string;
}

export interface FakeStack {
  rules: FakeRule[];
  /** Not a rule: a change to it changes every decision. */
  fallback: Decision;
}

const ORDER: Record<Decision, number> = { deny: 0, ask: 1, allow: 2 };

export function records(s: FakeStack): RuleRecord[] {
  return s.rules.map((r, i) => ({
    id: `fake.toml#${i + 1}`,
    source: { file: '/fake/fake.toml', line: i + 1, column: 1 },
    action: r.action,
    kind: 'command-prefix',
    tool: 'sh',
    pattern: r.prefix,
    text: r.prefix,
    key: `sh ${r.prefix}`,
    layer: 'rules',
    call: { tool: 'sh', key: 'command' },
  }));
}

function matchesPrefix(prefix: string, call: Call): boolean {
  const cmd = String(call.input.command ?? '');
  return cmd === prefix || cmd.startsWith(`${prefix} `);
}

export let evaluations = 0;

export function resetCount(): void {
  evaluations = 0;
}

export const fake: Engine<FakeStack> = {
  ...about,
  id: 'codewhale',
  defaultTool: 'sh',
  tools: { shell: { tool: 'sh', key: 'command' } },
  layers: [{ id: 'rules', title: 'Rules' }, { id: 'fallback', title: 'Fallback' }],
  knownTools: ['sh'],
  loadStack: () => ({ rules: [], fallback: 'ask' }),
  evaluate(stack, call) {
    evaluations++;
    const recs = records(stack);
    const hit = recs.filter((r) => matchesPrefix(r.pattern, call)).sort((a, b) => ORDER[a.action as Decision] - ORDER[b.action as Decision]);
    const win = hit[0];
    const decision: Decision = win ? (win.action as Decision) : stack.fallback;
    const matches: RuleMatch[] = hit.map((r, i) =>
      i === 0 ? { rule: r.id, layer: 'rules', effect: 'decided', why: `${r.action} rule` } : { rule: r.id, layer: 'rules', effect: 'shadowed', why: `${win!.action} > ${r.action}`, by: win!.id },
    );
    const trace: Trace = {
      engine: 'codewhale',
      call,
      decision,
      decidedBy: win ? { layer: 'rules', reason: `${win.action} ${win.pattern}`, source: win.source, rule: win.id } : { layer: 'fallback', reason: 'no rule', source: null },
      layers: [],
      segments: [],
      matches,
      risks: [],
      branches: [],
      unknowns: [],
      warnings: [],
    };
    return trace;
  },
  describeStack: (s) => ({ engine: 'codewhale', files: [], settings: [{ key: 'fallback', value: s.fallback, origin: 'stack', source: null }], rules: records(s).map((r) => ({ summary: `${r.action} ${r.pattern}`, source: r.source })), hooks: [], ignored: [], warnings: [] }),
  problems: () => [],
  probes: (s) => s.rules.flatMap((r) => [{ tool: 'sh', input: { command: r.prefix } }, { tool: 'sh', input: { command: `${r.prefix} --x` } }]),
  rules: records,
  ruleMatches: (_s, rule, call) => matchesPrefix(rule.pattern, call),
};
