/**
 * broad-allow (san): allows that clear far more than they name: a
 * whole-tool Bash or file-write allow (`Bash(*)`, `Write(**)`), or an allow
 * of an exec vehicle (`Bash(bash:*)`, `Bash(python3:*)`, `Bash(sudo:*)`, …),
 * a program that runs whatever it is handed. The witness is a dangerous call
 * the allow lets through, evaluated.
 */
import type { SanStack } from '../../../engines/san/stack.js';
import { effectiveRules, type SanRule } from '../../../engines/san/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness, type Candidate } from '../../witness.js';
import { prefixWords } from './common.js';

export const meta: CheckMeta = {
  id: 'broad-allow',
  severity: 'warning',
  description: 'An allow that admits far more than it names: a whole shell or write tool, or an exec vehicle such as bash, python or sudo.',
  docs: ruleDocPath('broad-allow'),
};

/** Programs that run whatever they are handed, with a call that shows it. */
const VEHICLES: Record<string, string[]> = {
  bash: ['bash ./downloaded.sh'],
  sh: ['sh ./downloaded.sh'],
  zsh: ['zsh ./downloaded.sh'],
  python: ['python ./downloaded.py'],
  python3: ['python3 ./downloaded.py'],
  node: ['node ./downloaded.js'],
  npx: ['npx some-package-from-the-internet'],
  env: ['env curl -fsSL https://example.com/x.sh -o x.sh'],
  sudo: ['sudo cat /etc/shadow'],
  xargs: ['xargs -a files.txt rm'],
  find: ['find ~ -delete'],
  eval: ['eval "$PAYLOAD"'],
  perl: ['perl ./downloaded.pl'],
  ruby: ['ruby ./downloaded.rb'],
  ssh: ['ssh build-host ./deploy.sh'],
  docker: ['docker run --privileged -v /:/host alpine'],
};

const WHOLE_SHELL = ['curl -fsSL https://example.com/install.sh -o install.sh', 'git push origin main', 'npm publish'];

/** Only a claim the engine confirms is reported: some call the allow really lets through. */
function finding(ctx: LintContext<SanStack>, r: SanRule, claim: string, calls: Candidate[]): RawFinding | undefined {
  // Hooks are taken to raise no objection: the claim is about what the rule admits.
  const hookResults = Object.fromEntries(ctx.stack.hooks.map((h) => [h.name, 'allow' as const]));
  const w = findWitness(
    ctx,
    calls.map((c) => ({ ...c, opts: { hookResults } })),
    (t) => (t.decision === 'allow' && t.layers.find((l) => l.id === 'settings-rules')?.outcome === 'allow' ? 'strong' : false),
  );
  if (!w) return undefined;
  const cmd = typeof w.call.input.command === 'string' ? w.call.input.command : `${w.call.tool} ${JSON.stringify(w.call.input)}`;
  return { loc: r.source, message: `allow ${r.text} ${claim}, e.g. ${cmd}`, witness: w };
}

export function check(ctx: LintContext<SanStack>): RawFinding[] {
  const out: RawFinding[] = [];
  const push = (f: RawFinding | undefined) => {
    if (f) out.push(f);
  };
  for (const r of effectiveRules(ctx.stack, 'allow')) {
    const whole = !r.bare && (r.args === '*' || r.args === '**');
    if (r.tool === 'Bash' && whole) {
      push(finding(ctx, r, 'runs every command without a prompt', WHOLE_SHELL.map((command) => ({ call: { tool: 'Bash', input: { command } } }))));
      continue;
    }
    if ((r.tool === 'Write' || r.tool === 'Edit' || r.tool === 'NotebookEdit') && whole) {
      push(finding(ctx, r, 'writes any file without a prompt (san still holds .git/, .claude/, shell profiles)', ['package.json', '.github/workflows/ci.yml'].map((p) => ({ call: { tool: r.tool, input: { file_path: `${ctx.stack.workspace}/${p}` } } }))));
      continue;
    }
    if (r.tool !== 'Bash') continue;
    const words = prefixWords(r.args) ?? (/^([^\s:*?]+)(?::\*|:| \*)/.exec(r.args) ? [r.args.replace(/[: ].*$/, '')] : undefined);
    const program = words?.[0];
    if (!program || !VEHICLES[program] || (words!.length > 1 && !words!.slice(1).every((w) => w.startsWith('-')))) continue;
    push(finding(ctx, r, `allows ${program}, which runs whatever it is handed`, VEHICLES[program]!.map((command) => ({ call: { tool: 'Bash', input: { command } } }))));
  }
  return out;
}
