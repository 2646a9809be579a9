/**
 * Japanese, Chinese and Korean text, read piece by piece: dates and weekdays written with counters, clock
 * times, zones named in those scripts, zone sentences, milestone words with what cancels them, durations,
 * and table headers. The rule and model fixtures (`*.ja.*`, `*-zh.md`, …) show the same on whole documents.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG } from '../../server/src/core/config.js';
import { milestonesIn } from '../../server/src/core/model/milestones.js';
import { readZoneSentence } from '../../server/src/core/model/zones.js';
import { statedDurations } from '../../server/src/core/rules/duration-mismatch.js';
import { scanDates } from '../../server/src/core/time/scan-dates.js';
import { scanTimes } from '../../server/src/core/time/scan.js';

const OPTS = { locale: 'ja', dayFirst: false };

/** "raw=YYYY-M-D" for each date of a line, with "@weekday" when one is written with it. */
const dates = (line: string) => scanDates(line, OPTS).dates.map((d) => `${d.raw}=${d.date.year ?? ''}-${d.date.month}-${d.date.day}${d.weekday ? `@${d.weekday}` : ''}`);
/** "raw=H:MM" for each time of a line, with the zone's IANA name. */
const times = (line: string) => scanTimes(line, OPTS).map((t) => `${t.raw}=${t.hour}:${String(t.minute).padStart(2, '0')}${t.zone ? ` ${t.zone.iana}` : ''}`);

test('Korean dates, and the weekday written after a date in each language', () => {
  assert.deepEqual(dates('2025년 3월 2일 결제 장애'), ['2025년 3월 2일=2025-3-2']);
  assert.deepEqual(dates('3월 2일 (일)'), ['3월 2일 (일)=-3-2@7']);
  assert.deepEqual(dates('2025년 3월 2일 일요일'), ['2025년 3월 2일 일요일=2025-3-2@7']);
  assert.deepEqual(dates('2025年4月14日（月）'), ['2025年4月14日（月）=2025-4-14@1']);
  assert.deepEqual(dates('2025年4月14日 月曜日'), ['2025年4月14日 月曜日=2025-4-14@1']);
  assert.deepEqual(dates('2024年7月24日 星期三'), ['2024年7月24日 星期三=2024-7-24@3']);
  assert.deepEqual(dates('7月24日（周三）'), ['7月24日（周三）=-7-24@3']);
  assert.deepEqual(dates('2024-07-24（水） 10:00'), ['2024-07-24（水）=2024-7-24@3']);
  // A span of days is no weekday of the date; a count of days is no date.
  assert.deepEqual(dates('7月1日 周一至周五'), ['7月1日=-7-1']);
  assert.deepEqual(dates('3日間の停止'), []);
  assert.deepEqual(dates('2일간 점검'), []);
});

test('Korean clock times; durations are not times', () => {
  assert.deepEqual(times('14시 30분 경보 발생'), ['14시 30분=14:30']);
  assert.deepEqual(times('오후 3시 5분'), ['오후 3시 5분=15:05']);
  assert.deepEqual(times('오전 12시'), ['오전 12시=0:00']);
  assert.deepEqual(times('14시경'), ['14시경=14:00']);
  assert.deepEqual(times('14:30 경보'), ['14:30=14:30']);
  assert.deepEqual(times('3시 반에 재시작'), ['3시 반=3:30']);
  assert.deepEqual(times('1時半に再起動'), ['1時半=1:30']);
  assert.deepEqual(times('9点半重启'), ['9点半=9:30']);
  // A number and a word that starts like the hour counter: no time.
  assert.deepEqual(times('5시리즈 서버'), []);
  assert.deepEqual(times('2시간 동안'), []);
  assert.deepEqual(times('3시간 30분간'), []);
});

