/**
 * Where rule documentation is published: docs/rules.md of the repository, one anchor per rule. Used
 * by every surface that links a rule (CLI text/JSON/SARIF/GitHub annotations, the library, the
 * markdownlint and remark integrations). The language server links the copy of docs/rules.md shipped
 * beside it instead (lsp/convert.ts), which works offline.
 */
export const RULES_DOC_URL = 'https://github.com/postmortem-studio/postmortem-studio/blob/main/docs/rules.md';

export function ruleDocUrl(rule: string): string {
  return `${RULES_DOC_URL}#${rule}`;
}
