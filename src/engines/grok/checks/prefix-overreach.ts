/**
 * prefix-overreach (grok only): a Bash deny or ask whose pattern is a bare
 * word. grok matches Bash deny/ask patterns as raw string prefixes with no
 * word boundary (`rules.ts` `bashDenyMatches`), so `Bash(git)` also denies
 * `gitleaks`, and `Bash(pip:*)` (the `:*` is stripped) also denies `pipx`.
 * The witness is a neighbouring program the engine evaluated and this very
 * rule decided (`decidedBy.rule`).
 */
import { ruleDocPath } from '../../../lint/docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../../lint/types.js';
import { findWitness } from '../../../lint/witness.js';
import { grokRules } from '../rule-table.js';
import type { GrokStack } from '../stack.js';

export const meta: CheckMeta = {
  id: 'prefix-overreach',
  severity: 'warning',
  description: 'A Bash deny or ask that is a raw string prefix: with no word boundary it also matches other programs (`Bash(git)` denies `gitleaks`).',
  docs: ruleDocPath('prefix-overreach'),
};

/** Real programs that start with a common command's name. */
const NEIGHBOURS: Record<string, string[]> = {
  git: ['gitleaks detect', 'gitk'],
  pip: ['pipx install black', 'pipenv install'],
  npm: ['npmrc --help'],
  rm: ['rmdir build', 'rmate notes.txt'],
  cat: ['catdoc notes.doc'],
  go: ['gofmt -l .', 'golangci-lint run'],
  node: ['nodemon server.js'],
  python: ['python3 -V'],
  docker: ['docker-compose up'],
  kubectl: ['kubectl-neat get pod web-1'],
  make: ['makepkg -si'],
  curl: ['curlie example.com'],
  ssh: ['ssh-keygen -l'],
  cargo: ['cargo-audit audit'],
};

export function check(ctx: LintContext<GrokStack>): RawFinding[] {
  const out: RawFinding[] = [];
  for (const r of grokRules(ctx.stack)) {
    if ((r.action !== 'deny' && r.action !== 'ask') || r.tool !== 'Bash' || r.kind !== 'command-prefix' || r.source === null || r.source.line <= 0 || r.inert !== undefined) continue;
    const p = r.pattern;
    // A single bare word: the program name, where the overreach reaches other programs.
    if (!/^[A-Za-z0-9._/-]+$/.test(p)) continue;
    const candidates = [...(NEIGHBOURS[p] ?? []), `${p}-helper --version`, `${p}x`]
      .filter((c) => c.startsWith(p) && c[p.length] !== ' ')
      .map((command) => ({ call: { tool: 'Bash', input: { command } } }));
    const w = findWitness(ctx, candidates, (t) => (t.decidedBy.rule === r.id && t.decision === r.action ? 'strong' : false));
    if (!w) continue;
    const example = String(w.call.input.command);
    const colon = /:\*\s*\)\s*$/.test(r.text) ? ` (the \`:*\` suffix is stripped to the raw prefix \`${p}\`)` : '';
    out.push({
      loc: r.source,
      message: `${r.action} ${r.text} is a raw string prefix with no word boundary${colon}: it also ${r.action === 'deny' ? 'denies' : 'prompts for'} \`${example}\`; write \`Bash(${p} *)\` to match only \`${p}\` as a whole word`,
      witness: w,
    });
  }
  return out;
}
