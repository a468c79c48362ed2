/**
 * Layer 9: the shell tool's own checks at execution time, then what the
 * execution sandbox still restricts. Outside Full Access a command that
 * analyze_command rates Dangerous is blocked even after an approval: that
 * is decided here. What the OS sandbox refuses is reported, not decided.
 *
 * Source: crates/tui/src/tools/shell.rs (BashTool::execute: execpolicy.toml's deny
 * patterns in every posture, then analyze_command,
 * SafetyLevel::Dangerous, `!context.auto_approve`); crates/tui/src/command_safety.rs.
 */
import { programName } from '../../../shell/index.js';
import { analyzeCommand } from '../command-safety.js';
import { claim } from '../state.js';
import { execPolicyDeny } from '../execpolicy.js';
import { workspaceRelative } from '../rules.js';
import type { Layer } from '../state.js';

const NETWORK = new Set(['curl', 'wget', 'nc', 'netcat', 'ncat', 'ssh', 'scp', 'sftp', 'rsync', 'ftp', 'ping', 'git', 'npm', 'pip', 'pip3', 'cargo']);
const NETWORK_GIT = new Set(['clone', 'fetch', 'pull', 'push', 'ls-remote']);
const NETWORK_PKG = new Set(['install', 'i', 'ci', 'add', 'update', 'publish', 'fetch']);

export const sandboxLayer: Layer = {
  id: 'sandbox',
  title: 'Tool authority and execution sandbox',
  run(s) {
    if (s.denied) return { outcome: 'skip', reason: 'the call never runs' };
    const cmd = s.call.input.command;
    if (s.tool?.category === 'shell' && typeof cmd === 'string') {
      const ep = s.stack.execPolicy;
      if (ep?.error !== undefined) {
        s.denied = claim('sandbox', `the shell tool fails the command: execpolicy load failed (${ep.error})`, null);
        return { outcome: 'deny', reason: s.denied.reason };
      }
      const hit = ep ? execPolicyDeny(ep, cmd) : undefined;
      if (hit) {
        s.denied = claim('sandbox', `the shell tool blocks it at execution in every posture: execpolicy denied by ${hit.group}: ${hit.pattern}`, hit.source);
        return { outcome: 'deny', reason: s.denied.reason, sources: [hit.source] };
      }
      const a = analyzeCommand(cmd);
      if (a.level === 'dangerous') {
        if (s.posture.value !== 'full-access') {
          s.denied = claim('sandbox', `the shell tool blocks it at execution, even after an approval: analyze_command rates it Dangerous (${a.reason})`, null);
          return { outcome: 'deny', reason: s.denied.reason };
        }
        s.warnings.push(`analyze_command rates this Dangerous (${a.reason}); Full Access (auto_approve) skips that execution-time block`);
      }
    }
    const mode = s.sandbox;
    const notes: string[] = [];
    if (mode === 'danger-full-access') notes.push('danger-full-access: no local sandbox; an approval here is the only barrier');
    else if (mode === 'external-sandbox') notes.push('external-sandbox: isolation is whatever the external sandbox enforces');
    else {
      notes.push(`${mode}${mode === 'workspace-write' ? ' (workspace, /tmp and git metadata writable; .codewhale read-only)' : ' (no writes)'}`);
      if (s.shell) {
        const net = s.shell.segments.filter((seg) => {
          const p = programName(seg.argv[0] ?? '').toLowerCase();
          if (!NETWORK.has(p)) return false;
          if (p === 'git') return NETWORK_GIT.has((seg.argv[1] ?? '').toLowerCase());
          if (p === 'npm' || p === 'pip' || p === 'pip3' || p === 'cargo') return NETWORK_PKG.has((seg.argv[1] ?? '').toLowerCase());
          return true;
        });
        if (net.length > 0) notes.push(`network is off unless sandbox_network_access = true: ${net.map((n) => programName(n.argv[0] ?? '')).join(', ')} cannot connect`);
        const outside = s.shell.writes.filter((w) => w.path !== null && (mode === 'read-only' || (workspaceRelative(w.path, s.stack.workspace) === undefined && !w.path.startsWith('/tmp/'))));
        if (outside.length > 0) notes.push(`the sandbox refuses writes to ${outside.map((w) => w.path).join(', ')}`);
      }
      const path = typeof s.call.input.path === 'string' ? s.call.input.path : undefined;
      if (path !== undefined && s.tool?.category === 'file-write' && (mode === 'read-only' || workspaceRelative(path, s.stack.workspace) === undefined)) {
        notes.push(`native path checks refuse writing ${path}`);
      }
    }
    return { outcome: 'pass', reason: `still restricts at run time: ${notes.join('; ')}`, sources: [s.stack.sandboxMode.source] };
  },
};
