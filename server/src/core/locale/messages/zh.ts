/**
 * Chinese (simplified) messages: every id of the English table (en.ts), with the same placeholders.
 * “…” quotes, full-width punctuation; rule ids, times, dates and zone labels are parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const ZH_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': '和',
  quote: '“{text}”',
  'milestone.start': '故障开始',
  'milestone.detected': '发现',
  'milestone.acknowledged': '响应',
  'milestone.mitigated': '止损',
  'milestone.resolved': '恢复',
  'month.1': '1月', 'month.2': '2月', 'month.3': '3月', 'month.4': '4月', 'month.5': '5月', 'month.6': '6月',
  'month.7': '7月', 'month.8': '8月', 'month.9': '9月', 'month.10': '10月', 'month.11': '11月', 'month.12': '12月',
  'fix-all.rule': '修复全部 {count} 个 {rule} 问题',
  'fix-all.titled': '{title}（全部 {count} 处）',
  'fix-all.count': '全部修复（{count} 处）',

  // --- action-item ---
  'action-item.message': '行动项“{text}”{problems}。应写明{expected}。',
  'action-item.missing.owner': '缺少负责人',
  'action-item.missing.tracking': '缺少跟踪链接或截止日期',
  'action-item.missing.both': '缺少负责人以及跟踪链接或截止日期',
  'action-item.no-verb': '没有写明要做什么',
  'action-item.expect.verb': '要做的具体动作（如“增加……”“为……设置告警”）',
  'action-item.expect.owner': '负责人（@姓名或负责人列）',
  'action-item.expect.tracking': '链接、工单号或截止日期',

  // --- blameless-language ---
  'blameless-language.blame': '“{text}”把责任归咎于个人。{suggestion}',
  'blameless-language.hindsight': '“{text}”是事后的评判。{suggestion}',
  'blameless-language.person': '“{text}”把某个人当作原因。请描述其角色和操作，以及使该操作成为可能的条件。',
  'blameless-language.suggestion': '请改为描述促成问题的因素。',

  // --- date-format ---
  'date-format.bad-year': '{raw} 不是有效日期：年份 {year} 有 {digits} 位数字。年份应为 4 位数。',
  'date-format.no-day': '{raw} 不是有效日期：{month} 没有 {day} 日。',
  'date-format.no-month': '{raw} 不是有效日期：不存在 {month} 月。',

  // --- duration-mismatch ---
  'duration-mismatch.window': '“{text}”与时间段 {from}–{to}（{duration}）不符。应为约 {duration}，或更正时间段。',
  'duration-mismatch.timeline': '“{text}”与时间线不符：时间线中没有相隔 {duration} 的两个时间{closest}{metric}。所述时长应与时间线一致。',
  'duration-mismatch.closest': '；最接近的是 {duration}（{from} → {to}）',
  'duration-mismatch.metric': '（从{from}到{to}：{duration}）',
  'duration-mismatch.bound': '“{text}”与时间线不符{metric}。所述时长应与时间线一致。',
  'duration-mismatch.outside': '时间段 {from}–{to}（UTC）不在时间线的范围（{start} 至 {end}，UTC）内。时间段的日期应与时间线一致。',
  'duration-mismatch.gap': '时间段 {from}–{to}（UTC）落在时间线未覆盖的日期：最近的条目在 {before} 和 {after}（UTC）。时间段的日期应与时间线一致。',

  // --- front-matter ---
  'front-matter.not-mapping': '前置元数据（front matter）必须是键值映射。',
  'front-matter.invalid': '前置元数据不是有效的 {format}：{detail}',

  // --- future-time ---
  'future-time.after-now': '{time} 晚于当前时间{inherited}。应为过去的时间：请检查年、月、日。',
  'future-time.after-modified': '{time} 晚于文档的最后修改时间（{key}：{date}）{inherited}。应为过去的时间：请检查年、月、日。',
  'future-time.inherited': '（日期沿用自上文）',

  // --- incident-date ---
  'incident-date.none': '未找到事故日期。请在前置元数据、标题或时间线中写明带年份的完整日期（YYYY-MM-DD 或 YYYY年M月D日）。',
  'incident-date.no-year': '事故日期 {raw} 没有年份。请写明带年份的日期（YYYY年{raw} 或 YYYY-MM-DD）。',
  'incident-date.timeline': '事故日期 {date} 与时间线相差 {days} 天（时间线中带日期的条目为 {from} 至 {to}）。请填写事故实际发生的日期。',

  // --- milestone-order ---
  'milestone-order.point': '{milestone}（{time}，第 {line} 行）',
  'milestone-order.order': '{later}早于{earlier}：{first}应在{second}之前。请检查时间，或标记里程碑的词语。',
  'milestone-order.key-event': '此处给出的{milestone}时间为 {time}，但时间线中为 {timelineTime}（第 {line} 行），{direction} {gap}。两处应为同一时间。',
  'milestone-order.front-matter': '前置元数据给出的{milestone}时间为 {time}，但时间线中为 {timelineTime}（第 {line} 行），{direction} {gap}。两处应为同一时间。',
  'milestone-order.earlier': '早',
  'milestone-order.later': '晚',

  // --- parse-limit ---
  'parse-limit.reason.long-line': '超过 {n} 个字符的行',
  'parse-limit.reason.deep-nesting': '一行中嵌套超过 {n} 层的列表或引用标记',
  'parse-limit.reason.deep-indent': '缩进超过 {n} 列的行',
  'parse-limit.reason.many-cells': '一行中超过 {n} 个表格单元格分隔符',
  'parse-limit.reason.large-block': '超过 {lines} 行或 {kb} KB 的块',
  'parse-limit.reason.large-front-matter': '超过 {kb} KB 的前置元数据',
  'parse-limit.line': '第 {line} 行',
  'parse-limit.lines': '第 {from}–{to} 行',
  'parse-limit.parts.one': '{lines}按每段约 {n} 行分段读取',
  'parse-limit.parts.many': '{lines}按每段约 {n} 行分段读取',
  'parse-limit.front-matter.one': '{lines}（前置元数据）未按 YAML 或 TOML 解析',
  'parse-limit.front-matter.many': '{lines}（前置元数据）未按 YAML 或 TOML 解析',
  'parse-limit.plain.one': '{lines}按纯文本读取',
  'parse-limit.plain.many': '{lines}按纯文本读取',
  'parse-limit.sentence': '{what}：其中有{reason}，Markdown 解析器读取过慢。',
  'parse-limit.more.one': '另有 {n} 处（{list}）。',
  'parse-limit.more.many': '另有 {n} 处（{list}）。',

  // --- required-section ---
  'required-section.one': '缺少必需的章节：{list}。应有{heading}等章节。',
  'required-section.many': '缺少必需的章节：{list}。应有{headings}等章节。',
  'required-section.fix.one': '添加{heading}章节',
  'required-section.fix.many': '添加缺少的章节（{list}）',

  // --- section-empty ---
  'section-empty.message': '“{title}”章节为空：请写明应有的内容（{kind}），或删除占位文字。',
  'section-empty.heading': '“{title}”章节为空：标题下没有任何内容。请补写内容或删除该标题。',
  'section-empty.placeholder': '“{title}”章节只有占位文字。请补写内容或删除该标题。',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} 不是有效时间：24 小时制时间不加 am/pm。应为 {corrected}。',
  'time-format.meridiem-zero': '{value} 不是有效时间：12 小时制的小时为 1 到 12。应为 12:{minute} {meridiem} 或 24 小时制时间。',
  'time-format.meridiem-conflict': '{value} 不是有效时间：{hour} 点与 {meridiem} 矛盾。应为不带 am/pm 的 24 小时制时间，或小时为 1 到 12 的 12 小时制时间。',
  'time-format.hour-range': '{value} 不是有效时间：小时应在 00 到 23 之间。',
  'time-format.minute-range': '{value} 不是有效时间：分钟应在 00 到 59 之间。',
  'time-format.second-range': '{value} 不是有效时间：秒应在 00 到 59 之间。',
  'time-format.fix': '改为 {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': '未找到时间线。应有一个“时间线”章节，每个事件一条，并注明 UTC 时间。',
  'timeline-missing.fix': '插入时间线章节',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} 早于上一条（{previous}，第 {line} 行）：已按次日读取（时间线跨过午夜但没有写日期）。请在此条写明日期。',
  'timeline-order.next-day.dated': '{time} 早于上一条（{previous}，第 {line} 行）：已按次日 {date} 读取（时间线跨过午夜但没有写日期）。请在此条写明日期。',
  'timeline-order.crossing': '{time} 早于上一条（{previous}，第 {line} 行）：看起来跨过了午夜。请在此条写明日期。',
  'timeline-order.crossing.dated': '{time} 早于上一条（{previous}，第 {line} 行）：看起来跨过了午夜。此条应写明日期 {date}。',
  'timeline-order.earlier': '{time} 早于上一条（{previous}，第 {line} 行）。各条应按时间顺序排列。',
  'timeline-order.later': '在按从新到旧排列的时间线中，{time} 晚于上一条（{previous}，第 {line} 行）。每条应早于其上一条。',
  'timeline-order.fix.date': '插入日期 {date}',
  'timeline-order.fix.date-run': '在当天的 {n} 条中插入日期 {date}',
  'timeline-order.fix.sort': '按时间对时间线条目排序',

  // --- timezone-label ---
  'timezone-label.season': '{label} 不适用于 {date}：当时 {zone} 使用 {expected}（{offset}）。应为 {expected}。',
  'timezone-label.conversion': '{written} 与 {time} 不符：{time} 即 {want}（{label} 为 {offset}）。应为 {want}。',
  'timezone-label.fix.label': '将 {label} 改为 {expected}',
  'timezone-label.fix.conversion': '改为 {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} 没有时区，文档也未声明时区。请写明时区，例如 {zone}。',
  'timezone-missing.run': '从 {value} 起，时间线中有 {count} 个时间没有时区，文档也未声明时区。请写明时区，例如 {zone}。',
  'timezone-missing.fix': '添加 {zone}',
  'timezone-missing.group': '没有时区，文档也未声明时区。请写明时区，例如 {zone}。',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} 使用的是 {zone}；时间线中的时间应使用 UTC。',
  'timezone-not-utc.explicit.converted': '{time} 使用的是 {zone}；时间线中的时间应使用 UTC，即 {utc}。',
  'timezone-not-utc.declared': '时间线中的时间声明为 {zone}；时间线中的时间应使用 UTC。',
  'timezone-not-utc.fix': '转换为 {utc}',
  'timezone-not-utc.group': '时间使用的是 {zone}；时间线中的时间应使用 UTC。',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} 与 {date}{inferred} 不符，该日是{weekday}。应为 {expected}，或更正日期。',
  'weekday-mismatch.inferred': '（年份 {year} 取自文档）',
  'weekday-mismatch.fix': '将 {written} 改为 {expected}',
};
