/**
 * Reading the Codex stack (codex-rs `core/src/config`, `core/src/exec_policy.rs`
 * `load_exec_policy`): `config.toml` from /etc/codex (--managed-dir), the
 * user's CODEX_HOME (--home, default ~/.codex) and a trusted project's
 * `.codex/`; every `rules/*.rules` beside each layer, lowest first. A rules
 * file that fails to load makes Codex drop every rule of every file
 * (fail-open); whale-perm reports it and goes on the same way.
 */
import { join, resolve } from 'node:path';
import { ConfigError, type SourceLoc } from '../../config/errors.js';
import { parseTomlLocated, type LocatedDoc } from '../../config/located.js';
import type { Problem, StackFile, StackOptions } from '../types.js';
import { addRulesFile, emptyPolicy, RulesLoadError } from './policy.js';
import type { ApprovalPolicy, CodexStack, SandboxMode, Setting } from './stack.js';

const SANDBOX_MODES: readonly SandboxMode[] = ['read-only', 'workspace-write', 'danger-full-access'];

function fatal(loc: SourceLoc | undefined, file: string, message: string): never {
  throw new ConfigError(file, loc?.line ?? 0, loc?.column ?? 0, message);
}

export function parseApproval(v: unknown, where: { file: string; loc: SourceLoc | undefined }): ApprovalPolicy {
  if (v === 'on-request' || v === 'on-failure') return { kind: 'on-request' };
  if (v === 'never') return { kind: 'never' };
  if (v === 'untrusted') fatal(where.loc, where.file, 'approval_policy = "untrusted" is no longer supported (retired in Codex 0.149); remove this setting');
  if (typeof v === 'object' && v !== null && 'granular' in v) {
    const g = (v as Record<string, unknown>)['granular'];
    if (typeof g === 'object' && g !== null) {
      const t = g as Record<string, unknown>;
      return { kind: 'granular', rules: t['rules'] !== false, sandboxApproval: t['sandbox_approval'] !== false };
    }
  }
  return fatal(where.loc, where.file, `approval_policy: unknown variant ${JSON.stringify(v)}, expected "on-request", "never" or { granular = { … } }`);
}

function parseSandbox(v: unknown, where: { file: string; loc: SourceLoc | undefined }): SandboxMode {
  if (SANDBOX_MODES.includes(v as SandboxMode)) return v as SandboxMode;
  return fatal(where.loc, where.file, `sandbox_mode: unknown variant ${JSON.stringify(v)}, expected one of ${SANDBOX_MODES.join(', ')}`);
}

interface Layer {
  name: string;
  dir: string;
  doc?: LocatedDoc;
}

function readConfig(opts: StackOptions, path: string, role: string, files: StackFile[]): LocatedDoc | undefined {
  const r = opts.reader.read(path);
  if (r.status === 'missing') {
    files.push({ path, role, status: 'missing' });
    return undefined;
  }
  if (r.status === 'error') throw new ConfigError(path, 0, 0, r.message);
  files.push({ path, role, status: 'read' });
  return parseTomlLocated(r.text, path);
}

function parseOverride(text: string): { key: string; value: unknown } {
  const eq = text.indexOf('=');
  if (eq < 0) throw new ConfigError('-c', 0, 0, `-c ${text}: expected KEY=VALUE`);
  const key = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  try {
    return { key, value: parseTomlLocated(`v = ${raw}`, '-c').value['v'] };
  } catch {
    return { key, value: raw };
  }
}

