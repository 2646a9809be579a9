/**
 * Chinese (simplified): head noun last, like Japanese (names sit inside longer headings). Detected by its
 * script: han without kana. Dates written 2024年7月24日 and times written 20时01分 are read by time/cjk.ts
 * whatever the locale; the weekday after a date ("星期三", "（周三）") from `weekdays`. Words are not separated
 * by spaces: the milestone words are compounds or are guarded by the words that cancel them before ("尚未恢复",
 * "开始恢复") and after ("恢复中", "恢复失败"). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { ZH_MESSAGES } from './messages/zh.js';
import type { LocaleWords } from './types.js';

export const zh: LocaleWords = {
  ...NO_WORDS,
  leadUpWords: ['发布', '上线', '合并', '發布', '上線'],
  impactWords: ['失败', '报错', '错误', '异常', '超时', '告警', '故障', '中断', '不可用', '下降', '失敗', '錯誤', '異常', '逾時', '告警', '中斷'],
  windowDuringWords: ['期间', '期間'],
  measureWords: ['等待时间', '响应时间', '等待時間', '響應時間'],
  lengthFromWords: ['从', '自'],
  lengthFromLinks: [],
  // "01:43 UTC 即北京时间 09:43": a conversion into another zone.
  conversionWords: ['即', '即为', '即為', '相当于', '相當於'],
  // "随后在10点30分，…", "其后，11点30分…": words before the time a paragraph of a timeline told in prose opens with.
  paragraphTimeLeads: ['在', '于', '随后在', '随后，', '随后', '之后，', '其后，', '此后，', '隨後在', '隨後，', '之後，', '約', '约', '大约', '大約'],
  lengthFromAfter: ['起', '开始'],
  mailHeaderLabels: ['发件人', '收件人', '主题', '抄送', '发送时间'],
  incidentDayWords: ['当天', '当日', '事发当天', '故障当天'],
  leadUpNotes: ['尚无影响', '此时尚无影响'],
  partialWords: ['部分恢复', '部分恢復', '基本恢复', '基本恢復', '大部分'],
  ownerHeaders: ['负责人', '負責人', '责任人', '负责团队'],
  trackingHeaders: ['截止日期', '完成时间', '预计完成', '期限'],
  statusHeaders: ['状态', '狀態', '进度', '進度'],
  id: 'zh',
  summaryTitles: ['概述', '摘要'],
  impactStatements: ['影响', '故障', '无法', '不可用', '中断'],
  causeStatements: ['原因', '由于', '导致'],
  commitmentStatements: ['我们将', '今后', '将会'],
  preventionStatements: ['避免再次', '防止再次', '防止此类', '避免此类', '避免类似'],
  actionLabels: [],

  sections: {
    summary: ['概述', '摘要', '事件描述', '故障描述', '问题描述', '事件摘要', '問題描述', '一句话总结', '一句話總結', '指标', '关键指标', '发生了什么', '發生了什麼'],
    impact: ['影响范围', '影响', '影響範圍', '影響', '影响有多大', '影響有多大', '有哪些影响', '影响情况', '影響情況', '影响评估', '影響評估'],
    // "处理过程" (how it was handled) holds the timeline: the times of the response, one per line or row.
    timeline: ['时间线', '时间轴', '時間軸', '事件经过', '故障经过', '事故经过', '处理过程', '時間線', '事件經過', '故障經過', '處理過程', '处置经过', '處置經過', '处理经过', '處理經過', '经过', '經過', '处置过程', '處置過程', '事情经过', '事情經過',
      // A status page's updates, one heading per update: the timeline as it was published.
      '状态页更新', '狀態頁更新', '状态页更新记录', '狀態頁更新紀錄', '状态更新', '狀態更新', '故障历史', '事件历史', '故障歷史', '事件歷史'],
    detection: ['故障发现', '问题发现', '如何发现'],
    resolution: ['解决方案', '故障处理', '恢复过程', '修复', '止损'],
    'root-cause': ['根因分析', '根因', '原因分析', '故障原因', '问题原因', '根本原因', '原因', '为什么会发生', '为什么发生', '為什麼會發生', '为什么会这样', '為什麼會這樣', '为什么会出现这个问题', '五个为什么', '5个为什么', '五问法', '5why分析', '5 why 分析'],
    'corrective-actions': ['改进措施', '后续措施', '整改措施', '预防措施', '改进计划', '后续行动', '行动项', '待办事项', '改进项', '后续改进', '改善措施', '改進措施', '後續措施', '後續行動', '預防措施', '后续', '後續', '接下来做什么', '接下來做什麼', '下一步', '接下来怎么做', '接下來怎麼做', '接下来我们会怎么做', '我们将如何改进'],
    'lessons-learned': ['经验教训', '经验总结', '教训', '复盘', '做得好的', '做得不好的', '做得好的地方', '不足之处'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: '概述', impact: '影响', timeline: '时间线', detection: '故障发现', resolution: '解决方案',
    'root-cause': '根因', 'corrective-actions': '改进措施', 'lessons-learned': '经验教训',
  },
  sectionLabels: {
    summary: '概述', impact: '影响', timeline: '时间线', detection: '故障发现', resolution: '解决方案',
    'root-cause': '根因', 'corrective-actions': '改进措施', 'lessons-learned': '经验教训',
  },
  placeholders: ['待定', '待补充', '待補充', '待補', '待补', '编写中', '撰写中', '补充中', '編寫中'],
  weakSectionNames: [],
  // "复盘" (review) is also the word of a document's title ("订单服务故障复盘"): a section only as the whole heading.
  exactSectionNames: ['复盘', '后续', '後續'],

  markers: [],
  script: 'han',

  weekdays: {
    星期一: 1, 星期二: 2, 星期三: 3, 星期四: 4, 星期五: 5, 星期六: 6, 星期日: 7, 星期天: 7,
    周一: 1, 周二: 2, 周三: 3, 周四: 4, 周五: 5, 周六: 6, 周日: 7, 周天: 7,
    礼拜一: 1, 礼拜二: 2, 礼拜三: 3, 礼拜四: 4, 礼拜五: 5, 礼拜六: 6, 礼拜日: 7, 礼拜天: 7,
  },
  parenWeekdays: { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 },
  weekdayNames: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],

  rangeJoins: ['至', '到', '~', '〜', '～', '持续到', '持續到', '一直到'],
  zoneSentenceNouns: ['时间', '時間'],
  zoneLabels: ['时区', '時區', '时间基准', '時間基準', '时间标准', '时间口径', '時間口徑', '时间'],
  zoneSentenceWords: ['均为', '均是', '以', '按', '都是', '皆为', '全部为', '均采用', '采用', '均以', '均按', '统一为', '一律为', '为', '是', '均', '均為', '皆為', '為', '全部為', '統一為'],
  zoneSentenceLeads: ['以下', '所有', '文中', '本文', '本文中', '全文', '上述', '下述', '本报告', '本报告中', '本報告', '本報告中', '報告中', '本文中的', '本文中所有', '文中所有', '本公告', '本说明'],
  updateStampWords: ['发布于', '更新于', '发布时间', '更新时间'],
  updateWords: ['更新'],
  maintenanceTitles: ['维护公告', '变更审批', '变更申请', '變更審批', '變更申請', '维护的公告', '维护通知', '升级维护', '计划维护', '維護公告', '維護通知', '升級維護', '計畫維護', '計劃維護'],
  otherDocumentTitles: ['值班制度', '值班规范', '变更窗口通知', '变更通知', '应急预案', '处理指南', '故障处理手册', '保障方案', '值班表', '值班手冊', '值班手册', '手册', '手冊', '升級流程', '升级流程', '服务等级协议', '服务水平协议', '服務等級協議', '故障列表', '事件列表', '故障汇总', '历史故障', '故障一览', '事件一覽', '月度报告', '周报', '可用性报告', '运行报告', '年度报告', '年度统计', '操作手册', '流程规范', '管理办法', '安全公告', '安全通告', '安全预警', '月报', '周报告', '发布说明', '版本说明', '更新日志', '發布說明', '版本說明', '故障等级定义', '故障分级标准', '事件分级', '封网', '变更冻结', '季度报告', '模板：', '报告模板', '复盘模板', '報告模板', '常见问题', '常見問題', '发布日历', '发版日历', '发布计划', '社区会议', '值班表', '排班表'],
  timeHeaders: ['时间', '时间点', '日期时间', '发生时间', '時間', '時間點', '日期時間', '發生時間'],
  dateHeaders: ['日期'],
  incidentDateLabels: ['故障日期', '事故日期', '发生日期', '發生日期', '事件日期', '故障发生日期', '发生时间', '發生時間', '故障时间', '事发日期', '事發日期', '事发时间', '事發時間', '故障時間'],
  localTimeWords: ['当地时间', '當地時間', '本地时间', '本地時間'],

  milestones: {
    // "发生" (occurred) alone also names what a cause entry found: only with the incident's noun.
    start: ['故障发生', '发生故障', '事故发生', '开始报错', '出现故障', '出现异常'],
    detected: ['告警', '报警', '收到告警', '监控告警', '发现异常', '发现故障', '发现问题', '发现报错', '监控发现', '收到报警', '触发告警'],
    acknowledged: [],
    mitigated: ['回滚完成', '完成回滚', '止损', '临时恢复'],
    resolved: ['恢复', '解决', '恢复正常', '修复完成', '故障结束', '事件结束', '宣布结束'],
  },
  // Written just before the word: "尚未恢复" (not yet), "开始恢复" (starts to), "部分恢复" (partly).
  monitoringLabels: ['监控中', '观察中', '監控中', '觀察中'],
  milestoneNegations: ['未', '尚未', '没有', '没', '无法', '不能', '未能', '开始', '尝试', '正在', '准备', '等待', '再次', '部分', '逐步', '陆续', '暂时', '初步', '从', '自', '只', '仅', '未触发', '没有触发', '未收到', '没有收到', '无', '未完全', '尚未完全', '没有完全', '并未完全', '並未完全', '沒有完全'],
  milestoneNegationsAfter: [
    '中', '失败', '未果', '不了', '未', '没有', '方案', '过程', '步骤', '原因', '计划', '工作', '操作', '进度', '时间', '时长', '率', '无效', '失效',
    // A point of reference, not the event: "故障发生时" (when), "恢复后" (after), "从故障发生到恢复" (from …, a word before); a cause found ("发现问题根因"), an alert cleared ("告警已恢复").
    '时', '后', '前', '以后', '之后', '以前', '之前', '期间', '以来', '用时', '耗时', '根因', '根本原因', '恢复', '已恢复', '解除', '消除', '消失',
    // A setting put back ("将 retention.ms 恢复为 7 天", "恢复成默认值"): not the service's recovery.
    '为', '成',
  ],
  milestoneIntentWords: ['决定', '決定', '计划', '計劃', '打算', '准备', '準備', '拟'],
  keyEventLabels: {
    start: ['发生时间', '故障发生时间', '开始时间', '故障开始', '故障开始时间', '故障发生', '發生時間', '故障發生時間', '開始時間'],
    detected: ['发现时间', '告警时间', '故障发现', '故障发现时间', '發現時間', '故障發現時間', '检测时间', '侦测时间', '偵測時間', '檢測時間', '告警時間'],
    acknowledged: [],
    mitigated: [],
    resolved: ['恢复时间', '解决时间', '结束时间', '故障恢复', '故障恢复时间', '恢復時間', '故障恢復時間', '結束時間'],
  },

  durationUnits: {
    second: ['秒', '秒钟'],
    minute: ['分钟', '分鐘'],
    hour: ['小时', '小時', '个小时', '個小時'],
    day: ['天'],
  },
  durationQualifiers: {
    approx: ['约', '大约', '大概', '将近', '接近'],
    min: ['超过', '至少', '逾'],
    max: ['最多', '不到', '不超过', '最长'],
  },
  durationQualifiersAfter: {
    approx: ['左右', '上下'],
    min: ['以上'],
    max: ['以内', '之内', '内'],
  },
  halfWords: ['半'],
  // Before the duration ("服务中断约30分钟", "故障持续约30分钟"), or after it with a link ("约30分钟的服务中断").
  outageWords: ['故障', '中断', '服务中断', '宕机', '停机', '停服', '不可用'],
  durationLinks: ['持续', '持续了', '长达', '历时', '达', '时间为', '时长为'],
  outageAfter: ['故障', '中断', '服务中断', '宕机', '停机', '停服', '不可用', '无法访问', '无法使用'],
  outageAdjectives: [],
  outageAfterLinks: ['的'],
  // "1小时后" (later), "每30分钟一次" (every), "5分钟就发现" (as soon as): not how long the outage lasted.
  offsetAfter: ['后', '之后', '以后', '前', '之前', '以前', '一次', '就', '便', '即'],
  metricLabels: {
    detect: ['发现耗时'],
    mitigate: [],
    resolve: ['恢复时长', '恢复耗时', '修复时长'],
    impact: ['故障时长', '影响时长', '停机时间', '中断时长', '持续时间', '故障持续时间', '影响时间', '故障时长为', '影响时长为', '停机时间为', '持续时长', '故障時長', '影響時長', '持續時間', '影響時間'],
  },

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['对外', '客户', '對外', '客戶'],
  outageVerbs: [],
  fractionWords: {},
  durationDifferenceWords: ['延长了', '延長了', '延迟了', '延遲了', '推迟了', '推遲了', '超出了', '超时'],
  durationDelayWords: ['延迟送达', '延迟到达', '之后', '的延长', '延长', '超时'],
  durationContrastWords: ['而不是', '而非'],
  messages: ZH_MESSAGES,
  modifiedLabels: ['最后更新', '最后更新时间', '最后修改', '最後更新', '最後更新時間', '最後修改'],
};
