/**
 * A workspace given through a symlink. Claude Code resolves the directory it
 * starts in to its physical path at startup (anthropics/claude-code issues
 * 24141 and 39594), so its working directory, settings and trust are those of
 * the real directory: a relative target lies inside it, an absolute path
 * spelled through the link does not (allow needs both the path and what it
 * resolves to inside a working directory).
 */
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claude } from '../../../src/engines/claude/index.js';
import { diskReader } from '../../../src/io/files.js';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'whale-claude-link-')));
const home = join(root, 'home');
const real = join(root, 'real');
const link = join(root, 'link');
mkdirSync(join(home, '.claude'), { recursive: true });
mkdirSync(join(real, '.claude'), { recursive: true });
symlinkSync(real, link);
writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify({ permissions: { defaultMode: 'acceptEdits' } }));
writeFileSync(join(real, '.claude', 'settings.json'), JSON.stringify({ permissions: { allow: ['Bash(make *)'] } }));
// Trust is recorded under the physical path, as Claude Code records it.
writeFileSync(join(home, '.claude.json'), JSON.stringify({ projects: { [real]: { hasTrustDialogAccepted: true } } }));

const stackAt = (workspace: string) => claude.loadStack({ home, userHome: home, workspace, overrides: [], projectConfig: true, env: {}, reader: diskReader });
const decide = (workspace: string, tool: string, input: Record<string, unknown>) => {
  const t = claude.evaluate(stackAt(workspace), { tool, input }, { hookResults: {} });
  return { decision: t.decision, layer: t.decidedBy.layer, warnings: t.warnings };
};

describe('claude: a workspace given through a symlink', () => {
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    ['a redirect to a relative file', 'Bash', { command: 'echo wip > out.txt' }, 'allow', 'mode-default'],
    ['an edit of a relative file', 'Write', { file_path: 'notes/a.txt', content: 'x' }, 'allow', 'mode-default'],
    ['an edit through the physical path', 'Write', { file_path: join(real, 'a.txt'), content: 'x' }, 'allow', 'mode-default'],
    ['an edit spelled through the link', 'Write', { file_path: join(link, 'a.txt'), content: 'x' }, 'ask', 'mode-default'],
    ['a project allow rule, trusted under the physical path', 'Bash', { command: 'make all' }, 'allow', 'allow-rules'],
  ];
  for (const [name, tool, input, decision, layer] of cases) {
    it(`${name}: the same as from the real directory (${decision})`, () => {
      const viaLink = decide(link, tool, input);
      const viaReal = decide(real, tool, input);
      expect({ decision: viaLink.decision, layer: viaLink.layer }).toEqual({ decision, layer });
      expect({ decision: viaReal.decision, layer: viaReal.layer }).toEqual({ decision, layer });
    });
  }

  it('says that the workspace was resolved, and works in the physical path', () => {
    const stack = stackAt(link);
    expect(stack.workspace).toBe(real);
    expect(stack.workingDirs[0]!.path).toBe(real);
    expect(decide(link, 'Bash', { command: 'ls' }).warnings.join('\n')).toContain(`the workspace ${link} leads through a symlink to ${real}`);
    expect(decide(real, 'Bash', { command: 'ls' }).warnings.join('\n')).not.toContain('leads through a symlink');
  });
});
