/**
 * Chinese (simplified): section names so far (head noun last, like Japanese; names sit inside longer
 * headings). Detected by its script: han without kana. Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const zh: LocaleWords = {
  ...NO_WORDS,
  id: 'zh',
  summaryTitles: ['概述', '摘要'],
  impactStatements: ['影响', '故障', '无法', '不可用', '中断'],
  causeStatements: ['原因', '由于', '导致'],
  commitmentStatements: ['我们将', '今后', '将会'],
  preventionStatements: ['避免再次', '防止再次', '防止此类', '避免此类', '避免类似'],
  actionLabels: [],

  sections: {
    summary: ['概述', '摘要', '事件描述', '故障描述', '问题描述'],
    impact: ['影响范围', '影响'],
    timeline: ['时间线', '时间轴', '事件经过', '故障经过'],
    detection: ['故障发现', '问题发现', '如何发现'],
    resolution: ['解决方案', '处理过程', '故障处理', '恢复过程', '修复', '止损'],
    'root-cause': ['根因分析', '根因', '原因分析', '故障原因', '根本原因', '原因'],
    'corrective-actions': ['改进措施', '后续措施', '整改措施', '预防措施', '改进计划', '后续行动', '行动项', '待办事项', '改进项'],
    'lessons-learned': ['经验教训', '经验总结', '教训'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: '概述', impact: '影响', timeline: '时间线', detection: '故障发现', resolution: '解决方案',
    'root-cause': '根因', 'corrective-actions': '改进措施', 'lessons-learned': '经验教训',
  },
  weakSectionNames: [],

  markers: [],
  script: 'han',
};
