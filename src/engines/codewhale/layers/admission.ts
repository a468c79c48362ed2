/** Layer 2: mode and tool admission, before any policy rule is considered. */
import { claim, type Layer } from '../state.js';

export const admissionLayer: Layer = {
  id: 'admission',
  title: 'Mode and tool admission',
  run(s) {
    const deny = (reason: string, source: Parameters<typeof claim>[2] = null) => {
      s.denied = claim('admission', reason, source);
      return { outcome: 'deny' as const, reason, sources: [source] };
    };
    if (!s.tool) return deny(`no tool named '${s.call.tool}' is registered, so the call fails before policy`);
    if (s.tool.category === 'shell') {
      const cmd = s.call.input.command;
      if (typeof cmd !== 'string' || cmd.trim() === '') return deny('the input does not parse: a shell call needs a non-empty "command" string');
      if (s.mode.value === 'plan') return deny('Plan mode hides shell tools', s.mode.source);
      if (!s.allowShell.value) return deny(`allow_shell = false (${s.allowShell.origin}) hides shell tools`, s.allowShell.source);
    }
    if (s.tool.category === 'file-write' && typeof s.call.input.path !== 'string' && s.call.tool !== 'apply_patch') {
      return deny(`the input does not parse: ${s.call.tool} needs a "path"`);
    }
    return { outcome: 'pass', reason: `${s.call.tool} is registered and admitted in ${s.mode.value} mode` };
  },
};
