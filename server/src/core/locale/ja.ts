/**
 * Japanese (detected by its script: kana). Section names put the head noun last ("影響範囲" before "影響").
 * Dates written 2024年3月5日 and times written 18時00分 are read by time/cjk.ts whatever the locale; the
 * weekday after a date ("(月)", "月曜日") from `weekdays`. Words are not separated by spaces: the words below
 * are matched wherever they stand, so the milestone words are compounds or are guarded by the words that
 * cancel them before ("一部復旧") and after ("復旧作業", "検知できず"). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { JA_MESSAGES } from './messages/ja.js';
import type { LocaleWords } from './types.js';

export const ja: LocaleWords = {
  ...NO_WORDS,
  leadUpWords: ['リリース', 'リリースした', 'デプロイ', 'デプロイした', 'マージ', '本番環境に反映', '本番反映'],
  impactWords: ['失敗', 'エラー', '障害', '遅延', 'タイムアウト', '停止', 'アラート', '異常', '不可'],
  windowDuringWords: ['の間', '期間中'],
  measureWords: ['待ち時間', '応答時間'],
  lengthFromAfter: ['から', '以降'],
  lengthFromWords: [],
  lengthFromLinks: [],
  // "その後、午後11時55分に…": words before the time a paragraph of a timeline told in prose opens with.
  paragraphTimeLeads: ['その後、', 'その後', '同日', '同日、', '約', '直後の', '続いて', '続いて、', '日付が変わって', '日付が変わり', '日付が変わって、', '日付が変わり、', '翌'],
  windowChangeWords: ['変更', '前倒し', '繰り上げ', '繰り下げ'],
  windowChangeAfter: ['へ', 'に変更', 'に前倒し', 'に繰り上げ', 'に繰り下げ'],
  mailHeaderLabels: ['差出人', '宛先', '件名', '送信日時'],
  incidentDayWords: ['当日', '障害当日', '発生当日'],
  leadUpNotes: ['この時点では影響なし', 'まだ影響なし'],
  partialWords: ['一部', '部分的', '大部分'],
  ownerHeaders: ['担当', '担当者', '担当部署', '責任者'],
  trackingHeaders: ['期限', '期日', '完了予定', '完了予定日', 'チケット'],
  statusHeaders: ['状態', 'ステータス', '状況', '進捗'],
  id: 'ja',
  summaryTitles: ['概要', 'サマリー', 'サマリ', '何が起きたか', '何が起きたのか', '発生した事象'],
  impactStatements: ['影響', '障害', '利用できない', 'ご利用いただけない', '停止'],
  causeStatements: ['原因', '起因'],
  commitmentStatements: ['今後', '再発防止'],
  preventionStatements: ['再発防止', '再発を防', '二度と'],
  actionLabels: [],

  sections: {
    summary: ['概要', '障害の内容', '障害内容', '事象', 'サマリー', 'サマリ', '何が起きたか', '何が起きたのか', 'ざっくりまとめ', 'まとめ', '指標', 'メトリクス'],
    impact: ['影響範囲', '影響', '影響を受けた機能', 'お客様への影響', 'ご利用への影響', '漏えいの可能性がある個人情報', '漏えいした可能性のある情報', '対象となる個人情報', '発生していた現象', 'ご迷惑をおかけした内容', 'ご迷惑をおかけした点'],
    timeline: ['タイムライン', '経緯', '時系列', '対応履歴', '経過', '障害履歴', 'ステータス履歴'],
    detection: ['検知', '検出'],
    resolution: ['復旧方法', '復旧', '対応', '暫定対応', '対応内容'],
    'root-cause': ['原因', '根本原因', 'なぜ起きたか', 'なぜ起きたのか', 'なぜなぜ分析', '5つのなぜ', '5回のなぜ'],
    'corrective-actions': ['再発防止策', '今後の対応', '対策', 'アクションアイテム', 'ネクストアクション', '再発防止', '改善策', '恒久対策', '恒久対応', '今後の対策', 'やること', 'これからやること', '対応策', '改善対応'],
    'lessons-learned': ['教訓', '振り返り', '学び', '反省点', 'うまくいったこと', 'うまくいかなかったこと', 'よかった点', '良かった点'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: '概要', impact: '影響', timeline: 'タイムライン', detection: '検知', resolution: '復旧',
    'root-cause': '原因', 'corrective-actions': '再発防止策', 'lessons-learned': '教訓',
  },
  sectionLabels: {
    summary: '概要', impact: '影響', timeline: 'タイムライン', detection: '検知', resolution: '復旧',
    'root-cause': '原因', 'corrective-actions': '再発防止策', 'lessons-learned': '教訓',
  },
  placeholders: ['未定', '未記入', '記載予定', '追記予定', '後日追記', '後日記載', '執筆中', '作成中', '準備中', '追って記載します', '追って記載', '追ってご報告します', '後日ご報告します'],
  weakSectionNames: [],

  markers: [],
  script: 'kana',

  // "2025年4月14日（月）", "4月14日 月曜日": one letter only in parentheses (time/cjk.ts).
  weekdays: {
    月曜日: 1, 火曜日: 2, 水曜日: 3, 木曜日: 4, 金曜日: 5, 土曜日: 6, 日曜日: 7,
    月曜: 1, 火曜: 2, 水曜: 3, 木曜: 4, 金曜: 5, 土曜: 6, 日曜: 7,
    月: 1, 火: 2, 水: 3, 木: 4, 金: 5, 土: 6, 日: 7,
  },
  weekdayNames: ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'],

  rangeJoins: ['〜', '～', 'から'],
  zoneSentenceNouns: ['時刻', '日時', '時間'],
  zoneLabels: ['タイムゾーン', '基準時刻', '時刻の基準', '時刻表記', '記載時刻', '時刻'],
  zoneSentenceWords: ['は', 'すべて', '全て', 'いずれも', '全部'],
  zoneSentenceLeads: ['すべての', '全ての', '以下の', '本文中の', '文中の', '本書の', '本文書の', '本報告書の', '本報告の', '本ページの', '記載の', '上記の', '記事中の', '記事内の', '本記事の', '本稿の', 'この記事の', 'この資料の', '本資料の', 'このページの', 'このレポートの', '本レポートの'],
  updateStampWords: ['投稿', '投稿日時', '更新', '更新日時'],
  updateWords: ['更新', 'アップデート'],
  maintenanceTitles: ['メンテナンスに伴う', 'システムメンテナンス', 'メンテナンスのお知らせ', 'メンテナンス実施のお知らせ', 'メンテナンス予定', '定期メンテナンス', '計画メンテナンス'],
  otherDocumentTitles: ['チェックリスト', '引き継ぎ', '対応ガイド', '障害対応ガイド', 'エスカレーション手順', '対応手順', '当番表', 'サービスレベル', 'サービス品質保証', '一覧', '障害履歴', '過去の障害', '稼働報告', '月次報告', '週次報告', '稼働実績', '実施要領', '手順書', '運用手順', 'ガイドライン', '年次報告', '年間統計', 'セキュリティアドバイザリ', '注意喚起', 'リリースノート', 'リリース情報', '更新履歴', 'ハンドブック', '対応フロー', '障害対応フロー', 'インシデント対応フロー', '運用ルール', '運用ガイド', 'オンコールガイド', '当番ガイド', '重大度定義', '重要度定義', '障害レベル定義', '変更凍結', 'チェンジフリーズ', '四半期報告', 'テンプレート：', '報告書テンプレート', '障害報告テンプレート', 'リリースカレンダー', 'リリース予定', 'リリース日程', 'よくある質問', '定例会', '障害情報・メンテナンス情報', 'メンテナンス情報', '障害・メンテナンス情報'],
  timeHeaders: ['時刻', '日時', '時間', '発生時刻', '発生日時'],
  dateHeaders: ['日付'],
  incidentDateLabels: ['発生日', '発生日時', '障害発生日', '障害発生日時', '発生日付'],
  localTimeWords: ['現地時間', '現地'],

  milestones: {
    // "発生" (occurred) alone also names what a cause entry found ("設定変更によりリークが発生"): only with the incident's noun.
    start: ['障害発生', '障害が発生', 'エラー発生', 'エラーが発生', '事象発生', '事象が発生', '不具合発生', '不具合が発生', '影響開始', '出始め'],
    // "発報", "発火" alone: an alarm going off, whatever stands between it and the alert's name ("アラート `LatencyHigh` が発報").
    detected: ['検知', '発報', '発火', 'アラート発生', 'アラートが発生', 'アラート受信', 'アラートを受信', 'でアラート', 'アラート通知', 'アラートを検出'],
    acknowledged: [],
    mitigated: ['暫定対応完了', '切り戻し完了', 'ロールバック完了', '切り戻しが完了', 'ロールバックが完了'],
    resolved: ['復旧', '解消', '正常化', '回復', '解決済み', '解決済'],
  },
  // Written just before the word: "未復旧", "一部復旧" (partly), "暫定復旧" (provisionally), "再度発生" (again).
  monitoringLabels: ['監視中', '経過観察中'],
  milestoneNegations: ['未', 'まだ', '再度', '一部', '部分的に', '一時的に', '暫定'],
  milestoneNegationsAfter: [
    'せず', 'しない', 'しなかった', 'していない', 'しておらず', 'しません', 'していません', 'できず', 'できない', 'できなかった', 'できるか',
    'されず', 'されない', 'されていない', 'しつつ', 'し始め', 'を試', 'を開始', '開始', 'に向け', 'のため', 'するため', 'させるため', 'を待', '待ち',
    '中', '作業', '手順', '対応', '方法', '見込み', '予定', '目処', 'の目処', 'めど', '傾向', '確認中', '漏れ', '遅れ', 'の遅れ', '可能性', 'の可能性',
    '箇所', '源', '原因', '条件', '状況', '頻度', '率', '件数', '時刻',
    // A point of reference, not the event: "障害発生時" (when it occurred), "復旧後" (after), "障害発生から" (since).
    '時', '後', '前', '以降', '以前', 'の際', 'から', 'より',
    // Said not to have happened: "アラート発報なし".
    'なし', 'はなく', 'もなく',
    // Announced, not happening: "ステータスページに障害発生を掲載".
    'を掲載', 'の掲載',
  ],
  milestoneIntentWords: [],
  keyEventLabels: {
    start: ['発生日時', '発生時刻', '障害発生日時', '障害発生時刻', '障害発生'],
    detected: ['検知日時', '検知時刻', '障害検知日時', '障害検知'],
    acknowledged: [],
    mitigated: [],
    resolved: ['復旧日時', '復旧時刻', '障害復旧日時', '障害復旧', '復旧完了'],
  },

  durationUnits: {
    second: ['秒', '秒間'],
    minute: ['分', '分間'],
    hour: ['時間'],
    day: ['日間'],
  },
  durationQualifiers: {
    approx: ['約', 'およそ', 'おおよそ', '概ね', 'ほぼ'],
    min: ['最低'],
    max: ['最大', '最長'],
  },
  durationQualifiersAfter: {
    approx: ['程度', 'ほど', '前後'],
    min: ['以上', '強', '超'],
    max: ['以内', '未満', '弱'],
  },
  halfWords: ['半'],
  // Before the duration, with a link ("障害は約2時間"); after it, with one ("約2時間の障害", "約2時間にわたり停止").
  // "決済ができない状態が約40分間続きました": a state of not being able to use the service.
  outageWords: ['障害', '停止', 'サービス停止', '中断', '不通', 'できない状態', 'できない状況', '使えない状態', '使えない状況'],
  durationLinks: ['は', 'が', '時間は', '期間は'],
  outageAfter: ['障害', '停止', 'サービス停止', '中断', '不通', '利用できな', 'ご利用いただけな', 'アクセスできな', '接続できな'],
  outageAdjectives: [],
  outageAfterLinks: ['の', 'にわたり', 'にわたって', 'にわたる', 'の間', '間', 'もの'],
  // "2時間後" (later), "30分ごと" (every), "約5分で検知" (detected within): not how long the outage lasted.
  offsetAfter: ['後', '前', 'ごと', 'おき', '毎', '経過', 'で'],
  metricLabels: {
    detect: ['検知までの時間'],
    mitigate: [],
    resolve: ['復旧までの時間', '復旧時間'],
    impact: ['停止時間', '障害時間', '影響時間', '障害継続時間', '影響期間', '停止期間', 'ダウンタイム', '停止時間は', '障害時間は', '影響時間は'],
  },

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['お客様向け', '公開', '対外'],
  outageVerbs: [],
  fractionWords: {},
  durationDifferenceWords: ['延長', '延長し', '遅延し', '遅れ', '超過'],
  durationDelayWords: ['遅れ', '遅延して', '遅れて', 'の延長', '延長', 'の超過', '超過', 'オーバー'],
  durationContrastWords: ['ではなく'],
  messages: JA_MESSAGES,
  modifiedLabels: ['最終更新', '最終更新日', '最終更新日時'],
};
