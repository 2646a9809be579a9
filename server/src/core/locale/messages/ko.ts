/**
 * Korean messages: every id of the English table (en.ts), with the same placeholders. Requests end in
 * "…해 주세요"; no particle is written right after a parameter (its form depends on the word), so the
 * sentences put a colon or a noun there. Rule ids, times, dates and zone labels stay as written.
 */
import type { MessageTable } from './en.js';

export const KO_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': '및',
  quote: '“{text}”',
  'milestone.start': '장애 발생',
  'milestone.detected': '감지',
  'milestone.acknowledged': '대응 시작',
  'milestone.mitigated': '영향 완화',
  'milestone.resolved': '복구',
  'month.1': '1월', 'month.2': '2월', 'month.3': '3월', 'month.4': '4월', 'month.5': '5월', 'month.6': '6월',
  'month.7': '7월', 'month.8': '8월', 'month.9': '9월', 'month.10': '10월', 'month.11': '11월', 'month.12': '12월',
  'fix-all.rule': '{rule} 문제 {count}개 모두 수정',
  'fix-all.titled': '{title} ({count}개 모두)',
  'fix-all.count': '{count}개 모두 수정',

  // --- action-item ---
  'action-item.message': '액션 아이템 “{text}”: {problems}. 필요한 내용: {expected}.',
  'action-item.missing.owner': '담당자 없음',
  'action-item.missing.tracking': '추적 링크나 기한 없음',
  'action-item.missing.both': '담당자와 추적 링크나 기한 없음',
  'action-item.no-verb': '무엇을 할지 적혀 있지 않음',
  'action-item.expect.verb': '무엇을 할지 적은 조치(“… 추가”, “…에 대한 알림 설정”)',
  'action-item.expect.owner': '담당자(@이름 또는 담당자 열)',
  'action-item.expect.tracking': '링크, 이슈 번호 또는 기한',

  // --- blameless-language ---
  'blameless-language.blame': '“{text}”: 책임을 개인에게 돌리는 표현입니다. {suggestion}',
  'blameless-language.hindsight': '“{text}”: 결과를 알고 난 뒤의 판단입니다. {suggestion}',
  'blameless-language.person': '“{text}”: 특정 개인을 원인으로 지목합니다. 역할과 행동, 그리고 그 행동을 가능하게 한 조건을 적어 주세요.',
  'blameless-language.suggestion': '대신 영향을 준 요인을 적어 주세요.',

  // --- date-format ---
  'date-format.bad-year': '{raw}: 올바른 날짜가 아닙니다. 연도 {year}의 자릿수가 {digits}자리입니다. 연도는 4자리로 적어 주세요.',
  'date-format.no-day': '{raw}: 존재하지 않는 날짜입니다. {month}에는 {day}일이 없습니다.',
  'date-format.no-month': '{raw}: 존재하지 않는 날짜입니다. {month}월은 없습니다.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '“{text}”: 시간대 {from}~{to}({duration})와 맞지 않습니다. 약 {duration}의 시간을 적거나 시간대를 고쳐 주세요.',
  'duration-mismatch.timeline': '“{text}”: 타임라인과 맞지 않습니다. 타임라인에 {duration} 간격인 두 시각이 없습니다{closest}{metric}. 적힌 시간을 타임라인과 맞춰 주세요.',
  'duration-mismatch.closest': ' (가장 가까운 간격: {duration}, {from} → {to})',
  'duration-mismatch.metric': ' ({from}부터 {to}까지: {duration})',
  'duration-mismatch.bound': '“{text}”: 타임라인과 맞지 않습니다{metric}. 적힌 시간을 타임라인과 맞춰 주세요.',
  'duration-mismatch.outside': '시간대 {from}~{to}(UTC)가 타임라인 범위({start}~{end} UTC)를 벗어납니다. 시간대의 날짜를 타임라인과 맞춰 주세요.',
  'duration-mismatch.gap': '시간대 {from}~{to}(UTC)가 타임라인에 없는 날짜에 있습니다. 가장 가까운 항목은 {before}, {after}(UTC)입니다. 시간대의 날짜를 타임라인과 맞춰 주세요.',

  // --- front-matter ---
  'front-matter.not-mapping': '프런트 매터는 키와 값의 매핑이어야 합니다.',
  'front-matter.invalid': '프런트 매터가 올바른 {format} 형식이 아닙니다: {detail}',

  // --- future-time ---
  'future-time.after-now': '{time}: 현재보다 나중 시각입니다{inherited}. 지난 시각이어야 합니다. 연, 월, 일을 확인해 주세요.',
  'future-time.after-modified': '{time}: 문서의 마지막 수정({key}: {date})보다 나중입니다{inherited}. 지난 시각이어야 합니다. 연, 월, 일을 확인해 주세요.',
  'future-time.inherited': ' (날짜는 위에서 이어받음)',

  // --- incident-date ---
  'incident-date.none': '장애 발생일을 찾을 수 없습니다. 프런트 매터, 제목 또는 타임라인에 연도를 포함한 날짜(YYYY-MM-DD 또는 YYYY년 M월 D일)를 적어 주세요.',
  'incident-date.no-year': '장애 발생일 {raw}에 연도가 없습니다. 연도를 포함한 날짜(YYYY년 {raw} 또는 YYYY-MM-DD)를 적어 주세요.',
  'incident-date.timeline': '장애 발생일 {date}이(가) 타임라인과 {days}일 떨어져 있습니다(날짜가 있는 항목은 {from}부터 {to}까지). 장애가 실제로 발생한 날짜를 적어 주세요.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone}({time}, {line}행)',
  'milestone-order.order': '{later}: {earlier}보다 앞에 있습니다. {first} → {second} 순서여야 합니다. 시각이나 마일스톤을 나타내는 단어를 확인해 주세요.',
  'milestone-order.key-event': '이 주요 이벤트의 {milestone} 시각은 {time}, 타임라인({line}행)에서는 {timelineTime}입니다({gap} {direction}). 두 곳을 같은 시각으로 적어 주세요.',
  'milestone-order.front-matter': '프런트 매터의 {milestone} 시각은 {time}, 타임라인({line}행)에서는 {timelineTime}입니다({gap} {direction}). 두 곳을 같은 시각으로 적어 주세요.',
  'milestone-order.earlier': '빠름',
  'milestone-order.later': '늦음',

  // --- parse-limit ---
  'parse-limit.reason.long-line': '{n}자를 넘는 줄',
  'parse-limit.reason.deep-nesting': '한 줄에 {n}단계를 넘게 중첩된 목록이나 인용 기호',
  'parse-limit.reason.deep-indent': '{n}칸을 넘게 들여쓴 줄',
  'parse-limit.reason.many-cells': '한 줄에 {n}개를 넘는 표 셀 구분자',
  'parse-limit.reason.large-block': '{lines}줄 또는 {kb}KB를 넘는 블록',
  'parse-limit.reason.large-front-matter': '{kb}KB를 넘는 프런트 매터',
  'parse-limit.line': '{line}행',
  'parse-limit.lines': '{from}~{to}행',
  'parse-limit.parts.one': '{lines}을 약 {n}줄씩 나누어 읽었습니다',
  'parse-limit.parts.many': '{lines}을 약 {n}줄씩 나누어 읽었습니다',
  'parse-limit.front-matter.one': '프런트 매터인 {lines}을 YAML이나 TOML로 읽지 않았습니다',
  'parse-limit.front-matter.many': '프런트 매터인 {lines}을 YAML이나 TOML로 읽지 않았습니다',
  'parse-limit.plain.one': '{lines}을 일반 텍스트로 읽었습니다',
  'parse-limit.plain.many': '{lines}을 일반 텍스트로 읽었습니다',
  'parse-limit.sentence': '{what}: Markdown 파서로는 너무 느리게 읽히는 {reason} 때문입니다.',
  'parse-limit.more.one': '그 밖에 {n}곳이 더 있습니다({list}).',
  'parse-limit.more.many': '그 밖에 {n}곳이 더 있습니다({list}).',

  // --- required-section ---
  'required-section.one': '필수 섹션이 없습니다: {list}. {heading} 같은 섹션을 추가해 주세요.',
  'required-section.many': '필수 섹션이 없습니다: {list}. {headings} 같은 섹션을 추가해 주세요.',
  'required-section.fix.one': '{heading} 섹션 추가',
  'required-section.fix.many': '빠진 섹션 추가({list})',

  // --- section-empty ---
  'section-empty.message': '“{title}” 섹션이 비어 있습니다. 들어가야 할 내용({kind})을 적거나 자리 표시 문구를 지워 주세요.',
  'section-empty.heading': '“{title}” 섹션이 비어 있습니다. 제목 아래에 아무 내용이 없습니다. 내용을 적거나 제목을 지워 주세요.',
  'section-empty.placeholder': '“{title}” 섹션에는 자리표시 문구만 있습니다. 내용을 적거나 제목을 지워 주세요.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value}: 올바른 시각이 아닙니다. 24시간 표기에는 am/pm을 붙이지 않습니다. 올바른 표기: {corrected}.',
  'time-format.meridiem-zero': '{value}: 올바른 시각이 아닙니다. 12시간 표기의 시는 1~12입니다. 12:{minute} {meridiem} 또는 24시간 표기로 적어 주세요.',
  'time-format.meridiem-conflict': '{value}: 올바른 시각이 아닙니다. {hour}시와 {meridiem} 표기가 맞지 않습니다. am/pm 없는 24시간 표기나 1~12시의 12시간 표기로 적어 주세요.',
  'time-format.hour-range': '{value}: 올바른 시각이 아닙니다. 시는 00~23입니다.',
  'time-format.minute-range': '{value}: 올바른 시각이 아닙니다. 분은 00~59입니다.',
  'time-format.second-range': '{value}: 올바른 시각이 아닙니다. 초는 00~59입니다.',
  'time-format.fix': '변경: {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': '타임라인이 없습니다. 이벤트마다 한 항목씩 UTC 시각과 함께 적은 “타임라인” 섹션을 추가해 주세요.',
  'timeline-missing.fix': '타임라인 섹션 삽입',

  // --- timeline-order ---
  'timeline-order.next-day': '{time}: 바로 앞 항목({previous}, {line}행)보다 이른 시각입니다. 다음 날로 읽었습니다(날짜 없이 자정을 넘김). 이 항목에 날짜를 적어 주세요.',
  'timeline-order.next-day.dated': '{time}: 바로 앞 항목({previous}, {line}행)보다 이른 시각입니다. 다음 날인 {date}의 시각으로 읽었습니다(날짜 없이 자정을 넘김). 이 항목에 날짜를 적어 주세요.',
  'timeline-order.crossing': '{time}: 바로 앞 항목({previous}, {line}행)보다 이른 시각입니다. 자정을 넘긴 것으로 보입니다. 이 항목에 날짜를 적어 주세요.',
  'timeline-order.crossing.dated': '{time}: 바로 앞 항목({previous}, {line}행)보다 이른 시각입니다. 자정을 넘긴 것으로 보입니다. 이 항목에 날짜({date})를 적어 주세요.',
  'timeline-order.earlier': '{time}: 바로 앞 항목({previous}, {line}행)보다 이른 시각입니다. 항목을 시간 순서로 적어 주세요.',
  'timeline-order.later': '{time}: 최신순으로 적은 타임라인에서 바로 앞 항목({previous}, {line}행)보다 늦은 시각입니다. 각 항목은 위 항목보다 이른 시각이어야 합니다.',
  'timeline-order.fix.date': '날짜 {date} 삽입',
  'timeline-order.fix.date-run': '이날의 항목 {n}개에 날짜 {date} 삽입',
  'timeline-order.fix.sort': '타임라인 항목을 시간순으로 정렬',

  // --- timezone-label ---
  'timezone-label.season': '{label}: {date}에는 맞지 않습니다. 그 시기 {zone}의 표기는 {expected}({offset})입니다. 올바른 표기: {expected}.',
  'timezone-label.conversion': '{written}: 변환이 맞지 않습니다. {time} = {want} ({label} = {offset}). 올바른 값: {want}.',
  'timezone-label.fix.label': '변경: {label} → {expected}',
  'timezone-label.fix.conversion': '변경: {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value}: 시간대가 없고 문서에도 선언되어 있지 않습니다. {zone} 같은 시간대를 적어 주세요.',
  'timezone-missing.run': '{value}부터 타임라인의 시각 {count}개에 시간대가 없고 문서에도 선언되어 있지 않습니다. {zone} 같은 시간대를 적어 주세요.',
  'timezone-missing.fix': '{zone} 추가',
  'timezone-missing.group': '시간대가 없고 문서에도 선언되어 있지 않습니다. {zone} 같은 시간대를 적어 주세요.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time}: {zone} 기준 시각입니다. 타임라인 시각은 UTC로 적어 주세요.',
  'timezone-not-utc.explicit.converted': '{time}: {zone} 기준 시각입니다. 타임라인 시각은 UTC로 적어 주세요({utc}).',
  'timezone-not-utc.declared': '타임라인 시각이 {zone} 기준으로 선언되어 있습니다. 타임라인 시각은 UTC로 적어 주세요.',
  'timezone-not-utc.fix': '변환: {utc}',
  'timezone-not-utc.group': '{zone} 기준 시각입니다. 타임라인 시각은 UTC로 적어 주세요.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written}: {date}{inferred}의 요일({weekday})과 맞지 않습니다. 올바른 요일은 {expected}입니다. 아니면 날짜를 고쳐 주세요.',
  'weekday-mismatch.inferred': ' (연도 {year}: 문서에서 가져옴)',
  'weekday-mismatch.fix': '변경: {written} → {expected}',
};
