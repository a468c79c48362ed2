/**
 * How many leading words name a command (`git status` is two, `npm run x`
 * three), as Codewhale's bash arity table has it. Data only.
 */
const table: Record<string, Record<string, number>> = {};
function add(base: string, arity: number, subs: string) {
  const t = (table[base] ??= {});
  for (const s of subs.split(/\s+/).filter(Boolean)) t[s] = arity;
}

add('git', 2, 'add am apply bisect blame branch cat-file checkout cherry-pick clean clone commit config describe diff fetch format-patch grep init log ls-files merge mv notes pull push rebase reflog remote reset restore revert rm show stash status submodule switch tag worktree');
add('npm', 2, 'audit build cache ci dedupe fund help info init install link list ls outdated pack prune publish rebuild start stop test uninstall update version view');
add('npm', 3, 'run');
add('yarn', 2, 'add audit build install start test upgrade');
add('yarn', 3, 'run workspace');
add('pnpm', 2, 'add build install start test update');
add('pnpm', 3, 'run');
add('cargo', 2, 'add bench build check clean clippy doc fix fmt generate install metadata package publish remove run search test tree uninstall update yank');
add('docker', 2, 'build cp exec images inspect kill logs ps pull push rm rmi run start stop tag');
add('docker', 3, 'compose container image network system volume');
add('kubectl', 2, 'apply exec explain label logs patch port-forward scale set');
add('kubectl', 3, 'create delete describe get rollout top');
add('go', 2, 'build clean env fmt generate get install list run test vet');
add('go', 3, 'mod work');
add('pip', 2, 'install uninstall list show freeze');
add('pip3', 2, 'install uninstall list show freeze');
add('gh', 3, 'pr issue repo release workflow run secret');
add('rustup', 2, 'default install show update');
add('rustup', 3, 'target toolchain');
add('deno', 2, 'run test fmt lint');
add('bun', 2, 'add build install test');
add('bun', 3, 'run');
add('aws', 3, 's3 ec2 iam lambda cloudformation ecs eks rds sts');
add('aws', 2, 'configure');
add('terraform', 2, 'init plan apply destroy validate output');
add('terraform', 3, 'state workspace');
add('helm', 2, 'install upgrade uninstall list status template');
add('helm', 3, 'repo');

/** Commands whose name alone is the whole prefix. */
const SINGLE: Record<string, number> = { make: 1, cmake: 1, npx: 2 };

/**
 * The canonical words of a command: flags dropped, lower-cased, cut to the
 * arity the table gives (`python -m x` keeps `-m`).
 */
export function canonicalWords(words: readonly string[]): string[] {
  const lower = words.map((w) => w.toLowerCase());
  const base = lower[0];
  if (base === undefined) return [];
  if ((base === 'python' || base === 'python3') && lower[1] === '-m') return lower.slice(0, 3);
  const positional = lower.filter((w, i) => i === 0 || !w.startsWith('-'));
  if (SINGLE[base] !== undefined) return positional.slice(0, SINGLE[base]);
  const sub = positional[1];
  const arity = sub !== undefined ? table[base]?.[sub] : undefined;
  if (arity === undefined) return positional.slice(0, 1);
  return positional.slice(0, arity);
}
