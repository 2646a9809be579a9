/**
 * Korean (detected by its script: hangul). Words are separated by spaces, with particles written after
 * them ("장애가", "복구를"); section names sit inside longer headings like the others'. Dates written
 * 2025년 3월 2일 and times written 14시 30분 or 오후 3시 5분 are read by time/cjk.ts; the weekday after a date
 * ("(일)", "일요일") from `weekdays`. The milestone words are guarded by the words that cancel them before
 * ("미복구", "일부 복구") and after ("복구 작업", "복구되지 않"). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { KO_MESSAGES } from './messages/ko.js';
import type { LocaleWords } from './types.js';

export const ko: LocaleWords = {
  ...NO_WORDS,
  leadUpNotes: ['아직 영향 없음'],
  windowDuringWords: ['동안'],
  partialWords: ['일부', '부분적', '대부분'],
  ownerHeaders: ['담당', '담당자', '담당 팀'],
  trackingHeaders: ['기한', '완료 예정', '마감'],
  statusHeaders: ['상태', '진행 상태'],
  id: 'ko',
  summaryTitles: ['요약', '개요', '사건 개요', '장애 개요', '장애 요약'],
  impactStatements: ['영향', '장애', '불가', '중단'],
  causeStatements: ['원인', '때문'],
  commitmentStatements: ['앞으로', '재발 방지'],
  preventionStatements: ['재발 방지', '재발을 방지', '재발하지 않도록'],
  actionLabels: [],

  sections: {
    summary: ['요약', '개요', '사건 개요', '장애 개요', '장애 요약', '장애 내용', '무슨 일이 있었나요', '무슨 일이 있었나'],
    impact: ['영향', '영향 범위', '영향도', '장애 영향', '고객 영향', '어떤 영향이', '영향은', '누가 얼마나 영향을 받았나요', '얼마나 영향을 받았나요', '누가 영향을 받았나요', '어떤 영향이 있었나요'],
    timeline: ['타임라인', '타임 라인', '경과', '장애 경과', '대응 경과', '시간순 경과', '언제 무슨 일이 있었나요'],
    detection: ['탐지', '감지', '장애 감지', '장애 인지'],
    resolution: ['해결', '복구', '조치', '조치 내용', '조치 사항', '복구 조치', '해결 방법', '어떻게 조치했나요', '어떻게 복구했나요'],
    'root-cause': ['원인', '근본 원인', '근본원인', '원인 분석', '장애 원인', '원인은', '무엇이 원인', '왜 발생했나요', '왜 일어났나요', '왜 일어났을까요', '왜 발생했을까요'],
    'corrective-actions': ['재발 방지 대책', '재발방지 대책', '재발 방지', '후속 조치', '개선 사항', '개선 방안', '액션 아이템', '향후 계획', '향후 조치 사항', '향후 조치', '대책', '개선하겠습니다', '개선 계획', '개선 조치', '개선 작업', '앞으로 무엇을 하나요', '앞으로 무엇을 할까요', '앞으로 어떻게 하나요', '재발을 어떻게 막나요'],
    'lessons-learned': ['교훈', '배운 점', '회고'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: '개요', impact: '영향', timeline: '타임라인', detection: '탐지', resolution: '복구',
    'root-cause': '근본 원인', 'corrective-actions': '재발 방지 대책', 'lessons-learned': '교훈',
  },
  sectionLabels: {
    summary: '개요', impact: '영향', timeline: '타임라인', detection: '탐지', resolution: '복구',
    'root-cause': '근본 원인', 'corrective-actions': '재발 방지 대책', 'lessons-learned': '교훈',
  },
  placeholders: ['미정', '작성 예정', '추후 작성 예정', '추후 작성', '추후 업데이트 예정'],
  weakSectionNames: ['요약', '개요', '영향', '경과', '탐지', '감지', '해결', '복구', '조치', '원인', '대책', '교훈', '회고'],

  markers: [],
  script: 'hangul',

  // "3월 2일 (일)", "3월 2일 일요일": one letter only in parentheses (time/cjk.ts).
  weekdays: {
    월요일: 1, 화요일: 2, 수요일: 3, 목요일: 4, 금요일: 5, 토요일: 6, 일요일: 7,
    월: 1, 화: 2, 수: 3, 목: 4, 금: 5, 토: 6, 일: 7,
  },
  weekdayNames: ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일'],

  rangeJoins: ['~', '부터', '에서'],
  zoneSentenceNouns: ['시간', '시각'],
  zoneLabels: ['시간대', '기준 시간대', '기준 시간', '기준 시각', '시간 기준', '표준시'],
  zoneSentenceWords: ['은', '는', '모두', '전부'],
  zoneSentenceLeads: ['모든', '아래', '본문의', '문서의', '이 문서의', '본 문서의', '보고서의', '이 보고서의', '아래의'],
  updateStampWords: ['게시', '업데이트', '게시일', '업데이트 시각'],
  updateWords: ['업데이트'],
  maintenanceTitles: ['점검 안내', '정기 점검', '점검 공지', '서버 점검'],
  otherDocumentTitles: ['장애 대응 가이드', '대응 가이드', '장애 대응 절차', '대응 절차서', '가이드', '서비스 수준 협약', '서비스 수준', '장애 이력', '장애 목록', '당직표', '당직 일정', '온콜 일정', '온콜 당번표'],
  timeHeaders: ['시간', '시각', '일시', '발생 시각', '발생 시간', '발생 일시'],
  dateHeaders: ['날짜', '일자'],
  incidentDateLabels: ['발생일', '발생 일시', '발생일시', '장애 발생일', '장애 일시', '장애 발생 일시'],
  localTimeWords: ['현지 시간', '현지'],

  milestones: {
    // "발생" (occurred) alone also names what a cause entry found: only with the incident's noun.
    start: ['장애 발생', '장애발생', '장애가 발생', '오류 발생', '오류가 발생', '에러 발생', '에러가 발생', '이슈 발생'],
    detected: ['감지', '탐지', '경보', '경보 발생', '알람 발생', '알림 수신', '장애 인지', '이상 인지'],
    acknowledged: [],
    mitigated: [],
    resolved: ['복구', '해결', '정상화', '복구 완료', '해결 완료'],
  },
  // Just before the word: "미복구" (not restored), "재발생" (again), "일부 복구" (partly), "임시 복구" (temporarily).
  milestoneNegations: ['미', '재', '일부', '부분', '부분적으로', '임시'],
  milestoneNegationsAfter: [
    '되지 않', '하지 않', '되지 못', '하지 못', '안 됨', '안됨', '불가', '실패', '시도', '를 시도', '을 시도', '시작', '를 시작', '을 시작',
    '위해', '를 위해', '을 위해', '중', '작업', '절차', '방법', '예정', '계획', '여부', '원인', '지연', '해제', '책', '률', '율', '건수', '시각',
    // A point of reference, not the event: "장애 발생 시" (when), "복구 후" (after), "장애 발생부터" (since).
    '시', '후', '전', '이후', '당시', '동안', '부터', '로부터',
    // Said not to have happened: "경보가 발생하지 않았다", "경보 없이".
    '가 발생하지', '이 발생하지', '가 울리지', '이 울리지', '없이', '없음',
  ],
  milestoneIntentWords: [],
  keyEventLabels: {
    start: ['발생 일시', '발생 시각', '장애 발생 일시', '장애 발생 시각'],
    detected: ['감지 시각', '인지 시각'],
    acknowledged: [],
    mitigated: [],
    resolved: ['복구 일시', '복구 시각', '해결 시각'],
  },

  durationUnits: {
    second: ['초'],
    minute: ['분'],
    hour: ['시간'],
    day: ['일간'],
  },
  durationQualifiers: {
    approx: ['약', '대략', '거의'],
    min: ['최소'],
    max: ['최대'],
  },
  durationQualifiersAfter: {
    approx: ['정도', '가량', '쯤', '내외', '안팎'],
    min: ['이상', '넘게', '남짓'],
    max: ['이내', '미만', '이하'],
  },
  halfWords: ['반'],
  // Before the duration with a particle ("장애는 약 30분"), or after it with a link ("약 30분 동안 중단").
  lengthFromAfter: ['부터'],
  lengthFromWords: [],
  lengthFromLinks: [],
  outageWords: ['장애', '중단', '서비스 중단', '먹통', '접속 불가'],
  durationLinks: ['은', '는', '이', '가', '시간은', '시간이'],
  outageAfter: ['장애', '중단', '서비스 중단', '먹통', '접속 불가'],
  outageAdjectives: [],
  outageAfterLinks: ['동안', '간', '동안의', '간의', '의'],
  // "3시간 후" (later), "30분마다" (every), "5분 만에", "5분 안에" (within): not how long the outage lasted.
  offsetAfter: ['후', '뒤', '전', '마다', '만에', '이후', '이전', '내에', '안에'],
  metricLabels: {
    detect: ['감지 시간', '탐지 시간'],
    mitigate: [],
    resolve: ['복구 시간', '복구 소요 시간'],
    impact: ['장애 시간', '장애 지속 시간', '중단 시간', '영향 시간', '서비스 중단 시간', '다운타임', '장애 시간은', '중단 시간은'],
  },

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['고객', '대외', '공개'],
  outageVerbs: [],
  fractionWords: {},
  durationDifferenceWords: ['연장', '지연'],
  durationDelayWords: ['늦게', '지연되어'],
  durationContrastWords: ['대신', '가 아니라', '이 아니라'],
  modifiedLabels: ['최종 수정', '최종 업데이트', '마지막 업데이트'],
  messages: KO_MESSAGES,
};
