/**
 * Where a table ends, as GFM reads it: the block splitter must agree with remark, or the parts of a long
 * table cut after the table ended would be read as rows of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IncrementalParser } from '../../server/src/core/parse/parse.js';
import { PART_LINES } from '../../server/src/core/parse/blocks.js';
import { parseWhole } from './parse-support.js';

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, k) => `| ${String((from + k) % 24).padStart(2, '0')}:00 | step ${from + k} |`);

for (const breaker of ['- | 10:00 | listed |', '---', '***', '> quoted', '    indented', '<div>', '## Heading', '1. | a | b |']) {
  test(`a long table ended by ${JSON.stringify(breaker)} is not continued past it`, () => {
    const lines = ['# T', '', '| Time | Event |', '|---|---|', ...rows(10), breaker, ...rows(3 * PART_LINES, 10)];
    const parsed = new IncrementalParser().parse(lines);
    const whole = parseWhole(lines);
    assert.equal(parsed.limits, undefined);
    assert.deepEqual(parsed.info.map((l) => `${l.kind}@${l.blockStart}`), whole.info.map((l) => `${l.kind}@${l.blockStart}`));
  });
}

for (const delimiter of ['|---', '|---|---|---|', '---|']) {
  test(`a delimiter row of another cell count (${JSON.stringify(delimiter)}) starts no table: the long paragraph is not cut into table parts`, () => {
    const lines = ['# T', '', 'Notes:', ...rows(5), '| 14:50 | event |', delimiter, ...rows(3 * PART_LINES, 10)];
    const parsed = new IncrementalParser().parse(lines);
    const whole = parseWhole(lines);
    assert.equal(parsed.limits, undefined);
    assert.deepEqual(parsed.info.map((l) => `${l.kind}@${l.blockStart}`), whole.info.map((l) => `${l.kind}@${l.blockStart}`));
  });
}
