/**
 * Where each check's page lives. Written once: the registry, the SARIF
 * rule metadata and the text output all link through here.
 */

/** Repo-relative folder of the rule pages. */
export const RULE_DOCS_DIR = 'docs/rules/';

/**
 * The public web address the repository's files are served from
 * (`https://…/blob/main/`), once the project has one. While undefined, SARIF
 * `helpUri` points at the copy of the page installed with whale-perm
 * (`docs/` ships in the npm package).
 */
export const RULE_DOCS_WEB_BASE: string | undefined = undefined;

/** `docs/rules/<id>.md`. */
export function ruleDocPath(id: string): string {
  return `${RULE_DOCS_DIR}${id}.md`;
}

/** An absolute URI for a rule page: the web copy when known, else `installRoot` (a file: URL ending in `/`). */
export function ruleHelpUri(docs: string, installRoot: string): string {
  return new URL(docs, RULE_DOCS_WEB_BASE ?? installRoot).href;
}
