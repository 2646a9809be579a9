/**
 * Japanese messages: every id of the English table (en.ts), with the same placeholders. Polite requests
 * ("〜してください"), 「…」 quotes, full-width punctuation; rule ids, times, dates and zone labels are
 * parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const JA_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': '、',
  quote: '「{text}」',
  'milestone.start': '発生',
  'milestone.detected': '検知',
  'milestone.acknowledged': '対応開始',
  'milestone.mitigated': '影響緩和',
  'milestone.resolved': '復旧',
  'month.1': '1月', 'month.2': '2月', 'month.3': '3月', 'month.4': '4月', 'month.5': '5月', 'month.6': '6月',
  'month.7': '7月', 'month.8': '8月', 'month.9': '9月', 'month.10': '10月', 'month.11': '11月', 'month.12': '12月',
  'fix-all.rule': '{rule} の問題 {count} 件をすべて修正',
  'fix-all.titled': '{title}（{count} 件すべて）',
  'fix-all.count': '{count} 件をすべて修正',

  // --- action-item ---
  'action-item.message': 'アクション「{text}」：{problems}。{expected}を書いてください。',
  'action-item.missing.owner': '担当者が未設定',
  'action-item.missing.tracking': 'チケットや期限が未設定',
  'action-item.missing.both': '担当者とチケットや期限が未設定',
  'action-item.no-verb': '何をするかが書かれていない',
  'action-item.expect.verb': '何をするかがわかる文（「〜を追加する」「〜でアラートを出す」）',
  'action-item.expect.owner': '担当者（@名前、または担当者の列）',
  'action-item.expect.tracking': 'リンク、チケット番号または期限',

  // --- blameless-language ---
  'blameless-language.blame': '「{text}」は責任を個人に求める表現です。{suggestion}',
  'blameless-language.hindsight': '「{text}」は結果を知った後からの判断です。{suggestion}',
  'blameless-language.person': '「{text}」は個人を原因としています。役割と行動、そしてそれを可能にした条件を書いてください。',
  'blameless-language.suggestion': '代わりに、影響した要因を書いてください。',

  // --- date-format ---
  'date-format.bad-year': '{raw} は正しい日付ではありません：年 {year} が {digits} 桁です。年は4桁で書いてください。',
  'date-format.no-day': '{raw} は存在しない日付です：{month} に {day} 日はありません。',
  'date-format.no-month': '{raw} は存在しない日付です：{month} 月はありません。',

  // --- duration-mismatch ---
  'duration-mismatch.window': '「{text}」は時間帯 {from}〜{to}（{duration}）と合いません。約 {duration} とするか、時間帯を直してください。',
  'duration-mismatch.timeline': '「{text}」はタイムラインと合いません：{duration} 離れた時刻の組がありません{closest}{metric}。記載の時間をタイムラインと一致させてください。',
  'duration-mismatch.closest': '（最も近いのは {from} → {to} の {duration}）',
  'duration-mismatch.metric': '（{from}から{to}まで：{duration}）',
  'duration-mismatch.bound': '「{text}」はタイムラインと合いません{metric}。記載の時間をタイムラインと一致させてください。',
  'duration-mismatch.outside': '時間帯 {from}〜{to}（UTC）はタイムラインの期間（{start}〜{end} UTC）の外にあります。時間帯の日付をタイムラインに合わせてください。',
  'duration-mismatch.gap': '時間帯 {from}〜{to}（UTC）はタイムラインにない日にあります：最も近い項目は {before} と {after}（UTC）です。時間帯の日付をタイムラインに合わせてください。',

  // --- front-matter ---
  'front-matter.not-mapping': 'フロントマターはキーと値の組（マッピング）でなければなりません。',
  'front-matter.invalid': 'フロントマターが正しい {format} ではありません：{detail}',

  // --- future-time ---
  'future-time.after-now': '{time} は現在より後の時刻です{inherited}。過去の時刻のはずです：年・月・日を確認してください。',
  'future-time.after-modified': '{time} は文書の最終更新（{key}：{date}）より後です{inherited}。過去の時刻のはずです：年・月・日を確認してください。',
  'future-time.inherited': '（日付は上から引き継いだもの）',

  // --- incident-date ---
  'incident-date.none': '障害の発生日が見つかりません。フロントマター、タイトルまたはタイムラインに、年を含む日付（YYYY-MM-DD、YYYY年M月D日）を書いてください。',
  'incident-date.no-year': '障害の発生日 {raw} に年がありません。年を含む日付（YYYY年{raw}、または YYYY-MM-DD）を書いてください。',
  'incident-date.timeline': '障害発生日 {date} はタイムラインから {days} 日離れています（日付のある項目は {from} から {to}）。障害が起きた日付を記載してください。',

  // --- milestone-order ---
  'milestone-order.point': '{milestone}（{time}、{line}行目）',
  'milestone-order.order': '{later}が{earlier}より前にあります。{first}は{second}より前のはずです。時刻か、マイルストーンを示す語を確認してください。',
  'milestone-order.key-event': 'この記載では{milestone}は {time} ですが、タイムラインでは {timelineTime}（{line}行目）で、{gap}{direction}なっています。両方を同じ時刻にしてください。',
  'milestone-order.front-matter': 'フロントマターでは{milestone}は {time} ですが、タイムラインでは {timelineTime}（{line}行目）で、{gap}{direction}なっています。両方を同じ時刻にしてください。',
  'milestone-order.earlier': '早く',
  'milestone-order.later': '遅く',

  // --- parse-limit ---
  'parse-limit.reason.long-line': '{n} 文字を超える行',
  'parse-limit.reason.deep-nesting': '1行で {n} 段を超えて入れ子になったリストや引用の記号',
  'parse-limit.reason.deep-indent': '{n} 桁を超えて字下げされた行',
  'parse-limit.reason.many-cells': '1行に {n} 個を超える表のセル区切り',
  'parse-limit.reason.large-block': '{lines} 行または {kb} KB を超えるブロック',
  'parse-limit.reason.large-front-matter': '{kb} KB を超えるフロントマター',
  'parse-limit.line': '{line}行目',
  'parse-limit.lines': '{from}〜{to}行目',
  'parse-limit.parts.one': '{lines}は約 {n} 行ずつに分けて読み込みました',
  'parse-limit.parts.many': '{lines}は約 {n} 行ずつに分けて読み込みました',
  'parse-limit.front-matter.one': '{lines}（フロントマター）は YAML や TOML として読み込んでいません',
  'parse-limit.front-matter.many': '{lines}（フロントマター）は YAML や TOML として読み込んでいません',
  'parse-limit.plain.one': '{lines}はプレーンテキストとして読み込みました',
  'parse-limit.plain.many': '{lines}はプレーンテキストとして読み込みました',
  'parse-limit.sentence': '{what}：Markdown パーサーでは読み込みに時間がかかりすぎる{reason}があるためです。',
  'parse-limit.more.one': 'ほかに {n} 箇所あります（{list}）。',
  'parse-limit.more.many': 'ほかに {n} 箇所あります（{list}）。',

  // --- required-section ---
  'required-section.one': '必須のセクションがありません：{list}。{heading}などのセクションを追加してください。',
  'required-section.many': '必須のセクションがありません：{list}。{headings}などのセクションを追加してください。',
  'required-section.fix.one': '{heading}セクションを追加',
  'required-section.fix.many': '不足しているセクションを追加（{list}）',

  // --- section-empty ---
  'section-empty.message': 'セクション「{title}」が空です：書くべき内容（{kind}）を書くか、仮の記述を削除してください。',
  'section-empty.heading': 'セクション「{title}」が空です：見出しの下に何もありません。内容を書くか、見出しを削除してください。',
  'section-empty.placeholder': 'セクション「{title}」には仮の文言しかありません。内容を書くか、見出しを削除してください。',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} は正しい時刻ではありません：24時間表記に am/pm は付けません。{corrected} としてください。',
  'time-format.meridiem-zero': '{value} は正しい時刻ではありません：12時間表記の時は1〜12です。12:{minute} {meridiem} か、24時間表記にしてください。',
  'time-format.meridiem-conflict': '{value} は正しい時刻ではありません：{hour} 時と {meridiem} が矛盾しています。am/pm のない24時間表記か、1〜12時の12時間表記にしてください。',
  'time-format.hour-range': '{value} は正しい時刻ではありません：時は00〜23です。',
  'time-format.minute-range': '{value} は正しい時刻ではありません：分は00〜59です。',
  'time-format.second-range': '{value} は正しい時刻ではありません：秒は00〜59です。',
  'time-format.fix': '{corrected} に変更',

  // --- timeline-missing ---
  'timeline-missing.message': 'タイムラインがありません。出来事ごとに1項目、UTC の時刻を付けた「タイムライン」セクションを書いてください。',
  'timeline-missing.fix': 'タイムラインのセクションを挿入',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} は直前の項目（{previous}、{line}行目）より前の時刻です：翌日として読みました（日付を書かずに日をまたいでいます）。この項目に日付を書いてください。',
  'timeline-order.next-day.dated': '{time} は直前の項目（{previous}、{line}行目）より前の時刻です：翌日の {date} として読みました（日付を書かずに日をまたいでいます）。この項目に日付を書いてください。',
  'timeline-order.crossing': '{time} は直前の項目（{previous}、{line}行目）より前の時刻です：日をまたいだようです。この項目に日付を書いてください。',
  'timeline-order.crossing.dated': '{time} は直前の項目（{previous}、{line}行目）より前の時刻です：日をまたいだようです。この項目に日付 {date} を書いてください。',
  'timeline-order.earlier': '{time} は直前の項目（{previous}、{line}行目）より前の時刻です。項目は時刻順に並べてください。',
  'timeline-order.later': '{time} は、新しい順に書かれたタイムラインで直前の項目（{previous}、{line}行目）より後の時刻です。各項目は上の項目より前の時刻にしてください。',
  'timeline-order.fix.date': '日付 {date} を挿入',
  'timeline-order.fix.date-run': 'この日の {n} 項目に日付 {date} を挿入',
  'timeline-order.fix.sort': 'タイムラインの項目を時刻順に並べ替え',

  // --- timezone-label ---
  'timezone-label.season': '{label} は {date} には当てはまりません：その時期の {zone} は {expected}（{offset}）です。{expected} としてください。',
  'timezone-label.conversion': '{written} は {time} の換算と合いません：{time} は {want} です（{label} は {offset}）。{want} としてください。',
  'timezone-label.fix.label': '{label} を {expected} に変更',
  'timezone-label.fix.conversion': '{time} に変更',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} にタイムゾーンがなく、文書でも宣言されていません。{zone} などのタイムゾーンを書いてください。',
  'timezone-missing.run': '{value} 以降のタイムラインの {count} 件の時刻にタイムゾーンがなく、文書でも宣言されていません。{zone} などのタイムゾーンを書いてください。',
  'timezone-missing.fix': '{zone} を追記',
  'timezone-missing.group': 'タイムゾーンがなく、文書でも宣言されていません。{zone} などのタイムゾーンを書いてください。',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} は {zone} の時刻です。タイムラインの時刻は UTC で書いてください。',
  'timezone-not-utc.explicit.converted': '{time} は {zone} の時刻です。タイムラインの時刻は UTC で書いてください（{utc}）。',
  'timezone-not-utc.declared': 'タイムラインの時刻は {zone} と宣言されています。タイムラインの時刻は UTC で書いてください。',
  'timezone-not-utc.fix': '{utc} に変換',
  'timezone-not-utc.group': '{zone} の時刻です。タイムラインの時刻は UTC で書いてください。',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} は {date}{inferred}の曜日（{weekday}）と合いません。{expected} とするか、日付を直してください。',
  'weekday-mismatch.inferred': '（年 {year} は文書から補ったもの）',
  'weekday-mismatch.fix': '{written} を {expected} に変更',
};
