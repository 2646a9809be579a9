/** French: every word the analysis core reads for French text. Data only (see locale/types.ts). */
import { FR_MESSAGES } from './messages/fr.js';
import type { LocaleWords } from './types.js';

const SYSTEM = 'Décrivez les conditions qui ont rendu l’erreur possible (garde-fou absent, procédure peu claire, outil ambigu).';
const SYSTEM_SHORT = 'Décrivez les conditions qui ont rendu l’erreur possible.';
const TRAIT = 'Décrivez l’action et le garde-fou qui manquait, pas un trait de la personne.';
const FAULT = 'Décrivez les facteurs qui ont contribué à l’incident plutôt qu’une faute.';

export const fr: LocaleWords = {
  id: 'fr',

  sections: {
    summary: ['résumé', 'synthèse', 'en bref', "voici ce qu'il s'est passé", "ce qui s'est passé", 'description', 'que s\'est-il passé'],
    impact: ['impact', 'impacts', 'impact client', 'services affectés', 'services impactés', 'composants impactés', 'conséquences', 'qui a été touché', 'qui a été affecté', 'incidence sur la clientèle', 'incidence sur les clients', 'incidences'],
    timeline: ['chronologie', 'chronologie des événements', 'déroulement', "déroulé de l'incident", 'calendrier des événements', 'déroulé', 'heure par heure'],
    detection: ['détection'],
    resolution: ['résolution', 'rétablissement', 'atténuation', 'remédiation'],
    'root-cause': ['cause première', 'cause racine', 'causes racines', 'cause', 'causes', "pourquoi cela s'est-il produit ?", 'analyse des causes', 'origine du problème', 'pourquoi est-ce arrivé', 'pourquoi cela est-il arrivé', 'pourquoi'],
    'corrective-actions': ['actions correctives', 'mesures correctives', 'plan d\'action', 'actions', 'prochaines étapes', 'mesures préventives', "qu'avez-vous fait pour y remédier ?", 'comment y avons-nous remédié ?', 'prévention', 'ce que nous allons faire', 'ce que nous changeons', 'plan d\'actions', 'plan d’actions', 'mesures', 'mesures à prendre', 'que faisons-nous pour que cela ne se reproduise pas', 'pour que cela ne se reproduise pas', 'que faisons-nous'],
    'lessons-learned': ['leçons retenues', 'leçons apprises', 'enseignements', 'retour d\'expérience'],
  },
  headings: {
    summary: 'Résumé', impact: 'Impact', timeline: 'Chronologie', detection: 'Détection', resolution: 'Résolution',
    'root-cause': 'Cause première', 'corrective-actions': 'Actions correctives', 'lessons-learned': 'Leçons retenues',
  },
  sectionLabels: {
    impact: 'impact', 'root-cause': 'cause première', 'corrective-actions': 'actions correctives', timeline: 'chronologie', summary: 'résumé',
    detection: 'détection', resolution: 'résolution', 'lessons-learned': 'leçons retenues',
  },
  placeholders: ['à compléter', 'à venir'],
  placeholderWhen: ['après', 'lors', 'dès', "d'ici", 'une fois', 'suite', 'en attente'],
  exactSectionNames: ['mesures', 'incidences', 'pourquoi'],
  weakSectionNames: ['description', 'actions', 'cause', 'causes', 'impact', 'impacts', 'en bref', 'prévention', 'conséquences', 'résumé',
    'détection', 'chronologie', 'déroulement', 'déroulé'],

  markers: ['le', 'la', 'les', 'des', 'et', 'est', 'une', 'nous', 'pour', 'dans', 'sur', 'été', 'qui', 'du', 'au'],
  // French words that Spanish, Portuguese or Italian list too: they do not tell those languages from French.
  sharedMarkers: ['de', 'en', 'que', 'un', 'se', 'il', 'par'],

  months: {
    janvier: 1, janv: 1, février: 2, fevrier: 2, févr: 2, fevr: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6,
    juillet: 7, juil: 7, août: 8, aout: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12, decembre: 12, déc: 12,
  },
  weekdays: { lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6, dimanche: 7 },
  localWeekdays: {},
  parenWeekdays: {},
  weekdayNames: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  dateArticles: ['le'],
  ordinalSuffixes: [],
  firstDay: ['1er'],
  dayMonthLinks: [],
  monthYearLinks: [],

  rangeJoins: ['à', 'a', 'et', 'jusqu\'à', 'jusqu’à'],
  rangeApprox: ['environ'],
  hourLeads: ['à', 'vers', 'après', 'avant', 'dès', 'de', 'entre', 'et', 'jusqu\'à', 'jusqu’à'],
  windowDateLinks: [],
  conversionAfterComma: [],
  conversionWords: ['soit'],
  dateTimeLinks: ['à'],
  clockLengthLeads: ['pendant', 'durant', 'environ', 'd\'environ', 'd’environ', 'durée de', 'durée totale de', 'une durée de', 'soit'],
  paragraphTimeLeads: ['à', 'vers', 'dès', 'le', 'peu après', 'aux alentours de'],
  timeWords: ['h', 'heures'],
  dottedTimeLeads: [],
  zoneSentenceNouns: ['heures'],
  zoneLabels: ['fuseau horaire', 'fuseau', 'référence horaire', 'heures', 'toutes les heures', 'horaire'],
  zoneSentenceWords: ['sont', 'exprimées', 'indiquées', 'données', 'de ce rapport', 'de ce document', 'du rapport', 'du document', 'dans ce rapport', 'dans ce document'],
  zoneSentencePrepositions: ['en'],
  updateStampWords: ['publié', 'mis à jour', 'publié le', 'mis à jour le'],
  updateWords: ['mise à jour', 'mise a jour', 'mises à jour'],
  maintenanceTitles: ['maintenance programmée', 'maintenance planifiée', 'opération de maintenance programmée', 'avis de maintenance'],
  otherDocumentTitles: ['niveau de service', "politique d'avoirs", 'conditions générales', 'historique des incidents', 'liste des incidents', 'incidents passés', 'processus de postmortem',
    "guide de l'astreinte", "guide d'astreinte", "manuel d'astreinte", "planning d'astreinte", "guide de l’astreinte", "guide d’astreinte", 'rapport mensuel', 'bilan mensuel',
    'rapport hebdomadaire', 'rapport trimestriel', 'bilan de fiabilité', 'rapport de disponibilité', 'notes de version', 'calendrier des changements', 'calendrier de maintenance', 'procédure de gestion des incidents', 'processus de gestion des incidents', 'politique de gestion des incidents', "déclaration d'accessibilité", 'politique de confidentialité'],
  timeHeaders: ['heure', 'horodatage', 'horaire', 'quand'],
  dateHeaders: ['jour'],
  localTimeWords: ['heure locale', 'locale', 'local'],

  milestones: {
    start: ['début de l\'incident', 'début de la panne', 'début de l\'impact', 'début de l’incident', 'début de l’impact', 'la panne commence', 'début de panne'],
    detected: ['détecté', 'détectée', 'détectés', 'détectées', 'alerte', 'première alerte', 'alerte déclenchée'],
    acknowledged: ['pris en charge', 'incident déclaré', 'prise en charge'],
    mitigated: ['atténué', 'atténuée', 'contourné', 'contournement appliqué', 'fin de l\'impact', 'fin de l’impact', 'retour arrière effectué', 'rollback effectué', 'atténués', 'atténuées'],
    resolved: [
      'résolu', 'résolue', 'rétabli', 'rétablie', 'rétablis', 'retour à la normale', 'fin de l\'incident', 'fin de l’incident', 'fin de la panne',
      'de nouveau entièrement fonctionnels', 'de nouveau fonctionnels', 'entièrement fonctionnels', 'résolus', 'résolues', 'rétablies', 'rétablissement complet', 'service rétabli', 'retour à la normale complet'],
  },
  milestoneNegations: ['pas', 'jamais', 'non', 'pas encore', 'avant d\'être', 'tenté d\'être'],
  milestoneIntentWords: [],
  milestoneFrontMatter: {
    start: ['début'],
    detected: ['détection'],
    acknowledged: [],
    mitigated: [],
    resolved: ['résolution'],
  },
  keyEventLabels: {
    start: ['date et heure', 'début', 'heure de début'],
    detected: ['détection', 'heure de détection'],
    acknowledged: [],
    mitigated: [],
    resolved: ['résolution', 'fin', 'heure de fin', 'heure de résolution'],
  },
  leadUpWords: ['fusionné', 'fusionnée', 'déployé', 'déployée', 'publié', 'publiée', 'planifié', 'planifiée', 'programmé', 'programmée', 'prévu', 'prévue', 'mis en production', 'mise en production'],
  windowDuringWords: ['pendant', 'durant', 'lorsque', 'quand'],
  measureWords: ['attente', 'délai', 'latence', 'temps de réponse'],
  lengthFromWords: ['à partir de', 'depuis', 'dès', 'à compter de'],
  lengthFromAfter: [],
  lengthFromLinks: ['à', 'vers'],
  windowChangeWords: ['déplacé', 'déplacée', 'décalé', 'décalée', 'avancé', 'avancée', 'reporté', 'reportée', 'modifié', 'modifiée'],
  mailHeaderLabels: ['de', 'à', 'cc', 'objet', 'envoyé'],
  incidentDayWords: ["jour de l'incident", 'le jour même'],
  leadUpNotes: ['sans impact à ce stade', "pas encore d'impact", 'aucun impact à ce stade'],
  partialWords: ['partiellement', 'en partie', 'majoritairement', 'la plupart'],
  impactWords: [
    'erreur', 'erreurs', 'échec', 'échoue', 'échouent', 'panne', 'pannes', 'indisponible', 'indisponibles', 'dégradé', 'dégradée', 'cassé', 'cassée',
    'supprimé', 'supprimée', 'arrêt', 'arrêté', 'problème', 'problèmes', 'impact', 'impacté', 'impactés', 'alerte', 'alertes', 'signalé', 'perte',
  ],
  pagingWords: ['alerté', 'alertée', 'alertés'],
  escalationWords: ['équipe', 'équipes', 'sécurité', 'direction', 'responsable', 'escalade', 'escaladé'],
  statusUpdateWords: ['passé à', 'passé en', 'mis à jour', 'statut'],
  monitoringLabels: ['surveillance'],
  outageObjectLeads: ['à cause de la', 'en raison de la', 'suite à la', 'pendant la', 'après la', 'depuis la'],
  outageCompoundHeads: [],
  incidentDateLabels: ['date', 'date de l\'incident', 'date de l’incident', 'jour de l\'incident', 'jour de l’incident', 'survenu le'],
  modifiedKeys: ['mis_à_jour', 'mis_a_jour', 'mise_à_jour', 'mise_a_jour', 'dernière_mise_à_jour', 'derniere_mise_a_jour'],
  modifiedLabels: ['dernière mise à jour', 'dernière modification'],

  durationUnits: {
    second: ['seconde', 'secondes', 's'],
    minute: ['minute', 'minutes', 'min', 'mn'],
    hour: ['heure', 'heures', 'h'],
    day: ['jour', 'jours'],
  },
  numberWords: {
    un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10, quinze: 15, vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
  },
  countWords: ['un', 'une'],
  durationQualifiers: {
    approx: ['environ', 'près de', 'à peu près', 'quasiment', 'presque'],
    min: ['plus de', 'au moins'],
    max: ['moins de', 'jusqu\'à', 'au plus'],
  },
  durationJoins: ['et'],
  halfWords: ['et demie', 'et demi'],
  fractionWords: { 'et quart': 0.25, 'et un quart': 0.25, 'trois quarts': 0.75 },
  durationDifferenceWords: ['prolongé de', 'prolongée de', 'retardé de', 'retardée de', 'dépassé de'],
  durationDelayWords: ['de retard', 'en retard', 'plus tard', "d'avance", 'en avance', 'de plus', 'de moins', 'de trop'],
  durationContrastWords: ['au lieu de', 'au lieu des'],
  outageWords: ['panne', 'indisponibilité', 'indisponible', 'indisponibles', 'incident', 'perturbation', 'coupure', 'dégradation', 'interrompu', 'interrompue', 'interrompus', 'interrompues', 'perturbé', 'perturbée', 'dégradé', 'dégradée', 'inaccessible', 'inaccessibles', 'hors service'],
  durationLinks: ['durant', 'pendant', 'de', 'd\'une durée de', 'sur', 'duré'],
  outageAfter: ['d\'indisponibilité', 'de panne', 'd\'interruption'],
  outageAdjectives: [],
  outageAfterLinks: [],
  conditionalWords: ['si', 'quand', 'lorsque', 'chaque', 'après', 'avant'],
  metricVerbs: {
    detect: ['détecté', 'détectée', 'détecter', 'repéré', 'repérée', 'remarqué', 'remarquée'],
    mitigate: ['atténué', 'atténuée', 'atténuer'],
    resolve: ['résolu', 'résolue', 'rétabli', 'rétablie', 'restauré', 'restaurée', 'corrigé', 'corrigée', 'résoudre', 'rétablir', 'restaurer', 'corriger'],
  },
  metricVerbLinks: ['après', 'en', 'sous'],
  metricTookWords: ['a fallu', 'il a fallu', 'il nous a fallu', 'a pris', 'ont fallu'],
  metricTookLinks: ['pour'],
  metricObjects: ['le', 'la', 'l', 'les', 'l’', 'incident', 'problème', 'service', 'services', 'site', 'plateforme', 'complètement', 'entièrement', 'tout',
    'été', 'a', 'ont', 'avons', 'nous', 'il', 'elle'],
  metricAgentWords: ['par'],
  alertNouns: ['alerte', 'alertes', 'alarme', 'alarmes', 'sonde', 'sondes'],
  alertFireVerbs: [],
  outageVerbs: [],
  offsetAfter: [],
  goalWords: ['si', 'devrait', 'devrions', 'doit', 'devons', 'objectif', 'cible', 'habituellement', 'généralement', 'en moyenne', 'chaque'],
  metricLabels: {
    detect: ['détection en', 'délai de détection', 'temps de détection'],
    mitigate: ['délai de mitigation'],
    resolve: ['délai de résolution', 'temps de résolution', 'délai de rétablissement', 'temps de rétablissement'],
    impact: ['durée', 'durée de l\'incident', 'durée de l\'interruption'],
  },

  blame: [
    { phrase: 'erreur humaine', suggestion: SYSTEM },
    { phrase: 'erreur de l’opérateur', suggestion: SYSTEM_SHORT },
    { phrase: 'erreur de l\'opérateur', suggestion: SYSTEM_SHORT },
    { phrase: 'négligence', suggestion: TRAIT },
    { phrase: 'négligent', suggestion: TRAIT },
    { phrase: 'imprudence', suggestion: TRAIT },
    { phrase: 'étourderie', suggestion: TRAIT },
    { phrase: 'par la faute de', suggestion: FAULT },
    { phrase: 'la faute de', suggestion: FAULT },
    { phrase: 'sa faute', suggestion: FAULT },
    { phrase: 'leur faute', suggestion: FAULT },
    { phrase: 'notre faute', suggestion: FAULT },
  ],
  hindsight: {
    subjects: ['il', 'elle', 'ils', 'elles', 'on', 'nous', 'vous', 'je', 'j\'', 'l\'opérateur', 'l\'ingénieur', 'le développeur', 'l\'équipe', 'quelqu\'un'],
    verbs: ['aurait dû', 'auraient dû', 'aurais dû', 'aurions dû', 'auriez dû', 'aurait pu', 'auraient pu', 'n\'aurait pas dû', 'n\'auraient pas dû'],
    suggestion: 'Décrivez ce que la personne savait et pourquoi l’action semblait raisonnable, puis le garde-fou qui manquait.',
  },
  personCauseNouns: [],
  personCauseLinks: ['à cause de', 'causé par', 'causée par', 'la faute de'],
  blameCompounds: [],

  summaryTitles: ['résumé', 'synthèse', 'en bref', 'que s\'est-il passé', 'ce qui s\'est passé', 'voici ce qu\'il s\'est passé'],
  impactStatements: ['affecté', 'affectés', 'affectées', 'impact', 'indisponible', 'indisponibilité', 'panne', 'interruption', 'perturbation', 'dégradé', 'erreurs', 'utilisateurs', 'clients'],
  actionSectionTitles: ['remédiation', 'remédiations'],
  causeSectionTitles: ['ce qui n\'a pas fonctionné', 'ce qui n’a pas fonctionné', 'ce qui s\'est mal passé', 'ce qui s’est mal passé'],
  causeStatements: ['causé par', 'causée par', 'en raison', 'à cause', 'dû à', 'due à', 'la cause', 'provoqué par', 'provoquée par'],
  commitmentStatements: ['nous allons', 'nous devons', 'nous prévoyons', 'il faut', 'à l\'avenir', 'nous ajouterons', 'nous mettrons'],
  preventionStatements: ['pour éviter que', "afin d'éviter que", 'pour éviter toute récidive', 'pour que cela ne se reproduise', 'ne se reproduise plus', 'pour prévenir'],
  actionLabels: ['action corrective', 'à faire', 'todo'],
  actionVerbs: (
    'ajouter adapter améliorer analyser archiver auditer automatiser augmenter bloquer changer configurer consolider contacter corriger créer définir déployer désactiver documenter '
    + 'durcir écrire établir étudier évaluer examiner externaliser faire finaliser former formaliser identifier implémenter informer installer intégrer investiguer isoler lancer limiter '
    + 'mesurer mettre migrer modifier monitorer nettoyer notifier optimiser organiser planifier prévenir prévoir publier réduire refactorer relancer remplacer réparer répliquer revoir '
    + 'sauvegarder sécuriser simplifier suivre supprimer superviser surveiller tester tracer utiliser valider vérifier '
    + 'ajout amélioration analyse audit automatisation création correction définition déploiement documentation étude évaluation formalisation '
    + 'implémentation installation intégration migration mise mises modification optimisation refonte remplacement revue suppression supervision surveillance suivi test tests vérification'
  ).split(' '),
  actionModals: ['doit', 'doivent', 'devra', 'devront', 'faut'],
  actionLeads: ['nous allons', 'nous devons', 'nous avons', 'nous', 'il faut', 'on va', 'on doit'],
  actionNonStarts: [
    'le', 'la', 'les', 'un', 'une', 'des', 'du', 'plus', 'moins', 'davantage', 'meilleur', 'meilleure', 'meilleurs', 'meilleures',
    'nouveau', 'nouvelle', 'nouveaux', 'nouvelles', 'une meilleure', 'amélioration',
  ],
  doneMarkers: ['terminé', 'fait', 'fini', 'réalisé'],
  openMarkers: ['à faire', 'en cours', 'prévu'],
  ownerHeaders: ['responsable', 'porteur', 'propriétaire'],
  // "date" is French as well as English; listed here, after "échéance", where the table has it.
  trackingHeaders: ['échéance', 'date'],
  statusHeaders: ['statut', 'état'],
  nothingWords: ['aucun', 'aucune', 'rien', 'néant'],

  messages: FR_MESSAGES,
};
