/**
 * broad-allow: an allow that approves far more than it names: a catch-all
 * on Bash, MCP or web fetches (including `defaultMode = "bypassPermissions"`,
 * which grok turns into an allow on every tool), every edit, or a program
 * that runs whatever it is handed (`Bash(python:*)`, `Bash(sudo *)`). The
 * witness is a risky call the engine evaluated and the allow approved.
 */
import type { Call } from '../../../core/types.js';
import { isCatchall, isExecVehicle } from '../../../engines/grok/rules.js';
import type { GrokRule, GrokStack } from '../../../engines/grok/stack.js';
import { ruleDocPath } from '../../docs.js';
import { literalWords, reachOf } from '../../reach.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness, sameLoc } from '../../witness.js';
import { callText, fileRules, ruleName } from './shared.js';

export const meta: CheckMeta = {
  id: 'broad-allow',
  severity: 'warning',
  description: 'An allow that admits far more than it names: a catch-all on Bash, MCP or web fetches, every edit, or a program that runs whatever it is handed.',
  docs: ruleDocPath('broad-allow'),
};

const RISKY_BASH = ['git push --force origin main', 'terraform destroy -auto-approve', 'kubectl delete namespace production', 'npm publish', 'docker run --privileged -v /:/host alpine'];
const RISKY_EDITS = ['~/.bashrc', '.github/workflows/ci.yml', '.git/hooks/pre-commit'];

function candidates(r: GrokRule, vehicle: string | undefined): Call[] {
  if (vehicle) return [`${vehicle} /tmp/payload`, `${vehicle} -c true`].map((command) => ({ tool: 'Bash', input: { command } }));
  switch (r.tool) {
    case 'edit':
      return RISKY_EDITS.map((file_path) => ({ tool: 'Edit', input: { file_path } }));
    case 'mcp':
      return [{ tool: 'github__delete_repository', input: {} }];
    case 'webfetch':
      return [{ tool: 'WebFetch', input: { url: 'http://169.254.169.254/latest/meta-data/' } }];
    default:
      return [...RISKY_BASH.map((command) => ({ tool: 'Bash', input: { command } })), ...(r.tool === 'any' ? [{ tool: 'github__delete_repository', input: {} }] : [])];
  }
}

export function check(real: LintContext<GrokStack>): RawFinding[] {
  const out: RawFinding[] = [];
  // An untrusted folder's project config is not loaded; its allows are still judged as they will apply once trusted.
  const ctx = real.asTrusted ?? real;
  const notRead = new Set(real.report.files.filter((f) => f.status === 'not-read').map((f) => f.path));
  for (const r of fileRules(ctx.stack.rules)) {
    if (r.action !== 'allow') continue;
    // What the wildcard can make run (src/lint/reach.ts): `python -c *`, `uv run *`, `timeout *` run anything; `npx tsc *` runs tsc.
    const pattern = r.tool === 'bash' && r.pattern !== undefined ? r.pattern.trim().replace(/:\*$/, ' *') : undefined;
    const lw = pattern !== undefined && pattern !== '*' && pattern !== '' ? literalWords(pattern) : undefined;
    // grok matches a pattern as a raw prefix (`Bash(python3:*)` is stored as `python3`), so every pattern is open-ended.
    const reach = lw ? reachOf(lw.words, true) : undefined;
    const head = lw?.words[0] ?? '';
    const vehicle = reach && head !== '' ? (reach.via === '' ? undefined : head) : head !== '' && isExecVehicle(head) && lw!.words.length === 1 ? head : undefined;
    const everyEdit = r.tool === 'edit' && (r.pattern === undefined || r.pattern === '**' || r.pattern === '*');
    if (!isCatchall(r) && !vehicle && !everyEdit) continue;
    const what = vehicle
      ? `approves \`${vehicle}\`, which runs whatever it is handed`
      : everyEdit
        ? 'approves every edit'
        : r.tool === 'any'
          ? 'approves every tool call no deny or ask rule stops'
          : `approves every ${r.tool === 'bash' ? 'Bash command' : r.tool === 'mcp' ? 'MCP tool' : 'web fetch'} no deny or ask rule stops`;
    const w = findWitness(ctx, candidates(r, vehicle).map((call) => ({ call })), (t) => (t.decision === 'allow' && sameLoc(t.decidedBy.source, r.source) ? 'strong' : false));
    const note = r.form === 'synthetic' && r.note ? ` (${r.note})` : '';
    const held = r.file !== null && notRead.has(r.file) ? ' (this rule applies once the folder is trusted; until then grok does not load the file)' : '';
    out.push({ loc: r.source!, message: `${ruleName(r)}${note} ${what}${w ? `, e.g. ${callText(w.call)}` : ''}${held}`, ...(w ? { witness: w } : {}) });
  }
  return out;
}
