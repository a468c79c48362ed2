/** Layer 4: the registered tool's ApprovalRequirement, then a hook ask on top. */
import { boundedWrite } from '../targets.js';
import { claim, type EvalState, type Layer, type LayerResult } from '../state.js';
import { isWriteCapable } from '../tools.js';

export const toolBaselineLayer: Layer = {
  id: 'tool-baseline',
  title: 'Registered-tool baseline',
  run(s) {
    const tool = s.tool!;
    if (s.mode.value === 'plan' && isWriteCapable(tool)) {
      s.denied = claim('tool-baseline', `Plan mode blocks write-capable tools (${tool.name})`, s.mode.source);
      return { outcome: 'deny', reason: s.denied.reason, sources: [s.mode.source] };
    }
    const hookAsk = s.prompt?.layer === 'hooks';
    if (tool.nonBypassable) {
      s.need = 'hold';
      if (s.posture.value === 'full-access') {
        s.cleared = claim('tool-baseline', `${tool.name} is a non-bypassable registered hold; Full Access auto-approves it instead of opening a modal`, s.posture.source);
        return { outcome: 'allow', reason: s.cleared.reason, sources: [s.posture.source] };
      }
      if (!s.prompt) s.prompt = claim('tool-baseline', `${tool.name} is a non-bypassable registered hold: no rule can clear it`, null);
      return { outcome: 'ask', reason: `${tool.name} is a non-bypassable registered hold` };
    }
    if (tool.requirement === 'auto') {
      s.need = hookAsk ? 'hold' : 'none';
      return hookAsk
        ? { outcome: 'ask', reason: `requirement Auto, but the hook ask is applied after it and stands` }
        : allowBy(s, `ApprovalRequirement Auto: ${tool.name} never needs approval by itself`);
    }
    if (hookAsk) {
      s.need = 'hold';
      return { outcome: 'ask', reason: `requirement ${tool.requirement}; the hook ask is applied after it, so no typed allow can clear it` };
    }
    if (tool.category === 'file-write' && tool.requirement === 'suggest' && s.posture.value === 'ask' && s.mode.value !== 'plan') {
      const path = typeof s.call.input.path === 'string' ? s.call.input.path : undefined;
      const rel = path !== undefined ? boundedWrite(path, s.stack.workspace) : undefined;
      if (s.stack.workspaceHasGit && rel !== undefined) {
        s.need = 'none';
        return allowBy(s, `in-workspace write carve-out: ${rel} is inside a git workspace and not a protected name, so Ask posture writes it without a card`);
      }
    }
    s.need = 'ordinary';
    return { outcome: 'ask', reason: `ApprovalRequirement ${tool.requirement[0]!.toUpperCase()}${tool.requirement.slice(1)}: ordinary approval, which a typed allow or the posture may clear` };
  },
};

/** The baseline itself lets the call run: it is the deciding layer unless a later one objects. */
function allowBy(s: EvalState, reason: string): LayerResult {
  s.cleared = claim('tool-baseline', reason, null);
  return { outcome: 'allow', reason };
}
