/**
 * Layer 14: what the sandbox still restricts after an allow. A permission
 * Allow clears only this request; an active profile keeps constraining the
 * files and the child-process network. Reported, never decided.
 */
import { programName } from '../../../shell/index.js';
import type { EvalState, Layer } from '../state.js';
import { skip } from '../state.js';

const NETWORK = new Set(['curl', 'wget', 'ssh', 'scp', 'rsync', 'nc', 'ncat', 'ftp', 'npm', 'pnpm', 'yarn', 'pip', 'pip3', 'cargo', 'gem', 'go', 'apt', 'apt-get', 'brew', 'git']);

function profileLimits(profile: string, ws: string): { text: string; childNet: 'allowed' | 'linux-blocked'; writes: string[] | 'any' } {
  switch (profile) {
    case 'off':
      return { text: 'no sandbox (profile off): an approval is not kernel isolation; the process has the user\'s full file and network access', childNet: 'allowed', writes: 'any' };
    case 'workspace':
      return { text: `profile workspace: reads anywhere, writes only to ${ws}, ~/.grok, /tmp and /var/tmp; child network allowed`, childNet: 'allowed', writes: [ws, '~/.grok', '/tmp', '/var/tmp'] };
    case 'read-only':
      return { text: 'profile read-only: reads anywhere, writes only to ~/.grok, /tmp and /var/tmp; child network blocked on Linux (seccomp), not on macOS', childNet: 'linux-blocked', writes: ['~/.grok', '/tmp', '/var/tmp'] };
    case 'strict':
      return { text: `profile strict: reads only ${ws} and system paths, writes only to ${ws}, ~/.grok, /tmp and /var/tmp; child network blocked on Linux (seccomp), not on macOS`, childNet: 'linux-blocked', writes: [ws, '~/.grok', '/tmp', '/var/tmp'] };
    case 'devbox':
      return { text: 'profile devbox: reads anywhere, writes every top-level directory except /data; child network allowed', childNet: 'allowed', writes: 'any' };
    default:
      return { text: `custom profile '${profile}' from sandbox.toml (not modelled; grok refuses to start if it cannot apply it)`, childNet: 'allowed', writes: 'any' };
  }
}

function under(path: string, roots: readonly string[], ws: string): boolean {
  const abs = path.startsWith('/') || path.startsWith('~') ? path : `${ws}/${path}`;
  return roots.some((r) => abs === r || abs.startsWith(`${r}/`));
}

export const sandboxLayer: Layer = {
  id: 'sandbox',
  title: 'Sandbox capability limits after an allow',
  run(s: EvalState) {
    if (s.denied) return skip('the call never runs');
    const st = s.stack;
    const lim = profileLimits(st.sandboxProfile.value, st.workspace);
    const lead = s.cleared ? 'Allow clears only this request' : 'if a person approves it, the approval clears only this request';
    const notes: string[] = [];
    if (s.bash) {
      const progs = [...new Set(s.bash.shell.segments.map((x) => programName(x.argv[0] ?? '')).filter((p) => NETWORK.has(p)))];
      if (progs.length > 0) notes.push(lim.childNet === 'linux-blocked' ? `on Linux ${progs.join(', ')} cannot reach the network` : `${progs.join(', ')} can reach the network`);
      if (s.bash.shell.opaque.length > 0 && lim.writes !== 'any') notes.push('whatever the opaque part runs is held to the same file limits');
      if (lim.writes !== 'any') {
        const outside = s.bash.writes.filter((w) => w.path !== null && !under(w.path, lim.writes as string[], st.workspace)).map((w) => w.path!);
        if (outside.length > 0) notes.push(`writes to ${[...new Set(outside)].join(', ')} fail at the kernel`);
      }
    } else if (s.access?.kind === 'edit' && lim.writes !== 'any' && s.access.path !== 'apply_patch' && !under(s.access.path, lim.writes, st.workspace)) {
      notes.push(`the write to ${s.access.path} fails at the kernel`);
    }
    const post = st.hooks.some((h) => h.event === 'PostToolUse') ? '; non-blocking PostToolUse hooks may fire after it completes' : '';
    return { outcome: 'pass', reason: `${lead}: ${lim.text}${notes.length > 0 ? `; ${notes.join('; ')}` : ''}${post}`, sources: [st.sandboxProfile.source] };
  },
};
