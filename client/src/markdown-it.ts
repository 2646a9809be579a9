/**
 * The timeline card of VS Code's built-in Markdown preview: a markdown-it plugin. VS Code hands our
 * `extendMarkdownIt` its markdown-it instance; this plugin adds one token in front of the document's
 * tokens, and at render time that token becomes the timeline card when the document is a postmortem
 * (the language server's verdict: front matter, the `files` globs, or two marker sections).
 *
 * Pure: no vscode API (the host passes settings in through `MarkdownPreviewHost`), so it runs in tests
 * with markdown-it itself. The card is the timeline renderer's body (`preview/render.ts`): every piece
 * of document text is escaped there, bidi and control characters are shown as code points, inline
 * Markdown is capped. It holds no script and no remote resource; the contributed stylesheet
 * (`client/media/markdown-preview.css`) styles it.
 */
import { Analyzer } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG, mergeConfig, type Config } from '../../server/src/core/config.js';
import { ALL_RULES } from '../../server/src/core/rules/index.js';
import { postmortemReason } from '../../server/src/core/features/detect.js';
import { timelineView } from '../../server/src/core/view.js';
import type { AnalysisResult, TimelineView } from '../../server/src/core/types.js';
import { renderTimelineBody, type PreviewStrings } from '../../preview/render.js';

/** `postmortem.markdownPreview.timeline`: the card above the document, or none. */
export type CardPlacement = 'above' | 'off';

/** What the plugin asks its host, per render (the host reads the editor settings for that document). */
export interface MarkdownPreviewHost {
  /** Where the card goes for this document (markdown-it's `env`: VS Code puts `currentDocument` there). */
  placement(env: unknown): CardPlacement;
  /**
   * The document's `postmortem` settings (locale, section names, zones…): merged over the defaults as
   * the language server merges them. The `.postmortemrc.json` files are the server's to read.
   */
  settings?(env: unknown): unknown;
  /** The document's path matches the `files` globs. Default: no. */
  pathMatches?(env: unknown): boolean;
  /** UI strings (localised by the host). */
  strings?(): Partial<PreviewStrings>;
  /** `postmortem.preview.longGapMinutes`. */
  longGapMinutes?(env: unknown): number;
}

/** Documents larger than this get no card: the analysis would hold the preview's render. */
export const MAX_CARD_CHARS = 1_000_000;

export const TOKEN_TYPE = 'postmortem_timeline';

/** The part of markdown-it's API this plugin uses (VS Code bundles markdown-it; we do not depend on it). */
export interface MarkdownItLike {
  core: { ruler: { push(name: string, rule: (state: CoreStateLike) => void): void } };
  renderer: { rules: Record<string, ((tokens: TokenLike[], idx: number, options: unknown, env: unknown, self: unknown) => string) | undefined> };
}
interface TokenLike { type: string; meta: unknown; block: boolean }
interface CoreStateLike {
  src: string;
  env: unknown;
  inlineMode: boolean;
  tokens: TokenLike[];
  Token: new (type: string, tag: string, nesting: number) => TokenLike;
}

/** The analyzers of the last few documents rendered: a keystroke re-parses only the blocks it changed. */
class Analyses {
  private readonly byDoc = new Map<string, { analyzer: Analyzer; config: Config; text?: string; result?: AnalysisResult }>();
  constructor(private readonly size = 4) {}

  get(key: string, text: string, config: Config): AnalysisResult {
    let slot = this.byDoc.get(key);
    if (slot && slot.config !== config) { slot.analyzer.setConfig(config); slot.config = config; slot.text = undefined; }
    if (!slot) slot = { analyzer: new Analyzer(config), config };
    this.byDoc.delete(key);
    this.byDoc.set(key, slot);
    while (this.byDoc.size > this.size) this.byDoc.delete(this.byDoc.keys().next().value!);
    if (slot.text !== text || !slot.result) { slot.result = slot.analyzer.analyze(text); slot.text = text; }
    return slot.result;
  }
}

const RULE_IDS = ALL_RULES.map((r) => r.meta.id);

/** Settings → Config, the same object while the settings are the same (so the analyzers are kept). */
class Configs {
  private last: { key: string; config: Config } | undefined;
  get(settings: unknown): Config {
    if (settings === undefined || settings === null) return DEFAULT_CONFIG;
    const key = JSON.stringify(settings);
    if (this.last?.key !== key) this.last = { key, config: mergeConfig(DEFAULT_CONFIG, pick(settings), RULE_IDS).config };
    return this.last.config;
  }
}

/** The settings that are config keys (the editor-only ones, like this card's, are not). */
function pick(settings: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof settings !== 'object' || settings === null) return out;
  const s = settings as Record<string, unknown>;
  for (const k of Object.keys(DEFAULT_CONFIG)) if (s[k] !== undefined && s[k] !== null) out[k] = s[k];
  return out;
}

function documentKey(env: unknown): string {
  const doc = (env as { currentDocument?: unknown } | null | undefined)?.currentDocument;
  return doc === undefined || doc === null ? '' : String(doc);
}

/**
 * The card's view: the timeline and its figures, without lint problems — the built-in preview is for
 * reading (and exporting) the document; problems stay in the editor and in our own preview.
 */
export function cardView(result: AnalysisResult): TimelineView {
  const view = timelineView(result);
  const card: TimelineView = { ...view, entries: view.entries.map((e) => ({ ...e, problems: [] })), problems: [] };
  delete card.groups;
  return card;
}

/** The card's HTML for a document, or '' when it is not a postmortem. */
export function renderCard(text: string, env: unknown, host: MarkdownPreviewHost, analyses = new Analyses(), configs = new Configs()): string {
  if (text.length > MAX_CARD_CHARS) return '';
  const config = configs.get(host.settings?.(env));
  const result = analyses.get(documentKey(env), text, config);
  if (!postmortemReason(result.model, host.pathMatches?.(env) ?? false)) return '';
  const body = renderTimelineBody(cardView(result), { strings: host.strings?.() ?? {}, longGapMinutes: host.longGapMinutes?.(env) ?? 60 });
  return `<section class="pm-md">\n${body}\n</section>\n`;
}

/** Adds the timeline card to a markdown-it instance; returns it (what `extendMarkdownIt` returns). */
export function postmortemMarkdownIt<T extends MarkdownItLike>(md: T, host: MarkdownPreviewHost): T {
  const analyses = new Analyses();
  const configs = new Configs();
  md.core.ruler.push(TOKEN_TYPE, (state) => {
    // renderInline (one line of Markdown elsewhere in VS Code) is never a document.
    if (state.inlineMode || host.placement(state.env) === 'off') return;
    const token = new state.Token(TOKEN_TYPE, 'section', 0);
    token.block = true;
    token.meta = { src: state.src };
    state.tokens.unshift(token);
  });
  // The analysis runs when the preview renders, not on every parse (VS Code also parses documents
  // for its Markdown outline, folding and links).
  md.renderer.rules[TOKEN_TYPE] = (tokens, idx, _options, env) => {
    const src = (tokens[idx]?.meta as { src?: unknown } | undefined)?.src;
    return typeof src === 'string' ? renderCard(src, env, host, analyses, configs) : '';
  };
  return md;
}