test('zones named in Japanese, Chinese and Korean, and in full-width parentheses', () => {
  assert.deepEqual(times('20:01 北京时间'), ['20:01 北京时间=20:01 Asia/Shanghai']);
  assert.deepEqual(times('20:01（中国标准时间）'), ['20:01（中国标准时间）=20:01 Asia/Shanghai']);
  assert.deepEqual(times('20:01 东八区'), ['20:01 东八区=20:01 Asia/Shanghai']);
  assert.deepEqual(times('10:00 日本標準時'), ['10:00 日本標準時=10:00 Asia/Tokyo']);
  assert.deepEqual(times('10:00（JST）'), ['10:00（JST）=10:00 Asia/Tokyo']);
  assert.deepEqual(times('14:00 한국시간'), ['14:00 한국시간=14:00 Asia/Seoul']);
  assert.deepEqual(times('14:00 한국 시간'), ['14:00 한국 시간=14:00 Asia/Seoul']);
  // A fixed offset stays one: "UTC+8" is eight hours east of UTC, whatever country writes it.
  assert.deepEqual(scanTimes('20:01 UTC+8', OPTS).map((t) => t.zone?.offsetMinutes), [480]);
});

test('zone sentences: about the document\'s times, not about another time', () => {
  const zone = (t: string) => { const z = readZoneSentence(t); return z && z !== 'open' && z !== 'tail' ? z.zone.iana : null; };
  assert.equal(zone('時刻はすべて日本時間です。'), 'Asia/Tokyo');
  assert.equal(zone('※本文中の時刻はJSTで記載しています'), 'Asia/Tokyo');
  assert.equal(zone('以下时间均为北京时间。'), 'Asia/Shanghai');
  assert.equal(zone('注：时间均为 UTC+8'), 'UTC+8');
  assert.equal(zone('모든 시간은 한국 시간 기준입니다.'), 'Asia/Seoul');
  assert.equal(zone('이 문서의 시간은 모두 KST 기준입니다.'), 'Asia/Seoul');
  // The noun ends a longer one: the time of something else.
  assert.equal(zone('データはUTCで保存するが、画面の表示日時はJSTにする'), null);
  assert.equal(zone('处理时间为北京时间的凌晨'), null);
  assert.equal(zone('처리 시간은 KST 기준으로 기록됩니다'), null);
  assert.equal(zone('時間はjstです'), null);
});

test('milestone words in East Asian scripts, and the words that cancel them', () => {
  const cases: [string, string][] = [
    ['10:05 アラート発報', 'detected'], ['障害発生', 'start'], ['監視でエラー率の上昇を検知', 'detected'], ['サービスが復旧', 'resolved'],
    ['监控告警', 'detected'], ['值班人员发现异常', 'detected'], ['服务恢复正常', 'resolved'], ['问题已解决', 'resolved'],
    ['경보 발생', 'detected'], ['장애 발생', 'start'], ['서비스 복구 완료', 'resolved'], ['이미 복구됨', 'resolved'],
    // Cancelled before or after: not yet, partly, starting, in progress, the work of, attempted, not detected.
    ['復旧作業を開始', ''], ['一部復旧', ''], ['検知できず', ''], ['原因の発生箇所を特定', ''],
    ['尚未恢复', ''], ['开始恢复', ''], ['恢复中', ''], ['恢复失败', ''],
    ['미복구', ''], ['복구를 시도', ''], ['복구 작업 시작', ''], ['복구되지 않음', ''],
    // A point of reference, not the event: when, after, since, from … to; a cause found, an alert cleared.
    ['障害発生時の設定を確認', ''], ['復旧後の監視を継続', ''], ['障害発生から2時間後に報告', ''],
    ['故障发生时的配置', ''], ['服务恢复后继续观察', ''], ['从故障发生到恢复用时40分钟', ''], ['复盘时发现问题根因在于配置', ''], ['成功率恢复到99.9%', 'resolved'],
    ['장애 발생 시 설정 확인', ''], ['복구 후 모니터링', ''], ['장애 발생부터 공지까지', ''],
    // Said not to have happened.
    ['观察结束，未触发告警', ''], ['경보가 발생하지 않음', ''], ['アラート発報なし', ''],
  ];
  for (const [text, want] of cases) assert.equal(milestonesIn(text).join(','), want, text);
});