export function loadCodexStack(opts: StackOptions): CodexStack {
  const codexHome = resolve(opts.home ?? opts.env['CODEX_HOME'] ?? join(opts.userHome, '.codex'));
  const managed = resolve(opts.managedDir ?? '/etc/codex');
  const workspace = resolve(opts.workspace);
  const files: StackFile[] = [];
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const system = readConfig(opts, join(managed, 'config.toml'), 'system config', files);
  const user = readConfig(opts, join(codexHome, 'config.toml'), 'user config', files);
  // Trust: --trusted/--untrusted, else [projects."<workspace>"] trust_level in the user config.
  let trusted: Setting<boolean | undefined> = { value: undefined, origin: 'unknown folder', source: null };
  if (opts.trusted !== undefined) trusted = { value: opts.trusted, origin: opts.trusted ? '--trusted' : '--untrusted', source: null };
  else if (user) {
    const projects = user.value['projects'] as Record<string, unknown> | undefined;
    const entry = projects?.[workspace] as Record<string, unknown> | undefined;
    const level = entry?.['trust_level'];
    if (level === 'trusted' || level === 'untrusted') trusted = { value: level === 'trusted', origin: `[projects."${workspace}"] trust_level`, source: user.locate(['projects', workspace, 'trust_level']) ?? null };
  }
  const project = trusted.value === true && opts.projectConfig ? readConfig(opts, join(workspace, '.codex', 'config.toml'), 'project config', files) : undefined;
  if (trusted.value !== true) files.push({ path: join(workspace, '.codex'), role: 'project config and rules', status: 'not-read', note: 'Codex reads a project .codex/ only in a trusted folder' });
  const layers: Layer[] = [
    { name: 'system', dir: managed, ...(system ? { doc: system } : {}) },
    { name: 'user', dir: codexHome, ...(user ? { doc: user } : {}) },
    ...(trusted.value === true && opts.projectConfig ? [{ name: 'project', dir: join(workspace, '.codex'), ...(project ? { doc: project } : {}) }] : []),
  ];
  // Highest precedence first: -c, project, user, system.
  let approval: Setting<ApprovalPolicy> | undefined;
  let sandbox: Setting<SandboxMode> | undefined;
  for (const o of [...opts.overrides].reverse()) {
    const { key, value } = parseOverride(o);
    if (key === 'approval_policy' && !approval) approval = { value: parseApproval(value, { file: '-c', loc: undefined }), origin: `-c ${o}`, source: null };
    if (key === 'sandbox_mode' && !sandbox) sandbox = { value: parseSandbox(value, { file: '-c', loc: undefined }), origin: `-c ${o}`, source: null };
  }
  for (const l of [...layers].reverse()) {
    const d = l.doc;
    if (!d) continue;
    if (d.value['approval_policy'] !== undefined) {
      const v = parseApproval(d.value['approval_policy'], { file: d.file, loc: d.locate(['approval_policy']) });
      approval ??= { value: v, origin: `${l.name} config.toml`, source: d.locate(['approval_policy']) ?? null };
    }
    if (d.value['sandbox_mode'] !== undefined) {
      const v = parseSandbox(d.value['sandbox_mode'], { file: d.file, loc: d.locate(['sandbox_mode']) });
      sandbox ??= { value: v, origin: `${l.name} config.toml`, source: d.locate(['sandbox_mode']) ?? null };
    }
    if (d.value['profiles'] !== undefined) problems.push({ check: 'schema', fatal: false, severity: 'warning', message: '[profiles.*] tables are no longer read by Codex (since 0.134); use NAME.config.toml beside config.toml with -p NAME', loc: d.locate(['profiles']) ?? { file: d.file, line: 0, column: 0 } });
  }
  approval ??= trusted.value === false ? { value: { kind: 'untrusted' }, origin: 'untrusted project (Codex prompts for every command)', source: trusted.source } : { value: { kind: 'on-request' }, origin: 'default', source: null };
  sandbox ??= trusted.value === true ? { value: 'workspace-write', origin: 'trusted project default', source: trusted.source } : { value: 'read-only', origin: 'default', source: null };
  // Rules: every *.rules beside each layer, lowest precedence first.
  const policy = emptyPolicy();
  const rulesFiles: string[] = [];
  let failure: CodexStack['rulesLoadFailure'];
  for (const l of layers) {
    const dir = join(l.dir, 'rules');
    if (!opts.reader.isDirectory(dir)) continue;
    for (const name of (opts.reader.list?.(dir) ?? []).filter((n) => n.endsWith('.rules'))) {
      const path = join(dir, name);
      const r = opts.reader.read(path);
      if (r.status !== 'ok') {
        files.push({ path, role: `${l.name} rules`, status: r.status === 'missing' ? 'missing' : 'error', ...(r.status === 'error' ? { note: r.message } : {}) });
        continue;
      }
      files.push({ path, role: `${l.name} rules`, status: 'read' });
      rulesFiles.push(path);
      if (failure) continue;
      try {
        addRulesFile(policy, r.text, path, workspace);
      } catch (e) {
        if (!(e instanceof RulesLoadError)) throw e;
        failure = { message: e.message, loc: e.loc };
        const how = e.unsupported ? 'whale-perm cannot read this Starlark (Codex may); the rules are treated as not loaded' : 'Codex fails to load it and then drops every rule of every rules file (fail-open)';
        problems.push({ check: 'schema', fatal: false, severity: 'error', message: `${e.message}: ${how}`, loc: e.loc });
        warnings.push(`${path}: rules failed to load (${e.message}); Codex runs with no exec-policy rules at all`);
      }
    }
  }
  const finalPolicy = failure ? emptyPolicy() : policy;
  const requirements = join(managed, 'requirements.toml');
  if (opts.reader.read(requirements).status === 'ok') files.push({ path: requirements, role: 'requirements', status: 'not-read', note: 'requirements.toml constraints and prefix rules are not modelled by whale-perm' });
  return { codexHome, workspace, files, trusted, approval, sandbox, policy: finalPolicy, rulesFiles, ...(failure ? { rulesLoadFailure: failure } : {}), problems, ignored: [], warnings };
}
