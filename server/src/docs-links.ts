/**
 * Where rule documentation is: the docs/rules.md shipped in the npm package and the .vsix (and present
 * in a checkout), one anchor per rule, as a file URL — a page that exists wherever the tool runs, with
 * no network. Used by the CLI (text, JSON, SARIF), the library and its markdownlint and remark
 * integrations; the language server links the same file (lsp/convert.ts).
 *
 * The module runs from the sources (server/src/docs-links.ts under tsx) or bundled into
 * server/out/*.js or server/out/lib/*.js: the package root is what precedes the last `/server/src/` or
 * `/server/out/` of this module's URL. Bundled into someone else's build, where that layout is gone,
 * the link falls back to the repository's copy of the page.
 */
const REPOSITORY_DOC_URL = 'https://github.com/postmortem-studio/postmortem-studio/blob/main/docs/rules.md';

/** docs/rules.md of the package a module at `moduleUrl` belongs to, or undefined outside that layout. */
export function shippedRulesDoc(moduleUrl: string): string | undefined {
  if (!moduleUrl.startsWith('file:')) return undefined;
  const at = Math.max(moduleUrl.lastIndexOf('/server/src/'), moduleUrl.lastIndexOf('/server/out/'));
  return at < 0 ? undefined : `${moduleUrl.slice(0, at)}/docs/rules.md`;
}

export const RULES_DOC_URL = shippedRulesDoc(import.meta.url) ?? REPOSITORY_DOC_URL;

export function ruleDocUrl(rule: string): string {
  return `${RULES_DOC_URL}#${rule}`;
}
