/**
 * Japanese: section names only so far (detected by its script: kana) (head noun last: "影響範囲" before "影響"). Dates written
 * 2024年3月5日 and times written 18時00分 are read by time/cjk.ts whatever the locale. Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const ja: LocaleWords = {
  ...NO_WORDS,
  id: 'ja',
  summaryTitles: ['概要', 'サマリー', 'サマリ'],
  impactStatements: ['影響', '障害', '利用できない', 'ご利用いただけない', '停止'],
  causeStatements: ['原因', '起因'],
  commitmentStatements: ['今後', '再発防止'],
  preventionStatements: ['再発防止', '再発を防', '二度と'],
  actionLabels: [],

  sections: {
    summary: ['概要', '障害の内容', '事象', 'サマリー', 'サマリ'],
    impact: ['影響範囲', '影響', '影響を受けた機能'],
    timeline: ['タイムライン', '経緯', '時系列', '対応履歴'],
    detection: ['検知', '検出'],
    resolution: ['復旧方法', '復旧', '対応', '暫定対応'],
    'root-cause': ['原因', '根本原因'],
    'corrective-actions': ['再発防止策', '今後の対応', '対策', 'アクションアイテム', 'ネクストアクション', '再発防止', '改善策', '恒久対策', '恒久対応'],
    'lessons-learned': ['教訓', '振り返り', '学び', '反省点'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: '概要', impact: '影響', timeline: 'タイムライン', detection: '検知', resolution: '復旧',
    'root-cause': '原因', 'corrective-actions': '再発防止策', 'lessons-learned': '教訓',
  },
  weakSectionNames: [],

  markers: [],
  script: 'kana',
};
