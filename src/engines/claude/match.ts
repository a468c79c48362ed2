/**
 * Whether one rule matches one part of a call. Deny and ask rules match when
 * any spelling or any path of the pair matches; allow rules need every
 * spelling and, for a symlink, both the link and its target (permissions
 * page, "Bash", "Read and Edit", symlinks).
 */
import type { Call, Decision } from '../../core/types.js';
import type { Opacity } from '../../shell/types.js';
import { bashPatternMatches, normalizePattern } from './bash-pattern.js';
import { neverPrefixApproved } from './commands.js';
import { domainMatches, hostOf } from './domain.js';
import { pathRuleMatcher } from './paths.js';
import { allowTexts, denyTexts, type SubCommand } from './shell-view.js';
import type { ClaudeRule, ClaudeStack } from './stack.js';
import type { Target } from './state.js';
import { callPath, mcpServer, toolInfo } from './tools.js';

function globToRe(glob: string): RegExp {
  return new RegExp(`^${glob.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

/** A rule that names the whole tool: `Bash`, `mcp__*`, `mcp__github`. */
export function toolLevelMatch(rule: ClaudeRule, tool: string): boolean {
  const m = rule.matcher;
  switch (m.kind) {
    case 'tool':
      return m.tool === tool;
    case 'tool-glob':
      return globToRe(m.glob).test(tool);
    case 'mcp-server':
      return mcpServer(tool) === m.server;
    default:
      return false;
  }
}

/** `Tool(param:value)`: the call sets that direct field to that value (`*` a wildcard; an omitted field never matches). */
export function paramMatch(rule: ClaudeRule, call: Call): boolean {
  const m = rule.matcher;
  if (m.kind !== 'param' || m.tool !== call.tool) return false;
  const v = call.input[m.param];
  if (v === undefined || v === null || typeof v === 'object') return false;
  return globToRe(m.value).test(String(v));
}

/** Other `Tool(specifier)` rules: `Agent(Explore)` against the subagent type, else the tool's main input. */
export function specifierMatch(rule: ClaudeRule, call: Call): boolean {
  const m = rule.matcher;
  if (m.kind !== 'specifier' || m.tool !== call.tool || rule.dead) return false;
  const field = call.tool === 'Agent' || call.tool === 'Task' ? 'subagent_type' : undefined;
  const value = field !== undefined ? call.input[field] : callPath(call.input, toolInfo(call.tool));
  return typeof value === 'string' && globToRe(m.specifier.trim()).test(value);
}

export function domainRuleMatch(rule: ClaudeRule, call: Call): boolean {
  if (rule.matcher.kind !== 'domain' || call.tool !== 'WebFetch') return false;
  const url = call.input.url;
  const host = typeof url === 'string' ? hostOf(url) : undefined;
  return host !== undefined && domainMatches(rule.matcher.pattern, host);
}

/** A `Read(path)`/`Edit(path)` rule (or a bare `Read`/`Edit`) against a file the call reads or writes. */
export function targetMatch(rule: ClaudeRule, target: Target, stack: ClaudeStack, how: { anchoredDepth?: boolean } = {}): boolean {
  const m = rule.matcher;
  // Edit rules cover every write; a Read deny rule also blocks writes to the path, except through
  // NotebookEdit (permissions → Read and Edit; errors → File is covered by a Read deny rule).
  const readCovers = rule.action !== 'allow' && target.via !== 'NotebookEdit';
  const tools = target.access === 'write' ? (readCovers ? ['Edit', 'Read'] : ['Edit']) : ['Read'];
  if (m.kind === 'tool') return tools.includes(m.tool);
  if (m.kind !== 'path' || !tools.includes(m.tool) || target.paths.length === 0) return false;
  // A hook `if` matches a single-segment `dir/**` only at `<cwd>/dir`, as an allow rule does (changelog: hook if conditions).
  const t = pathTest(rule, m.pattern, how.anchoredDepth ? 'allow' : rule.action, stack);
  // The answer for a list of paths is kept with the test: every target of one written path shares its list (items.ts).
  let hit = t.answers.get(target.paths);
  if (hit === undefined) {
    hit = rule.action === 'allow' ? target.paths.every(t.test) : target.paths.some(t.test);
    t.answers.set(target.paths, hit);
  }
  return hit;
}

/** A rule's test of one path, and its answers for the lists of paths it was asked about. */
interface PathTest {
  test: (p: string) => boolean;
  answers: WeakMap<readonly string[], boolean>;
}

const pathTests = new WeakMap<ClaudeRule, { workspace: string; home: string; byDepth: Partial<Record<Decision, PathTest>> }>();

/** The rule's path test, its pattern read and its globs compiled once per rule (and stack directories). */
function pathTest(rule: ClaudeRule, pattern: string, depth: Decision, stack: ClaudeStack): PathTest {
  let t = pathTests.get(rule);
  if (t === undefined || t.workspace !== stack.workspace || t.home !== stack.home) pathTests.set(rule, (t = { workspace: stack.workspace, home: stack.home, byDepth: {} }));
  return (t.byDepth[depth] ??= { test: pathRuleMatcher(pattern, depth, { settingsRoot: rule.anchor, workspace: stack.workspace, home: stack.home }), answers: new WeakMap() });
}

/** A Bash rule against one subcommand as Claude Code sees it. */
export function subcommandMatch(rule: ClaudeRule, sub: SubCommand): boolean {
  const m = rule.matcher;
  if (m.kind === 'tool' && m.tool === 'Bash') return true;
  if (m.kind === 'tool-glob') return globToRe(m.glob).test('Bash');
  if (m.kind !== 'bash') return false;
  if (rule.action !== 'allow') return denyTexts(sub).some((t) => bashPatternMatches(m.pattern, t));
  const texts = allowTexts(sub);
  if (texts === undefined) return false;
  // Exec wrappers and find's actions: only an exact-match rule approves them.
  if (neverPrefixApproved(sub.argv) !== undefined && normalizePattern(m.pattern).includes('*')) return false;
  return texts.every((t) => bashPatternMatches(m.pattern, t));
}

/**
 * whale-perm's conservative reading of a part it cannot see: it matches
 * every Bash deny or ask rule that could match it. For a command name from
 * a variable, the known arguments after it must still fit the rule.
 */
export function opaqueCouldMatch(rule: ClaudeRule, o: Opacity): boolean {
  const m = rule.matcher;
  if (m.kind === 'tool') return m.tool === 'Bash';
  if (m.kind === 'tool-glob') return globToRe(m.glob).test('Bash');
  if (m.kind !== 'bash') return false;
  if (o.reason === 'dynamic-command' && o.knownArgs) {
    const words = normalizePattern(m.pattern).split(/\s+/);
    const tail = words.slice(1).join(' ');
    if (words[0] !== undefined && words[0].includes('*')) return true;
    if (tail === '') return o.knownArgs.length === 0;
    return bashPatternMatches(tail, o.knownArgs.join(' '));
  }
  return true;
}

export function isActive(rule: ClaudeRule, action: Decision): boolean {
  return rule.action === action && rule.inactive === undefined && rule.dead === undefined;
}

const active = new WeakMap<ClaudeStack, Record<Decision, ClaudeRule[]>>();

/** The `action` rules Claude Code applies, in the stack's order (computed once per stack). */
export function activeRules(stack: ClaudeStack, action: Decision): readonly ClaudeRule[] {
  let by = active.get(stack);
  if (!by) {
    by = { allow: [], ask: [], deny: [] };
    for (const r of stack.rules) if (isActive(r, r.action)) by[r.action].push(r);
    active.set(stack, by);
  }
  return by[action];
}
