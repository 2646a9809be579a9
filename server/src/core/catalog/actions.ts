/** Words for action items: verbs an item may start with, owner and status markers. Data only. */

/** Imperative verbs (English) an action item starts with: "Add", "Document", "Investigate". */
export const ACTION_VERBS_EN = (
  'accept act add address adjust adopt agree align alert allow analyse analyze announce apply archive ask assess assign attempt audit automate avoid back backfill backport block bring build bump '
  + 'cache calculate cap capture change check clarify clean cleanup clear close collect combine communicate compare configure confirm consider consolidate contact continue convert coordinate copy correct create '
  + 'deactivate debug decide decommission deduplicate define delete deploy deprecate design detect determine develop disable discuss document double-check draft drop dry-run '
  + 'educate eliminate email enable encrypt enforce enhance ensure escalate establish estimate evaluate examine expand experiment explore expose extend extract '
  + 'figure file filter finalize finalise find fix flag follow force fork formalize formalise '
  + 'gate gather generate get give go guard handle harden hire hold host identify implement import improve include increase inform inspect install instrument integrate introduce investigate isolate '
  + 'keep kill label launch learn leverage limit link list load lock log look lower maintain make manage map mark measure merge migrate minimize mitigate modify monitor move '
  + 'notify observe obtain open optimize optimise organize organise page patch pause perform pin plan point populate port post prepare prevent prioritize prioritise probe produce profile promote propose protect prototype provide prune publish purge push '
  + 'query raise rate-limit re-enable reach read rebuild receive recheck record recover redesign reduce refactor refine reflect register reintroduce release remind remove rename reorganize repair replace replicate report reproduce request require reroute research reset resize resolve restore restrict restructure resume retire retry return revert review revise revisit revoke rework rewrite roll rollout rotate route run '
  + 'sanitize scale schedule scope secure seek send separate set setup share ship shorten show shrink simplify simulate size skip snapshot spike split standardize standardise start stop store streamline strengthen submit subscribe supervise support switch sync synchronize '
  + 'alarm backup reject deny forbid prohibit cover distribute expire explain fill hook lift mirror refresh reload reboot restart retain rerun shard spread stage sunset swap throttle transition upstream vet wire wrap '
  + 'tag take talk teach tell test tighten time track train transfer translate triage trigger tune turn unblock uninstall unify unpin update upgrade upload use validate verify version watch widen work write'
).split(' ');

/** French infinitives and the nouns French action items often start with ("Ajout de…", "Mise en place…"). */
export const ACTION_VERBS_FR = (
  'ajouter adapter améliorer analyser archiver auditer automatiser augmenter bloquer changer configurer consolider contacter corriger créer définir déployer désactiver documenter '
  + 'durcir écrire établir étudier évaluer examiner externaliser faire finaliser former formaliser identifier implémenter informer installer intégrer investiguer isoler lancer limiter '
  + 'mesurer mettre migrer modifier monitorer nettoyer notifier optimiser organiser planifier prévenir prévoir publier réduire refactorer relancer remplacer réparer répliquer revoir '
  + 'sauvegarder sécuriser simplifier suivre supprimer superviser surveiller tester tracer utiliser valider vérifier '
  + 'ajout amélioration analyse audit automatisation création correction définition déploiement documentation étude évaluation formalisation '
  + 'implémentation installation intégration migration mise mises modification optimisation refonte remplacement revue suppression supervision surveillance suivi test tests vérification'
).split(' ');

/** Words that, within an item's first words, make it an action even when it does not start with a verb ("All jobs should run …"). */
export const ACTION_MODALS = ['should', 'must', 'will', 'shall', 'needs', 'need to', 'has to', 'have to', 'is to be', 'are to be', 'was to be', 'were to be', 'has', 'have', 'doit', 'doivent', 'devra', 'devront', 'faut'];

/** Words that lead into a verb and still make an action: "We will add", "We should consider", "Nous allons ajouter". */
export const ACTION_LEADS = [
  'we will', 'we\'ll', 'we shall', 'we are going to', 'we\'re going to', 'we plan to', 'we intend to', 'we need to', 'we must', 'we should', 'we have', 'we\'ve', 'we are', 'we\'re', 'we',
  'the team will', 'team to', 'need to', 'to', 'must', 'should', 'will',
  'nous allons', 'nous devons', 'nous avons', 'nous', 'il faut', 'on va', 'on doit',
];

/** Markers of a done item. */
export const DONE_MARKERS = ['[x]', '✅', '✔', '☑', 'done', 'completed', 'complete', 'fixed', 'resolved', 'closed', 'merged', 'shipped', 'terminé', 'fait', 'fini', 'réalisé'];
/** Markers of an open item (a status that is not done). */
export const OPEN_MARKERS = ['[ ]', 'todo', 'to do', 'in progress', 'doing', 'open', 'planned', 'pending', 'not started', 'wip', 'à faire', 'en cours', 'prévu'];

/** Table headers that name the owner / the tracking reference or due date / the status column. */
export const OWNER_HEADERS = ['owner', 'owners', 'assignee', 'assigned to', 'who', 'dri', 'responsible', 'responsable', 'porteur', 'propriétaire'];
export const TRACKING_HEADERS = ['bug', 'issue', 'ticket', 'tracking', 'link', 'links', 'pr', 'jira', 'due', 'due date', 'deadline', 'eta', 'target date', 'échéance', 'date'];
export const STATUS_HEADERS = ['status', 'state', 'statut', 'état', 'done'];
