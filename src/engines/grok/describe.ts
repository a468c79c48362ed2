/** The resolved grok stack as `whale-perm stack` prints it. */
import type { StackReport } from '../types.js';
import type { GrokStack } from './stack.js';

export function describeGrokStack(stack: GrokStack): StackReport {
  const set = <T>(key: string, s: { value: T; origin: string; source: StackReport['settings'][number]['source'] }) => ({ key, value: s.value ?? null, origin: s.origin, source: s.source });
  return {
    engine: 'grok',
    files: stack.files,
    settings: [
      set('workspace trusted', stack.trusted),
      set('defaultMode', stack.defaultMode),
      set('prompt policy', stack.promptPolicy),
      set('always-approve (yolo)', stack.yolo),
      set('always-approve pin', stack.yoloPin),
      set('auto mode', stack.auto),
      set('ui.remember_tool_approvals', stack.rememberToolApprovals),
      set('sandbox.profile', stack.sandboxProfile),
      set('sandbox.auto_allow_bash', stack.sandboxAutoAllowBash),
      ...(stack.gitRoot ? [{ key: 'git root', value: stack.gitRoot, origin: 'discovered', source: null }] : []),
    ],
    rules: [
      ...stack.rules.map((r) => ({
        summary: `${r.action.padEnd(5)} ${r.text}  [${r.origin}, ${r.form}]`,
        source: r.source,
        ...(r.note ? { note: r.note } : r.action !== 'allow' && r.tool === 'bash' && r.pattern !== undefined && !/[\s*?[]$/.test(r.pattern) ? { note: `raw prefix: also matches '${r.pattern}…' without a word boundary` } : {}),
      })),
      ...stack.sessionGrants.map((r) => ({ summary: `allow ${r.text}  [session grant]`, source: null })),
    ],
    hooks: stack.hooks.map((h) => ({
      summary: `${h.event} '${h.name}'${h.matcher ? ` matcher=${JSON.stringify(h.matcher)}` : ''}: ${h.type === 'http' ? h.url : h.command} (timeout ${h.timeoutSecs}s, fails open)`,
      source: h.source,
      note: h.origin,
    })),
    ignored: stack.ignored,
    warnings: stack.warnings,
  };
}
