/** The Codewhale engine (seed 000), the default. */
import { about } from './about.js';
import type { Engine, StackReport } from '../types.js';
import { loadCodewhaleStack } from './load/index.js';
import { evaluateCodewhale, PIPELINE } from './pipeline.js';
import { codewhaleProbes } from './probes.js';
import { codewhaleHooks } from './hook-table.js';
import { codewhaleRuleMatches, codewhaleRules } from './rule-table.js';
import { ruleLabel } from './rules.js';
import type { CodewhaleStack } from './stack.js';
import { KNOWN_TOOLS } from './tools.js';

function describe(stack: CodewhaleStack): StackReport {
  return {
    engine: 'codewhale',
    files: stack.files,
    settings: [
      { key: 'approval_policy', value: stack.posture.raw ?? stack.posture.value, origin: `${stack.posture.origin} → posture ${stack.posture.value}`, source: stack.posture.source },
      { key: 'sandbox_mode', value: stack.sandboxMode.value, origin: stack.sandboxMode.origin, source: stack.sandboxMode.source },
      { key: 'allow_shell', value: stack.allowShell.value, origin: stack.allowShell.origin, source: stack.allowShell.source },
      { key: 'workspace trusted', value: stack.trusted.value, origin: stack.trusted.origin, source: stack.trusted.source },
      { key: 'hooks.enabled', value: stack.hooksEnabled.value, origin: stack.hooksEnabled.origin, source: stack.hooksEnabled.source },
      ...(stack.requirements.allowedApprovalPolicies
        ? [{ key: 'requirements.allowed_approval_policies', value: stack.requirements.allowedApprovalPolicies.value, origin: 'managed', source: stack.requirements.allowedApprovalPolicies.source }]
        : []),
      ...(stack.requirements.allowedSandboxModes
        ? [{ key: 'requirements.allowed_sandbox_modes', value: stack.requirements.allowedSandboxModes.value, origin: 'managed', source: stack.requirements.allowedSandboxModes.source }]
        : []),
    ],
    rules: [
      ...stack.rules.map((r) => ({
        summary: `${r.action.padEnd(5)} ${ruleLabel(r)}${r.action === 'deny' && r.command !== undefined ? '  [hard denied prefix]' : ''}`,
        source: r.source,
        ...(r.actionDefaulted ? { note: 'action omitted: defaults to ask' } : {}),
      })),
      ...stack.autoAllow.map((a) => ({ summary: `auto_allow ${a.prefix} (no Codewhale code reads it: it approves nothing)`, source: a.source })),
      ...stack.autoReview.map((a) => ({ summary: `auto_review.${a.kind} ${[a.id, a.tool && `tool=${a.tool}`, a.actionKind && `action_kind=${a.actionKind}`].filter(Boolean).join(' ')}`, source: a.source })),
      ...stack.invariants.map((i) => ({ summary: `repo law ${i.action}: ${i.text} [${i.paths.join(', ')}]`, source: i.source })),
    ],
    hooks: stack.hooks.map((h) => ({
      summary: `${h.event} '${h.name}': ${h.command}${h.background ? ' (background: never votes)' : ''}${h.continueOnError ? '' : ' (strict: fails closed)'}`,
      source: h.source,
      ...(h.origin === 'project hooks' ? { note: 'from the project (trusted workspace)' } : {}),
    })),
    ignored: stack.ignored,
    warnings: stack.warnings,
  };
}

export const codewhale: Engine<CodewhaleStack> = {
  ...about,
  id: 'codewhale',
  layers: PIPELINE.map(({ id, title }) => ({ id, title })),
  defaultTool: 'exec_shell',
  knownTools: KNOWN_TOOLS,
  loadStack: loadCodewhaleStack,
  evaluate: evaluateCodewhale,
  describeStack: describe,
  problems: (s) => s.problems,
  probes: codewhaleProbes,
  rules: codewhaleRules,
  ruleMatches: codewhaleRuleMatches,
  hooks: codewhaleHooks,
};
