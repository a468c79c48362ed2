/** The Claude Code engine: settings.json permission rules, modes and PreToolUse hooks. */
import { about } from './about.js';
import type { Engine, StackReport } from '../types.js';
import { loadClaudeStack } from './load/index.js';
import { evaluateClaude, PIPELINE } from './pipeline.js';
import { claudeProbes } from './probes.js';
import type { ClaudeStack, Setting } from './stack.js';
import { CLAUDE_OWN_CHECKS } from './checks/index.js';
import { claudeHooks, claudeRuleMatches, claudeRules } from './rule-table.js';
import { KNOWN_TOOLS } from './tools.js';

function row<T>(key: string, s: Setting<T>) {
  return { key, value: s.value as unknown, origin: s.origin, source: s.source };
}

function describe(stack: ClaudeStack): StackReport {
  return {
    engine: 'claude',
    files: stack.files,
    settings: [
      row('permissions.defaultMode', stack.mode),
      row('workspace trusted', stack.trusted),
      row('permissions.disableBypassPermissionsMode', stack.disableBypass),
      row('disableAutoMode', stack.disableAuto),
      row('allowManagedPermissionRulesOnly', stack.managedRulesOnly),
      row('allowManagedHooksOnly', stack.managedHooksOnly),
      row('disableAllHooks', stack.disableAllHooks),
      row('sandbox.enabled', stack.sandbox.enabled),
      row('sandbox.autoAllowBashIfSandboxed', stack.sandbox.autoAllow),
      ...stack.workingDirs.map((d, i) => ({ key: i === 0 ? 'working directory' : 'additionalDirectories', value: d.path, origin: d.origin, source: d.source })),
    ],
    rules: stack.rules.map((r) => ({
      summary: `${r.action.padEnd(5)} ${r.text}  [${r.origin}]`,
      source: r.source,
      ...(r.inactive ? { note: `not applied: ${r.inactive}` } : r.dead ? { note: `never consulted: ${r.dead}` } : {}),
    })),
    hooks: stack.hooks.map((h) => ({
      summary: `PreToolUse '${h.name}' matcher=${JSON.stringify(h.matcher)}${h.if !== undefined ? ` if=${h.if}` : ''}: ${h.type === 'command' ? h.command : `${h.type} ${h.command}`}`,
      source: h.source,
      note: `${h.origin}; timeout ${h.timeoutSecs}s`,
    })),
    ignored: stack.ignored,
    warnings: stack.warnings,
  };
}

export const claude: Engine<ClaudeStack> = {
  ...about,
  id: 'claude',
  layers: PIPELINE.map(({ id, title }) => ({ id, title })),
  defaultTool: 'Bash',
  knownTools: KNOWN_TOOLS,
  loadStack: loadClaudeStack,
  evaluate: evaluateClaude,
  describeStack: describe,
  problems: (s) => s.problems,
  probes: claudeProbes,
  rules: claudeRules,
  ruleMatches: claudeRuleMatches,
  hooks: claudeHooks,
  checks: CLAUDE_OWN_CHECKS,
};
