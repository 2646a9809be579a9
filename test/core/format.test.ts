/** Date, time and duration labels come from one module (core/features/format.ts: Luxon for dates, arithmetic for durations). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Duration } from 'luxon';
import { calendarDate, compactDuration, gapLabel, humanDuration, offsetLabel, signedDuration, utcClock, utcDate, utcMonthDay, utcTime } from '../../server/src/core/features/format.js';

const at = Date.UTC(2024, 5, 15, 9, 5, 7); // 2024-06-15 09:05:07 UTC

test('dates and times, in UTC', () => {
  assert.equal(utcDate(at), '2024-06-15');
  assert.equal(utcMonthDay(at), '06-15');
  assert.equal(utcTime(at), '09:05');
  assert.equal(utcTime(at, true), '09:05:07');
  assert.equal(calendarDate({ year: 2024, month: 2, day: 9 }), '2024-02-09');
  assert.equal(calendarDate({ year: 2023, month: 2, day: 29 }), undefined);
});

test('clock styles: separators, seconds, padding, 12-hour with the document\'s meridiem', () => {
  const pm = Date.UTC(2024, 5, 15, 21, 5, 7);
  assert.equal(utcClock(at, { sep: ':', seconds: false, padHour: false }), '9:05');
  assert.equal(utcClock(at, { sep: ':', seconds: false, padHour: true }), '09:05');
  assert.equal(utcClock(pm, { sep: 'h', seconds: true, padHour: false }), '21h05:07');
  assert.equal(utcClock(pm, { sep: '.', seconds: false, padHour: false, meridiem: ' p.m.' }), '9.05 p.m.');
  assert.equal(utcClock(at, { sep: ':', seconds: false, padHour: true, meridiem: 'PM' }), '09:05AM');
  assert.equal(utcClock(Date.UTC(2024, 0, 1, 0, 30), { sep: ':', seconds: false, padHour: false, meridiem: ' am' }), '12:30 am');
});

test('durations', () => {
  assert.deepEqual([5, 65, 1500, -3].map(compactDuration), ['5m', '1h05m', '1d01h00m', '-3m']);
  assert.deepEqual([5, 65, -3].map(gapLabel), ['+5m', '+1h05m', '-3m']);
  assert.deepEqual([28, 60, 125, 1440, 4440].map(humanDuration), ['28 min', '1 h', '2 h 05 min', '1 d', '3 d 2 h']);
  assert.deepEqual([-5, 125].map(signedDuration), ['−5 min', '2 h 05 min']);
  assert.deepEqual([0, 45, 125, -10].map(offsetLabel), ['T+0', 'T+45m', 'T+2h05', 'T−10m']);
});

test('no other surface formats dates, times or durations by hand', () => {
  for (const f of ['server/src/core/features/duration.ts', 'server/src/core/features/stamp.ts', 'server/src/core/features/completion.ts', 'preview/render.ts', 'client/src/commands.ts']) {
    const src = readFileSync(f, 'utf8');
    assert.doesNotMatch(src, /getUTC(Hours|Minutes|Seconds|Date|Month|FullYear)\(/, `${f} reads clock fields itself`);
    assert.doesNotMatch(src, /\$\{[^}]*padStart\(2, '0'\)[^}]*\}(:|-|h|\s?min)/, `${f} pads a time or duration itself`);
    assert.match(src, /features\/format\.js'|'\.\/format\.js'/, `${f} uses the format module`);
  }
});

test('durations and offsets read as Luxon would format them, for every minute over three days', () => {
  const parts = (m: number) => Duration.fromObject({ minutes: Math.round(Math.abs(m)) }).shiftTo('days', 'hours', 'minutes');
  const compact = (m: number) => {
    const d = parts(m);
    const f = d.days > 0 ? "d'd'hh'h'mm'm'" : d.hours > 0 ? "h'h'mm'm'" : "m'm'";
    return (m < 0 ? '-' : '') + d.toFormat(f);
  };
  const human = (m: number) => {
    const d = parts(m);
    if (d.days > 0) return d.toFormat(d.hours > 0 ? "d 'd' h 'h'" : "d 'd'");
    if (d.hours > 0) return d.toFormat(d.minutes > 0 ? "h 'h' mm 'min'" : "h 'h'");
    return d.toFormat("m 'min'");
  };
  const offset = (x: number) => {
    const m = Math.round(x);
    const d = Duration.fromObject({ minutes: Math.abs(m) }).shiftTo('hours', 'minutes');
    const sign = m < 0 ? '−' : '+';
    return d.hours === 0 ? `T${sign}${d.minutes === 0 ? '0' : d.toFormat("m'm'")}` : `T${sign}${d.toFormat("h'h'mm")}`;
  };
  for (let m = -4400; m <= 4400; m += 1) {
    for (const x of [m, m + 0.4, m - 0.6]) {
      assert.equal(compactDuration(x), compact(x), `compact ${x}`);
      assert.equal(humanDuration(x), human(x), `human ${x}`);
      assert.equal(offsetLabel(x), offset(x), `offset ${x}`);
    }
  }
  assert.equal(offsetLabel(60 * 24 * 400 + 7), 'T+9600h07');
});