test('durations in East Asian scripts, with their qualifiers before and after', () => {
  const read = (t: string) => statedDurations(t, 0).map((d) => `${d.raw}=${d.minutes}${d.qualifier ? ` ${d.qualifier}` : ''}`);
  assert.deepEqual(read('サービスは約2時間停止した'), ['約2時間=120 approx']);
  assert.deepEqual(read('障害は約１時間半続いた'), ['約１時間半=90 approx']);
  assert.deepEqual(read('30分程度の停止'), ['30分程度=30 approx']);
  assert.deepEqual(read('1時間30分'), ['1時間30分=90']);
  assert.deepEqual(read('故障持续约30分钟左右'), ['约30分钟左右=30 approx']);
  assert.deepEqual(read('2个小时以上'), ['2个小时以上=120 min']);
  assert.deepEqual(read('약 30분 동안 중단'), ['약 30분=30 approx']);
  assert.deepEqual(read('1시간 반 이내'), ['1시간 반 이내=90 max']);
  // A fraction, a quarter, a word that only ends like a qualifier.
  assert.deepEqual(read('3分の1の端末'), []);
  assert.deepEqual(read('30分の遅延'), ['30分=30']);
  assert.deepEqual(read('3분기 매출'), []);
  assert.deepEqual(read('예약 30분 전'), ['30분=30']);
});

test('a duration stated as the outage\'s length, and one that is an offset', () => {
  const doc = (summary: string) => [
    '# 2025-07-08 予約APIの停止', '', '## 概要', '', summary, '', '## タイムライン（UTC）', '',
    '- 2025-07-08 03:00 予約APIのエラーを検知', '- 2025-07-08 03:35 予約APIが復旧', '',
  ].join('\n');
  const rules = (summary: string) => analyze(doc(summary), DEFAULT_CONFIG).findings.map((f) => f.rule).filter((r) => r === 'duration-mismatch');
  assert.deepEqual(rules('予約APIが約2時間停止した。'), ['duration-mismatch']);
  assert.deepEqual(rules('約2時間の障害だった。'), ['duration-mismatch']);
  assert.deepEqual(rules('予約APIが約35分停止した。'), []);
  // "2時間後" is two hours later, "2時間ごと" every two hours: neither is the outage's length.
  assert.deepEqual(rules('障害は約2時間後に社内へ報告した。'), []);
  assert.deepEqual(rules('障害は2時間ごとに集計している。'), []);
  assert.deepEqual(rules('障害は約5分で検知された。'), []);
});

test('table headers in East Asian scripts name the time column as a whole header', () => {
  // The time column second, its times written with counters: only its header can name it.
  const doc = (header: string) => [
    '# 2025-06-10 配送状況の更新停止', '', '## タイムライン', '', `| 内容 | ${header} |`, '|---|---|',
    '| 更新遅延を検知 | 10時05分 |', '| 更新が再開 | 10時40分 |', '',
  ].join('\n');
  const entries = (header: string) => analyze(doc(header), DEFAULT_CONFIG).model.timeline.map((e) => `${e.time?.raw}${e.zone ? ` ${e.zone.iana}` : ''}`);
  assert.deepEqual(entries('時刻'), ['10時05分', '10時40分']);
  assert.deepEqual(entries('時間（JST）'), ['10時05分 Asia/Tokyo', '10時40分 Asia/Tokyo']);
  assert.deepEqual(entries('时间（北京时间）'), ['10時05分 Asia/Shanghai', '10時40分 Asia/Shanghai']);
  assert.deepEqual(entries('일시 (KST)'), ['10時05分 Asia/Seoul', '10時40分 Asia/Seoul']);
  // A word inside a longer header names another column ("所要時間": the time a step took).
  assert.deepEqual(entries('所要時間'), []);
});
