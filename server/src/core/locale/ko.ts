/**
 * Korean: section names so far, written with spaces between words as Korean headings are. Detected by
 * its script (hangul). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const ko: LocaleWords = {
  ...NO_WORDS,
  id: 'ko',
  summaryTitles: ['요약', '개요', '사건 개요', '장애 개요', '장애 요약'],
  impactStatements: ['영향', '장애', '불가', '중단'],
  causeStatements: ['원인', '때문'],
  commitmentStatements: ['앞으로', '재발 방지'],
  preventionStatements: ['재발 방지', '재발을 방지', '재발하지 않도록'],
  actionLabels: [],

  sections: {
    summary: ['요약', '개요', '사건 개요', '장애 개요', '장애 요약'],
    impact: ['영향', '영향 범위', '영향도', '장애 영향', '고객 영향'],
    timeline: ['타임라인', '타임 라인', '경과', '장애 경과', '대응 경과', '시간순 경과'],
    detection: ['탐지', '감지', '장애 감지', '장애 인지'],
    resolution: ['해결', '복구', '조치', '조치 내용', '복구 조치', '해결 방법'],
    'root-cause': ['원인', '근본 원인', '근본원인', '원인 분석', '장애 원인'],
    'corrective-actions': ['재발 방지 대책', '재발방지 대책', '재발 방지', '후속 조치', '개선 사항', '개선 방안', '액션 아이템', '향후 계획', '대책'],
    'lessons-learned': ['교훈', '배운 점', '회고'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: '개요', impact: '영향', timeline: '타임라인', detection: '탐지', resolution: '복구',
    'root-cause': '근본 원인', 'corrective-actions': '재발 방지 대책', 'lessons-learned': '교훈',
  },
  weakSectionNames: ['요약', '개요', '영향', '경과', '탐지', '감지', '해결', '복구', '조치', '원인', '대책', '교훈', '회고'],

  markers: [],
  script: 'hangul',
};
