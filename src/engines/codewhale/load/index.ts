/**
 * Discovers and resolves Codewhale's configuration stack, in the order the
 * agent applies it: user config.toml (and its sibling permissions.toml),
 * environment variables, runtime overrides, managed config, the tighten-only
 * project overlay, then requirements validation.
 */
import { codewhaleKeyProblems } from './known-keys.js';
import { dirname, join, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { SourceLoc } from '../../../config/errors.js';
import { readDoc, type DocRead } from '../../../config/read-doc.js';
import { DocReader } from '../../../config/values.js';
import type { IgnoredValue, Problem, StackFile, StackOptions } from '../../types.js';
import type { CodewhaleStack, Hook, Origin, Requirements, Setting } from '../stack.js';
import {
  APPROVAL_VALUES,
  MAX_RANK,
  SANDBOX_MODES,
  approvalRank,
  envBool,
  modeOf,
  postureOf,
  sandboxRank,
  type Posture,
  type SandboxMode,
} from '../vocab.js';
import { readAutoReview } from './auto-review.js';
import { readHooks } from './hooks.js';
import { readPermissions } from './permissions.js';
import { readProblem, valueProblems } from './problems.js';
import { readConstitution } from './repo-law.js';
import { readExecPolicy } from './execpolicy.js';

/** Keys a project overlay may set that do not bear on permissions: read, applied by the agent, not modelled. */
const OVERLAY_HARMLESS = ['model', 'reasoning_effort', 'notes_path', 'max_subagents', 'default_text_model', 'output_mode', 'verbosity', 'log_level', 'tools', 'providers', 'instructions'];
const OVERLAY_POSTURE = ['approval_policy', 'sandbox_mode', 'allow_shell'];

interface Posture3 {
  approval: Setting<string> | undefined;
  sandbox: Setting<string> | undefined;
  allowShell: Setting<boolean> | undefined;
}

function pseudoLoc(file: string): SourceLoc {
  return { file, line: 0, column: 0 };
}

export function loadCodewhaleStack(opts: StackOptions): CodewhaleStack {
  const home = opts.home ?? (opts.env.CODEWHALE_HOME ? resolve(opts.env.CODEWHALE_HOME) : join(opts.userHome, '.codewhale'));
  const ws = opts.workspace;
  const files: StackFile[] = [];
  const problems: Problem[] = [];
  const ignored: IgnoredValue[] = [];
  const warnings: string[] = [];

  const note = (path: string, role: string, r: DocRead | 'not-read', noteText?: string) => {
    const status = r === 'not-read' ? 'not-read' : r.status === 'ok' ? 'read' : r.status === 'missing' ? 'missing' : 'error';
    files.push({ path, role, status, ...(noteText ? { note: noteText } : {}) });
  };

  if (opts.reader.read(home).status === 'ok') {
    problems.push({ check: 'schema', fatal: true, severity: 'error', message: 'the Codewhale home is a file, expected a directory', loc: pseudoLoc(home) });
  }

  // 1. User config.toml
  const cur: Posture3 = { approval: undefined, sandbox: undefined, allowShell: undefined };
  const configPath = join(home, 'config.toml');
  const userRead = readDoc(opts.reader, configPath, 'toml');
  note(configPath, 'user config', userRead);
  let hooks: Hook[] = [];
  let hooksEnabled: Setting<boolean> = { value: true, origin: 'default', source: null };
  let trustedSetting: Setting<boolean> = { value: false, origin: 'default', source: null };
  let autoAllow: CodewhaleStack['autoAllow'] = [];
  let autoReview: CodewhaleStack['autoReview'] = [];
  if (userRead.status === 'error') problems.push(readProblem(userRead, true, ''));
  if (userRead.status === 'ok') {
    const r = new DocReader(userRead.doc);
    for (const k of codewhaleKeyProblems(userRead.doc)) problems.push({ check: 'schema', fatal: false, severity: k.severity, message: k.message, loc: k.loc });
    readPostureKeys(r, 'user config', cur);
    const hooksTable = r.table(['hooks']);
    const enabled = r.boolean(['hooks', 'enabled']);
    if (enabled !== undefined) hooksEnabled = { value: enabled, origin: 'user config', source: r.at(['hooks', 'enabled']) };
    const defaultTimeout = r.integer(['hooks', 'default_timeout_secs']);
    autoReview = readAutoReview(r);
    const allowList = r.stringArray(['auto_allow']) ?? [];
    autoAllow = allowList.map((prefix, i) => ({ prefix, source: r.valueAt(['auto_allow', i]) }));
    const trust = r.string(['projects', ws, 'trust_level']);
    if (trust !== undefined) trustedSetting = { value: trust.trim().toLowerCase() === 'trusted', origin: 'user config', source: r.at(['projects', ws, 'trust_level']) };
    problems.push(...valueProblems(r.problems, true));
    // Hook entries are rejected one by one; the agent still starts.
    const hr = new DocReader(userRead.doc);
    if (hooksTable) hooks = readHooks(hr, ['hooks', 'hooks'], 'user config', defaultTimeout);
    problems.push(...valueProblems(hr.problems, false));
  }

  // 2. permissions.toml, the sibling of config.toml. Codewhale reads it even without config.toml.
  const permPath = join(dirname(configPath), 'permissions.toml');
  const permRead = readDoc(opts.reader, permPath, 'toml');
  note(permPath, 'permission rules', permRead);
  let rules: CodewhaleStack['rules'] = [];
  if (permRead.status === 'error') problems.push(readProblem(permRead, true, ''));
  if (permRead.status === 'ok') {
    const { rules: rs, reader } = readPermissions(permRead.doc);
    rules = rs;
    problems.push(...valueProblems(reader.problems, true));
  }

  // 3. Environment variables Codewhale reads after the file.
  const envApproval = opts.env.CODEWHALE_APPROVAL_POLICY;
  if (envApproval !== undefined && envApproval.trim() !== '') cur.approval = { value: envApproval.trim(), origin: 'environment', source: pseudoLoc('$CODEWHALE_APPROVAL_POLICY') };
  const envSandbox = opts.env.CODEWHALE_SANDBOX_MODE;
  if (envSandbox !== undefined && envSandbox.trim() !== '') cur.sandbox = { value: envSandbox.trim(), origin: 'environment', source: pseudoLoc('$CODEWHALE_SANDBOX_MODE') };
  const envShell = envBool(opts.env.CODEWHALE_ALLOW_SHELL);
  if (envShell !== undefined) cur.allowShell = { value: envShell, origin: 'environment', source: pseudoLoc('$CODEWHALE_ALLOW_SHELL') };
  if (envBool(opts.env.CODEWHALE_YOLO)) cur.approval = { value: 'yolo', origin: 'environment', source: pseudoLoc('$CODEWHALE_YOLO') };

  // 4. Runtime overrides (-c KEY=VALUE), as Codewhale's /config KEY VALUE would set them.
  for (const spec of opts.overrides) applyOverride(spec, cur, problems, warnings);

  // 5. Managed config wins over the user's values; requirements validate the result.
  const requirements: Requirements = {};
  if (opts.managedDir !== undefined) {
    const mPath = join(opts.managedDir, 'managed_config.toml');
    const m = readDoc(opts.reader, mPath, 'toml');
    note(mPath, 'managed config', m);
    if (m.status === 'error') problems.push(readProblem(m, true, ''));
    if (m.status === 'ok') {
      const r = new DocReader(m.doc);
      readPostureKeys(r, 'managed config', cur);
      problems.push(...valueProblems(r.problems, true));
    }
    const qPath = join(opts.managedDir, 'requirements.toml');
    const q = readDoc(opts.reader, qPath, 'toml');
    note(qPath, 'requirements', q);
    if (q.status === 'error') problems.push(readProblem(q, true, ''));
    if (q.status === 'ok') {
      const r = new DocReader(q.doc);
      const ap = r.stringArray(['allowed_approval_policies']);
      if (ap) requirements.allowedApprovalPolicies = { value: ap, origin: 'managed config', source: r.at(['allowed_approval_policies']) };
      const sm = r.stringArray(['allowed_sandbox_modes']);
      if (sm) requirements.allowedSandboxModes = { value: sm, origin: 'managed config', source: r.at(['allowed_sandbox_modes']) };
      problems.push(...valueProblems(r.problems, true));
    }
  }

  // 6. The project overlay: tighten-only, and never a source of rules or hooks.
  const overlayPath = join(ws, '.codewhale', 'config.toml');
  if (!opts.projectConfig) {
    files.push({ path: overlayPath, role: 'project overlay', status: 'ignored', note: 'skipped: --no-project-config' });
  } else {
    const o = readDoc(opts.reader, overlayPath, 'toml');
    note(overlayPath, 'project overlay', o, o.status === 'error' ? 'malformed; Codewhale logs a warning and ignores it' : undefined);
    if (o.status === 'error') {
      problems.push(readProblem(o, false, 'Codewhale ignores the whole project overlay'));
      warnings.push(`${fmt(o.loc)}: project overlay is malformed (${o.message}); Codewhale ignores it`);
    }
    if (o.status === 'ok') applyOverlay(new DocReader(o.doc), cur, ignored, problems, warnings);
  }

  const localPerms = join(ws, '.codewhale', 'permissions.toml');
  if (opts.reader.read(localPerms).status !== 'missing') {
    files.push({ path: localPerms, role: 'permission rules', status: 'not-read', note: 'Codewhale has no project-local permission rules; this file is never read' });
  }

  // Workspace trust and project hooks.
  if (opts.trusted !== undefined) trustedSetting = { value: opts.trusted, origin: 'command line', source: null };
  const hooksPath = join(ws, '.codewhale', 'hooks.toml');
  const hooksFile = opts.reader.read(hooksPath);
  if (hooksFile.status !== 'missing') {
    if (!trustedSetting.value) {
      files.push({ path: hooksPath, role: 'project hooks', status: 'not-read', note: 'workspace is not trusted; Codewhale does not load project hooks' });
    } else {
      const h = readDoc(opts.reader, hooksPath, 'toml');
      note(hooksPath, 'project hooks', h, h.status === 'error' ? 'malformed; Codewhale falls back to global hooks' : undefined);
      if (h.status === 'error') {
        problems.push(readProblem(h, false, 'Codewhale uses the global hooks only'));
        warnings.push(`${fmt(h.loc)}: project hooks file is malformed (${h.message}); Codewhale falls back to global hooks`);
      }
      if (h.status === 'ok') {
        const r = new DocReader(h.doc);
        hooks = hooks.concat(readHooks(r, ['hooks'], 'project hooks', undefined));
        problems.push(...valueProblems(r.problems, false));
      }
    }
  }

  // Repository law: the nearest .codewhale/constitution.json from the workspace up to the git root.
  const invariants: CodewhaleStack['invariants'] = [];
  const constitution = findUpward(opts, ws, join('.codewhale', 'constitution.json'));
  if (constitution) {
    const c = readDoc(opts.reader, constitution, 'json');
    if (c.status === 'error') {
      note(constitution, 'repository law', c, 'malformed; Codewhale ignores it');
      problems.push({ check: 'schema', fatal: false, syntax: false, severity: 'error', message: `${c.message}; Codewhale ignores the file, so no repository law applies`, loc: c.loc });
      warnings.push(`${fmt(c.loc)}: ${c.message}; Codewhale ignores it, so no repository law applies`);
    } else if (c.status === 'ok') {
      note(constitution, 'repository law', c);
      const { invariants: inv, notes } = readConstitution(c.doc);
      invariants.push(...inv);
      for (const n of notes) problems.push({ check: 'schema', fatal: false, severity: 'warning', message: n.message, loc: n.loc });
    }
  }

  // The shell tool's execution policy, read from the user's home (not the Codewhale home).
  let execPolicy: CodewhaleStack['execPolicy'];
  const execPolicyPath = join(opts.userHome, '.deepseek', 'execpolicy.toml');
  const ep = readDoc(opts.reader, execPolicyPath, 'toml');
  if (ep.status === 'ok') {
    note(execPolicyPath, 'execution policy', ep);
    execPolicy = readExecPolicy(ep.doc, execPolicyPath);
  } else if (ep.status === 'error') {
    note(execPolicyPath, 'execution policy', ep, 'does not parse; the shell tool fails every command');
    execPolicy = { path: execPolicyPath, error: ep.message };
    warnings.push(`${fmt(ep.loc)}: ${ep.message}; Codewhale's shell tool fails every command while it does not load`);
  }

  // Resolve and validate.
  const posture = resolvePosture(cur.approval);
  const sandboxMode = resolveSandbox(cur.sandbox);
  const allowShell: Setting<boolean> = cur.allowShell ?? { value: true, origin: 'default', source: null };
  validateRequirements(requirements, cur, problems);

  return {
    home,
    userHome: opts.userHome,
    workspace: ws,
    workspaceHasGit: opts.reader.read(join(ws, '.git')).status !== 'missing' || opts.reader.isDirectory(join(ws, '.git')),
    files,
    posture,
    sandboxMode,
    allowShell,
    mode: { value: 'work', origin: 'default', source: null },
    trusted: trustedSetting,
    hooksEnabled,
    rules,
    autoAllow,
    hooks,
    ...(execPolicy ? { execPolicy } : {}),
    autoReview,
    invariants,
    requirements,
    ignored,
    problems,
    warnings,
  };
}

function fmt(loc: SourceLoc): string {
  return loc.line > 0 ? `${loc.file}:${loc.line}:${loc.column}` : loc.file;
}

function readPostureKeys(r: DocReader, origin: Origin, cur: Posture3) {
  const ap = r.string(['approval_policy']);
  if (ap !== undefined) {
    if (postureOf(ap) === undefined) {
      r.problems.push({ kind: 'unknown-value', loc: r.valueAt(['approval_policy']), message: `approval_policy = ${JSON.stringify(ap)} is not a value Codewhale knows (${APPROVAL_VALUES.slice(0, 8).join(', ')}, …)` });
    } else cur.approval = { value: ap, origin, source: r.at(['approval_policy']) };
  }
  const sm = r.string(['sandbox_mode']);
  if (sm !== undefined) {
    if (sandboxRank(sm) === undefined) {
      r.problems.push({ kind: 'unknown-value', loc: r.valueAt(['sandbox_mode']), message: `sandbox_mode = ${JSON.stringify(sm)} is not one of ${SANDBOX_MODES.join(', ')}` });
    } else cur.sandbox = { value: sm, origin, source: r.at(['sandbox_mode']) };
  }
  const sh = r.boolean(['allow_shell']);
  if (sh !== undefined) cur.allowShell = { value: sh, origin, source: r.at(['allow_shell']) };
}

function applyOverride(spec: string, cur: Posture3, problems: Problem[], warnings: string[]) {
  const eq = spec.indexOf('=');
  const source = pseudoLoc(`-c ${spec}`);
  if (eq <= 0) {
    problems.push({ check: 'schema', fatal: true, severity: 'error', message: 'expected KEY=VALUE', loc: source });
    return;
  }
  const key = spec.slice(0, eq).trim();
  const raw = spec.slice(eq + 1);
  let value: unknown = raw;
  try {
    value = (parseToml(`v = ${raw}`) as { v: unknown }).v;
  } catch {
    value = raw;
  }
  const bad = (msg: string) => problems.push({ check: 'schema', fatal: true, severity: 'error', message: msg, loc: source });
  switch (key) {
    case 'approval_policy':
    case 'approval_mode':
      if (typeof value !== 'string' || postureOf(value) === undefined) return bad(`${key}: ${JSON.stringify(value)} is not a value Codewhale knows`);
      cur.approval = { value, origin: 'runtime override', source };
      return;
    case 'sandbox_mode':
      if (typeof value !== 'string' || sandboxRank(value) === undefined) return bad(`sandbox_mode: ${JSON.stringify(value)} is not one of ${SANDBOX_MODES.join(', ')}`);
      cur.sandbox = { value, origin: 'runtime override', source };
      return;
    case 'allow_shell':
      if (typeof value !== 'boolean') return bad(`allow_shell: expected true or false, got ${JSON.stringify(value)}`);
      cur.allowShell = { value, origin: 'runtime override', source };
      return;
    default:
      warnings.push(`-c ${key}: not a key whale-perm models for Codewhale's permissions; ignored`);
  }
}

function applyOverlay(r: DocReader, cur: Posture3, ignored: IgnoredValue[], problems: Problem[], warnings: string[]) {
  const t = r.doc.value;
  for (const key of Object.keys(t)) {
    if (OVERLAY_POSTURE.includes(key) || OVERLAY_HARMLESS.includes(key)) continue;
    ignored.push({ key, value: summarize(t[key]), source: r.at([key]), reason: 'not on the project overlay allow-list; Codewhale ignores it (project config cannot add credentials, hooks, providers or permission rules)' });
  }
  const ap = r.string(['approval_policy']);
  if (ap !== undefined) {
    const src = r.at(['approval_policy']);
    const pr = approvalRank(ap);
    const ur = cur.approval ? approvalRank(cur.approval.value) : undefined;
    if (pr === undefined) {
      ignored.push({ key: 'approval_policy', value: ap, source: src, reason: `${JSON.stringify(ap)} has no tighten rank; the overlay accepts only auto, suggest, on-request, untrusted, never` });
    } else if (ur === undefined && pr < MAX_RANK) {
      ignored.push({ key: 'approval_policy', value: ap, source: src, reason: cur.approval ? `the user value ${JSON.stringify(cur.approval.value)} has no rank, so the overlay may only set never` : 'the user value is unset, so the overlay may only set the most restrictive value (never)', ...(cur.approval ? loosened(cur.approval) : {}) });
    } else if (ur !== undefined && pr < ur) {
      ignored.push({ key: 'approval_policy', value: ap, source: src, reason: `ignored: would loosen ${cur.approval!.value} (${cur.approval!.origin})`, ...loosened(cur.approval!) });
    } else {
      if (cur.approval && postureOf(cur.approval.value) === 'auto-review' && postureOf(ap) === 'ask') {
        warnings.push(
          `${fmt(src)}: the project overlay moves approval from ${cur.approval.value} (Auto-Review) to ${ap} (Ask). Codewhale ranks that as tightening, but calls Auto-Review's floor would block outright (publish-like, destructive background work) now reach a person, who can approve them`,
        );
      }
      cur.approval = { value: ap, origin: 'project overlay', source: src };
    }
  }
  const sm = r.string(['sandbox_mode']);
  if (sm !== undefined) {
    const src = r.at(['sandbox_mode']);
    const pr = sandboxRank(sm);
    const ur = cur.sandbox ? sandboxRank(cur.sandbox.value) : undefined;
    if (pr === undefined) {
      ignored.push({ key: 'sandbox_mode', value: sm, source: src, reason: `${JSON.stringify(sm)} is not a sandbox mode` });
    } else if (sm.trim().toLowerCase() === 'external-sandbox' && cur.sandbox?.value.trim().toLowerCase() !== 'external-sandbox') {
      ignored.push({ key: 'sandbox_mode', value: sm, source: src, reason: 'the overlay may select external-sandbox only when it is already in force' });
    } else if (ur === undefined && pr < MAX_RANK) {
      ignored.push({ key: 'sandbox_mode', value: sm, source: src, reason: 'the user value is unset, so the overlay may only set the most restrictive value (read-only)' });
    } else if (ur !== undefined && pr < ur) {
      ignored.push({ key: 'sandbox_mode', value: sm, source: src, reason: `ignored: would loosen ${cur.sandbox!.value} (${cur.sandbox!.origin})`, ...loosened(cur.sandbox!) });
    } else cur.sandbox = { value: sm, origin: 'project overlay', source: src };
  }
  const shRaw = r.get(['allow_shell']);
  if (shRaw !== undefined) {
    const src = r.at(['allow_shell']);
    if (shRaw === false) cur.allowShell = { value: false, origin: 'project overlay', source: src };
    else ignored.push({ key: 'allow_shell', value: shRaw, source: src, reason: 'the overlay may only turn shell off; allow_shell = true is ignored', ...(cur.allowShell ? loosened(cur.allowShell) : {}) });
  }
  problems.push(...valueProblems(r.problems, false));
}

function loosened<T>(s: Setting<T>): { related?: { loc: SourceLoc; message: string } } {
  return s.source && s.source.line > 0 ? { related: { loc: s.source, message: `the ${s.origin} value that stays in force` } } : {};
}

function summarize(v: unknown): unknown {
  if (Array.isArray(v)) return `[${v.length} entries]`;
  if (v !== null && typeof v === 'object') return '{…}';
  return v;
}

function resolvePosture(s: Setting<string> | undefined): Setting<Posture> {
  if (!s) return { value: 'ask', raw: 'suggest', origin: 'default', source: null };
  return { value: postureOf(s.value) ?? 'ask', raw: s.value, origin: s.origin, source: s.source };
}

function resolveSandbox(s: Setting<string> | undefined): Setting<SandboxMode> {
  if (!s) return { value: 'workspace-write', origin: 'default', source: null };
  return { value: s.value.trim().toLowerCase() as SandboxMode, origin: s.origin, source: s.source };
}

/** A configured value outside the managed allow-lists stops Codewhale at startup. */
function validateRequirements(req: Requirements, cur: Posture3, problems: Problem[]) {
  const check = (setting: Setting<string> | undefined, allowed: Setting<string[]> | undefined, key: string, same: (a: string, b: string) => boolean) => {
    if (!setting || !allowed) return;
    if (allowed.value.some((a) => same(a, setting.value))) return;
    const loc = setting.source ?? pseudoLoc(setting.origin);
    problems.push({
      check: 'requirements-violation',
      fatal: true,
      severity: 'error',
      message: `${key} = ${JSON.stringify(setting.value)} (${setting.origin}) is not allowed by requirements.toml (allowed: ${allowed.value.join(', ')}); Codewhale refuses to start`,
      loc,
      ...(allowed.source ? { related: [{ loc: allowed.source, message: 'the requirement it violates' }] } : {}),
    });
  };
  check(cur.approval, req.allowedApprovalPolicies, 'approval_policy', (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase() || (postureOf(a) !== undefined && postureOf(a) === postureOf(b)));
  check(cur.sandbox, req.allowedSandboxModes, 'sandbox_mode', (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase());
}

/** The nearest file at `rel` from `start` upward, stopping at the git root. */
function findUpward(opts: StackOptions, start: string, rel: string): string | undefined {
  let dir = start;
  for (let i = 0; i < 64; i++) {
    const candidate = join(dir, rel);
    if (opts.reader.read(candidate).status !== 'missing') return candidate;
    if (opts.reader.isDirectory(join(dir, '.git')) || opts.reader.read(join(dir, '.git')).status === 'ok') return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return undefined;
}

export { modeOf };
