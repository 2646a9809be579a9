/**
 * The options of `postmortem report`, for node:util parseArgs. Kept apart from the report so the CLI
 * launcher (cli/bin.ts) can count a run's files without loading the analysis.
 */
export const REPORT_OPTIONS = {
  json: { type: 'boolean', default: false },
  html: { type: 'string' },
  since: { type: 'string' },
  'as-of': { type: 'string' },
  config: { type: 'string' },
} as const;
