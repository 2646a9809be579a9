/** ajv for the tests: JSON Schema draft-07 (our schemas) and draft-04 (the SARIF 2.1.0 schema), with formats. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type AjvClass = typeof import('ajv').Ajv;
const { Ajv } = require('ajv') as { Ajv: AjvClass };
const Ajv04 = (require('ajv-draft-04') as { default: AjvClass }).default;
const addFormats = (require('ajv-formats') as { default: (ajv: InstanceType<AjvClass>) => unknown }).default;

export const SARIF_SCHEMA = 'test/fixtures/sarif/sarif-schema-2.1.0.json';

/** The SARIF schema is draft-04 and has patterns that are not valid with the `u` flag: as its authors' validators read it. */
/** A compiled schema: true when valid, with ajv's errors beside it. */
export interface Check { (data: unknown): boolean; errors?: unknown }

export function compileSchema(file: string): Check {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { $schema?: string };
  const draft04 = schema.$schema?.includes('draft-04') ?? false;
  const ajv = draft04 ? new Ajv04({ allErrors: true, strict: false, unicodeRegExp: false }) : new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv.compile(schema);
}
