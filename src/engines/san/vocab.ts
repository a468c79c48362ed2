/**
 * san's vocabulary: its modes and its tools, with the classes the permission
 * pipeline asks about (safe, edit, write-class). Facts from
 * `internal/tool/perm/decision.go` and `internal/setting/settings.go`; see
 * docs/engines/san.md.
 */

/** The seed's four modes, plus `dontAsk` which the code also has (ask → deny). */
export type Mode = 'default' | 'acceptEdits' | 'bypassPermissions' | 'plan' | 'dontAsk';

export const MODES: readonly Mode[] = ['default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk'];

/**
 * A mode name as a user or a settings file may spell it. The code's
 * `OperationModeFromString` takes the camelCase names and a few aliases;
 * whale-perm also takes `plan` (a seed mode) and `normal`.
 */
export function modeOf(raw: string): Mode | undefined {
  switch (raw.trim()) {
    case 'default':
    case 'normal':
      return 'default';
    case 'acceptEdits':
    case 'accept-edits':
    case 'autoAccept':
    case 'auto-accept':
      return 'acceptEdits';
    case 'bypassPermissions':
    case 'bypass-permissions':
    case 'bypass':
      return 'bypassPermissions';
    case 'plan':
      return 'plan';
    case 'dontAsk':
    case 'dont-ask':
      return 'dontAsk';
    default:
      return undefined;
  }
}

/** `safeTools` (internal/setting/permission.go, internal/tool/perm/decision.go at 5e33c937): allowed by the mode default in every mode. */
const SAFE_TOOLS = new Set(['Read', 'Glob', 'Grep', 'WebFetch', 'WebSearch', 'LSP', 'TaskCreate', 'TaskGet', 'TaskList', 'TaskUpdate', 'AskUserQuestion', 'CronList']);

/** `isEditTool` / `perm.IsEditTool`: acceptEdits auto-approves them; plan denies them. san has no MultiEdit tool. */
const EDIT_TOOLS = new Set(['Edit', 'Write', 'NotebookEdit']);

/** The rest of the tools the pinned version registers (internal/tool/*). It has no LS, TodoWrite or MultiEdit. */
const OTHER_TOOLS = ['Bash', 'Skill', 'Agent', 'SendMessage', 'TaskOutput', 'TaskStop', 'CronCreate', 'CronDelete', 'EnterWorktree', 'ExitWorktree'];

export const KNOWN_TOOLS: readonly string[] = ['Bash', ...[...SAFE_TOOLS], ...[...EDIT_TOOLS], ...OTHER_TOOLS.filter((t) => t !== 'Bash')];

const CANONICAL = new Map(KNOWN_TOOLS.map((t) => [t.toLowerCase(), t]));
CANONICAL.set('shell', 'Bash');
CANONICAL.set('read_file', 'Read');
CANONICAL.set('write_file', 'Write');
CANONICAL.set('edit_file', 'Edit');
CANONICAL.set('fetch', 'WebFetch');

/** The tool name san uses for a --tool value; undefined when san has no such tool (MCP tools keep their name). */
export function canonicalTool(name: string): string | undefined {
  if (name.startsWith('mcp__')) return name;
  return CANONICAL.get(name.toLowerCase());
}

export function isSafeTool(tool: string): boolean {
  return SAFE_TOOLS.has(tool);
}

export function isEditTool(tool: string): boolean {
  return EDIT_TOOLS.has(tool);
}

/** The input key that carries a file tool's path: `file_path` for Read, Write and Edit (`BuildRule`, `BypassImmuneReason`; internal/tool/fs). */
export function filePathOf(_tool: string, input: Record<string, unknown>): string | undefined {
  return typeof input.file_path === 'string' ? input.file_path : undefined;
}

/** The string a rule's specifier is matched against for a non-Bash tool (`BuildRule`). */
export function ruleSubject(tool: string, input: Record<string, unknown>): string {
  switch (tool) {
    case 'Read':
    case 'Write':
    case 'Edit':
      return filePathOf(tool, input) ?? '';
    case 'WebFetch': {
      const u = input.url;
      if (typeof u !== 'string') return '';
      try {
        return `domain:${new URL(u).host}`;
      } catch {
        return u;
      }
    }
    case 'Skill':
      return typeof input.skill === 'string' ? input.skill : '';
    default:
      for (const k of ['file_path', 'path', 'pattern']) if (typeof input[k] === 'string') return input[k] as string;
      return '';
  }
}
