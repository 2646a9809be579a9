/**
 * Section names per kind and locale. Data, not code: matching lives in model/sections.ts.
 * Names are compared after normalisation (lower case, curly quotes straightened, spaces collapsed).
 */
import type { SectionKind } from '../types.js';

export type SectionCatalog = Record<Exclude<SectionKind, 'other'>, Record<string, string[]>>;

export const SECTION_NAMES: SectionCatalog = {
  summary: {
    en: ['summary', 'executive summary', 'incident summary', 'issue summary', 'overview', 'tl;dr', 'tldr', 'what happened', 'description', 'background'],
    fr: ['résumé', 'synthèse', 'en bref', "voici ce qu'il s'est passé", "ce qui s'est passé", 'description'],
    ja: ['概要', '障害の内容', '事象'],
  },
  impact: {
    en: ['impact', 'business impact', 'customer impact', 'user impact', 'incident impact', 'components impacted', 'affected components', 'affected services', 'affected systems', 'scope of impact', 'blast radius', 'who was affected'],
    fr: ['impact', 'impacts', 'impact client', 'services affectés', 'services impactés', 'composants impactés', 'conséquences'],
    ja: ['影響範囲', '影響', '影響を受けた機能'],
  },
  timeline: {
    en: ['timeline', 'timeline of events', 'detailed timeline', 'incident timeline', 'chronology', 'chronology of events', 'schedule of events', 'sequence of events', 'time line', 'event log'],
    fr: ['chronologie', 'chronologie des événements', 'déroulement', "déroulé de l'incident", 'calendrier des événements'],
    ja: ['タイムライン', '経緯', '時系列'],
  },
  detection: {
    en: ['detection', 'how we detected', 'how was it detected', 'alerting'],
    fr: ['détection'],
    ja: ['検知'],
  },
  resolution: {
    en: ['resolution', 'resolution and recovery', 'recovery', 'mitigation', 'remediation', 'response', 'how we fixed it', 'fix'],
    fr: ['résolution', 'rétablissement', 'atténuation', 'remédiation'],
    ja: ['復旧方法', '復旧', '対応'],
  },
  'root-cause': {
    en: ['root cause', 'root causes', 'root cause analysis', 'cause', 'causes', 'contributing factors', 'why it happened', 'what went wrong technically', 'trigger and root cause', 'technical details'],
    fr: ['cause première', 'cause racine', 'causes racines', 'cause', 'causes', "pourquoi cela s'est-il produit ?", 'analyse des causes', 'origine du problème'],
    ja: ['原因', '根本原因'],
  },
  'corrective-actions': {
    en: ['corrective actions', 'corrective and preventative measures', 'corrective and preventive measures', 'action items', 'actions', 'follow-up actions', 'follow-ups', 'follow up', 'next steps', 'preventative actions', 'preventive actions', 'preventative measures', 'preventive measures', 'prevention', 'remediation items', 'improvements', 'future work', 'what we are doing about it', "what we're doing", 'action plan'],
    fr: ['actions correctives', 'mesures correctives', 'plan d\'action', 'actions', 'prochaines étapes', 'mesures préventives', "qu'avez-vous fait pour y remédier ?", 'comment y avons-nous remédié ?', 'prévention'],
    ja: ['再発防止策', '今後の対応', '対策'],
  },
  'lessons-learned': {
    en: ['lessons learned', 'lessons learnt', 'lessons', 'learnings', 'what went well', 'what went wrong', 'where we got lucky', 'takeaways', 'insights'],
    fr: ['leçons retenues', 'leçons apprises', 'enseignements', 'retour d\'expérience'],
    ja: ['教訓', '振り返り'],
  },
};

/** What each section should contain — shown in hovers and completion details. */
export const SECTION_PURPOSE: Record<SectionKind, string> = {
  summary: 'A short account of what happened, for readers who stop here.',
  impact: 'Who and what was affected, for how long, and how badly (users, requests, revenue, data).',
  timeline: 'The events in order, each with a UTC time (and the date when it changes).',
  detection: 'How and when the problem was noticed, and how long that took.',
  resolution: 'What was done to mitigate and resolve the incident.',
  'root-cause': 'Why it happened: the technical cause and the conditions that allowed it.',
  'corrective-actions': 'What will change so it does not happen again: each action with an owner and a tracking reference.',
  'lessons-learned': 'What went well, what went wrong, where we got lucky.',
  other: 'A section the postmortem model does not classify.',
};

/** The heading inserted by fixes and completion, per locale. */
export const SECTION_HEADING: Record<string, Record<Exclude<SectionKind, 'other'>, string>> = {
  en: {
    summary: 'Summary', impact: 'Impact', timeline: 'Timeline', detection: 'Detection', resolution: 'Resolution',
    'root-cause': 'Root Cause', 'corrective-actions': 'Corrective Actions', 'lessons-learned': 'Lessons Learned',
  },
  fr: {
    summary: 'Résumé', impact: 'Impact', timeline: 'Chronologie', detection: 'Détection', resolution: 'Résolution',
    'root-cause': 'Cause première', 'corrective-actions': 'Actions correctives', 'lessons-learned': 'Leçons retenues',
  },
};

/** The order templates put sections in; used to place inserted headings. */
export const SECTION_ORDER: SectionKind[] = [
  'summary', 'impact', 'timeline', 'detection', 'resolution', 'root-cause', 'corrective-actions', 'lessons-learned',
];
