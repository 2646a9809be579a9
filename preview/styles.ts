/**
 * The timeline's CSS, declared once. The layout reads `--pm-*` custom properties; two themes map them:
 * the standalone page (light/dark via prefers-color-scheme) and the webview (VS Code theme variables,
 * so light, dark and high-contrast themes all apply). `client/media/preview.css` is generated from
 * WEBVIEW_THEME_CSS + TIMELINE_CSS by `scripts/gen-manifest.mjs` (a test keeps it in sync).
 */

export const TIMELINE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--pm-bg); color: var(--pm-fg); font-family: var(--pm-font); font-size: var(--pm-font-size); line-height: 1.5; }
.pm { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1.75rem 3rem; }
.pm-header { margin-bottom: 1.25rem; }
.pm-eyebrow { margin: 0 0 .25rem; font-size: .75em; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; color: var(--pm-muted); }
.pm-title { margin: 0; font-size: 1.6em; font-weight: 650; line-height: 1.25; }
.pm-meta { margin: .4rem 0 0; color: var(--pm-muted); display: flex; flex-wrap: wrap; gap: .25rem .9rem; }
.pm-meta > span + span::before { content: "·"; margin-right: .9rem; color: var(--pm-border); }
.pm-count-problems { color: var(--pm-error); }
.pm-figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: .6rem; margin: 0 0 1.75rem; padding: 0; }
.pm-figure { margin: 0; padding: .65rem .8rem; border: 1px solid var(--pm-border); border-radius: 6px; background: var(--pm-card); }
.pm-figure dt { font-size: .72em; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: var(--pm-muted); }
.pm-figure dd { margin: .15rem 0 0; font-size: 1.2em; font-weight: 600; font-variant-numeric: tabular-nums; }
.pm-figure dd small { display: block; font-size: .68em; font-weight: 400; color: var(--pm-muted); }
.pm-figure-detected { border-top: 3px solid var(--pm-ms-detected); }
.pm-figure-mitigated { border-top: 3px solid var(--pm-ms-mitigated); }
.pm-figure-resolved { border-top: 3px solid var(--pm-ms-resolved); }
.pm-figure-duration { border-top: 3px solid var(--pm-accent); }
.pm-timeline { list-style: none; margin: 0; padding: 0; position: relative; }
.pm-timeline::before { content: ""; position: absolute; top: .4rem; bottom: .4rem; left: calc(var(--pm-when) + 1.3rem - 1px); width: 2px; background: var(--pm-rail); border-radius: 1px; }
.pm-entry { position: relative; display: grid; grid-template-columns: var(--pm-when) 1.4rem 1fr; column-gap: .6rem; padding: .45rem .5rem .45rem 0; border-radius: 6px; cursor: pointer; outline: none; }
.pm-entry:hover { background: var(--pm-hover); }
.pm-entry:focus-visible { box-shadow: 0 0 0 1px var(--pm-focus) inset; }
.pm-entry.pm-current { background: var(--pm-current); box-shadow: 2px 0 0 var(--pm-accent) inset; }
.pm-when { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.pm-time { display: block; font-family: var(--pm-mono); font-weight: 600; font-size: 1em; }
.pm-utc { display: block; font-family: var(--pm-mono); font-size: .8em; opacity: .75; }
.pm-date, .pm-offset { display: block; font-size: .78em; color: var(--pm-muted); }
.pm-dot { position: relative; justify-self: center; margin-top: .38rem; width: .8rem; height: .8rem; border-radius: 50%; background: var(--pm-bg); border: 2px solid var(--pm-rail-dot); z-index: 1; }
.pm-entry.pm-ms .pm-dot { width: 1rem; height: 1rem; margin-top: .28rem; border-width: 3px; }
.pm-ms-start .pm-dot { border-color: var(--pm-ms-start); }
.pm-ms-detected .pm-dot { border-color: var(--pm-ms-detected); }
.pm-ms-acknowledged .pm-dot { border-color: var(--pm-ms-acknowledged); }
.pm-ms-mitigated .pm-dot { border-color: var(--pm-ms-mitigated); }
.pm-ms-resolved .pm-dot { border-color: var(--pm-ms-resolved); background: var(--pm-ms-resolved); }
.pm-has-problems .pm-dot { border-color: var(--pm-error); }
.pm-body { min-width: 0; }
.pm-text { margin: 0; overflow-wrap: anywhere; }
.pm-text code { font-family: var(--pm-mono); font-size: .92em; padding: 0 .25em; border-radius: 3px; color: var(--pm-code-fg); background: var(--pm-code-bg); }
.pm-text .pm-link { text-decoration: underline dotted; text-underline-offset: 2px; }
.pm-tags { display: flex; flex-wrap: wrap; gap: .35rem; margin-bottom: .15rem; }
.pm-badge { display: inline-block; font-size: .7em; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; padding: .05rem .45rem; border-radius: 999px; border: 1px solid currentColor; }
.pm-badge-start { color: var(--pm-ms-start); }
.pm-badge-detected { color: var(--pm-ms-detected); }
.pm-badge-acknowledged { color: var(--pm-ms-acknowledged); }
.pm-badge-mitigated { color: var(--pm-ms-mitigated); }
.pm-badge-resolved { color: var(--pm-ms-resolved); }
.pm-badge-update { color: var(--pm-muted); }
.pm-gap { font-size: .78em; color: var(--pm-muted); font-variant-numeric: tabular-nums; }
.pm-problems { list-style: none; margin: .3rem 0 0; padding: 0; }
.pm-problem { display: flex; gap: .4rem; align-items: baseline; font-size: .88em; padding: .2rem .5rem; margin-top: .2rem; border-radius: 4px; border-left: 3px solid var(--pm-warning); background: color-mix(in srgb, var(--pm-warning) 10%, transparent); }
.pm-problem.pm-sev-error { border-left-color: var(--pm-error); background: color-mix(in srgb, var(--pm-error) 10%, transparent); }
.pm-problem.pm-sev-info, .pm-problem.pm-sev-hint { border-left-color: var(--pm-info); background: color-mix(in srgb, var(--pm-info) 10%, transparent); }
.pm-problem .pm-rule { font-family: var(--pm-mono); font-size: .85em; color: var(--pm-muted); white-space: nowrap; }
.pm-sev-icon { font-weight: 700; }
.pm-sev-error .pm-sev-icon { color: var(--pm-error); }
.pm-sev-warning .pm-sev-icon { color: var(--pm-warning); }
.pm-sev-info .pm-sev-icon, .pm-sev-hint .pm-sev-icon { color: var(--pm-info); }
.pm-break { display: grid; grid-template-columns: var(--pm-when) 1.4rem 1fr; column-gap: .6rem; align-items: center; margin: .35rem 0; color: var(--pm-muted); font-size: .82em; font-style: italic; }
.pm-break-rail { justify-self: center; width: 2px; height: 2.2rem; position: relative; z-index: 1; background: repeating-linear-gradient(to bottom, var(--pm-bg) 0 4px, var(--pm-rail) 4px 8px); }
.pm-break-label { border-top: 1px dashed var(--pm-border); padding-top: .1rem; }
.pm-empty { padding: 2rem 1rem; text-align: center; color: var(--pm-muted); border: 1px dashed var(--pm-border); border-radius: 8px; }
.pm-empty code { font-family: var(--pm-mono); white-space: nowrap; }
.pm-other { margin-top: 2rem; }
.pm-other h2 { font-size: 1em; font-weight: 600; margin: 0 0 .5rem; }
.pm-other .pm-problem { cursor: pointer; }
.pm-other .pm-line { color: var(--pm-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.pm-groups { margin: 0 0 1.25rem; }
.pm-groups h2 { font-size: 1em; font-weight: 600; margin: 0 0 .5rem; }
.pm-group { cursor: pointer; flex-wrap: wrap; }
.pm-group-count { color: var(--pm-muted); white-space: nowrap; font-variant-numeric: tabular-nums; }
.pm-fix-all { margin-left: auto; font: inherit; font-size: .95em; padding: .1rem .6rem; border-radius: 3px; cursor: pointer; color: var(--pm-button-fg, var(--pm-bg)); background: var(--pm-button-bg, var(--pm-accent)); border: 1px solid var(--pm-button-border, transparent); }
.pm-fix-all:hover { background: var(--pm-button-hover, var(--pm-button-bg, var(--pm-accent))); }
.pm-fix-all:focus-visible { outline: 2px solid var(--pm-focus); outline-offset: 1px; }
.pm-fix-all:disabled { opacity: .6; cursor: default; }
.pm-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 30rem) { .pm { padding: 1rem; } .pm-figures { grid-template-columns: 1fr 1fr; } }
@media (prefers-reduced-motion: no-preference) { .pm-entry { transition: background-color .12s ease; } }
`;

/** The standalone page (`postmortem timeline --html`): its own light and dark palettes. */
export const STANDALONE_THEME_CSS = `
:root {
  color-scheme: light dark;
  --pm-when: 6.6rem;
  --pm-font: system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif;
  --pm-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  --pm-font-size: 15px;
  --pm-bg: #ffffff; --pm-fg: #1f2328; --pm-muted: #656d76; --pm-border: #d0d7de; --pm-card: #f6f8fa;
  --pm-rail: #d0d7de; --pm-rail-dot: #8c959f; --pm-hover: #f3f4f6; --pm-current: #ddf4ff; --pm-focus: #0969da;
  --pm-accent: #0969da; --pm-code-fg: inherit; --pm-code-bg: rgba(175,184,193,.25);
  --pm-error: #cf222e; --pm-warning: #9a6700; --pm-info: #0969da;
  --pm-ms-start: #bf3989; --pm-ms-detected: #bc4c00; --pm-ms-acknowledged: #8250df; --pm-ms-mitigated: #0969da; --pm-ms-resolved: #1a7f37;
}
@media (prefers-color-scheme: dark) {
  :root {
    --pm-bg: #0d1117; --pm-fg: #e6edf3; --pm-muted: #8d96a0; --pm-border: #30363d; --pm-card: #161b22;
    --pm-rail: #30363d; --pm-rail-dot: #6e7681; --pm-hover: #161b22; --pm-current: #121d2f; --pm-focus: #2f81f7;
    --pm-accent: #2f81f7; --pm-code-bg: rgba(110,118,129,.4);
    --pm-error: #f85149; --pm-warning: #d29922; --pm-info: #58a6ff;
    --pm-ms-start: #db61a2; --pm-ms-detected: #f0883e; --pm-ms-acknowledged: #a371f7; --pm-ms-mitigated: #58a6ff; --pm-ms-resolved: #3fb950;
  }
}
`;

/** The webview: every colour comes from the active VS Code theme (light, dark, high contrast). */
export const WEBVIEW_THEME_CSS = `
:root {
  --pm-when: 6.6rem;
  --pm-font: var(--vscode-font-family);
  --pm-mono: var(--vscode-editor-font-family, monospace);
  --pm-font-size: var(--vscode-font-size, 13px);
  --pm-bg: var(--vscode-editor-background);
  --pm-fg: var(--vscode-editor-foreground);
  --pm-muted: var(--vscode-descriptionForeground);
  --pm-border: var(--vscode-widget-border, var(--vscode-panel-border, rgba(128,128,128,.35)));
  --pm-card: var(--vscode-editorWidget-background, var(--vscode-sideBar-background));
  --pm-rail: var(--vscode-editorIndentGuide-activeBackground1, var(--vscode-panel-border, rgba(128,128,128,.45)));
  --pm-rail-dot: var(--vscode-descriptionForeground);
  --pm-hover: var(--vscode-list-hoverBackground);
  --pm-button-fg: var(--vscode-button-foreground);
  --pm-button-bg: var(--vscode-button-background);
  --pm-button-hover: var(--vscode-button-hoverBackground);
  --pm-button-border: var(--vscode-button-border, transparent);
  --pm-current: var(--vscode-editor-selectionHighlightBackground, var(--vscode-list-inactiveSelectionBackground));
  --pm-focus: var(--vscode-focusBorder);
  --pm-accent: var(--vscode-textLink-foreground);
  --pm-code-fg: var(--vscode-textPreformat-foreground, var(--vscode-editor-foreground));
  --pm-code-bg: var(--vscode-textPreformat-background, var(--vscode-textCodeBlock-background, transparent));
  --pm-error: var(--vscode-editorError-foreground);
  --pm-warning: var(--vscode-editorWarning-foreground);
  --pm-info: var(--vscode-editorInfo-foreground);
  --pm-ms-start: var(--vscode-charts-red);
  --pm-ms-detected: var(--vscode-charts-orange);
  --pm-ms-acknowledged: var(--vscode-charts-purple);
  --pm-ms-mitigated: var(--vscode-charts-blue);
  --pm-ms-resolved: var(--vscode-charts-green);
}
body.vscode-high-contrast .pm-entry.pm-current, body.vscode-high-contrast-light .pm-entry.pm-current { outline: 1px solid var(--vscode-contrastActiveBorder); }
body.vscode-high-contrast .pm-figure, body.vscode-high-contrast-light .pm-figure { border-color: var(--vscode-contrastBorder); }
`;

/**
 * The card VS Code's built-in Markdown preview shows above a postmortem (`client/media/markdown-preview.css`,
 * generated from this): the webview theme and the timeline rules, scoped to `.pm-md` so that nothing
 * outside the card changes, without the page-level rules (`*`, `html`, `body`, `.pm`), and a few rules
 * that undo what the preview's own stylesheet gives headings and lists. No script: nothing is clickable.
 */
export function markdownPreviewCss(): string {
  const scoped = scopeCss(`${WEBVIEW_THEME_CSS}\n${TIMELINE_CSS}`, '.pm-md');
  return `${scoped}\n${MARKDOWN_CARD_CSS.trim()}`;
}

const MARKDOWN_CARD_CSS = `
.pm-md { margin: 0 0 1.5em; padding: .9em 1.1em 1em; border: 1px solid var(--pm-border); border-radius: 8px; color: var(--pm-fg); font-size: .95em; line-height: 1.5; }
.pm-md .pm-header { margin-bottom: .9em; }
.pm-md .pm-title { font-size: 1.3em; padding: 0; border: 0; }
.pm-md .pm-figures { margin-bottom: 1em; }
.pm-md .pm-entry { cursor: default; }
.pm-md .pm-entry:hover { background: none; }
.pm-md .pm-timeline > li { margin: 0; }
.pm-md .pm-figure dd small { margin: 0; }
body.vscode-high-contrast .pm-md, body.vscode-high-contrast-light .pm-md { border-color: var(--vscode-contrastBorder); }
`;

/** Page-level selectors that have no place inside a card. */
const PAGE_SELECTORS = new Set(['*', '*::before', '*::after', 'html', 'body', '.pm']);

/** One selector under `scope`: `:root` is the scope itself; `body.x …` keeps the body class in front. */
function scopeSelector(sel: string, scope: string): string | undefined {
  const s = sel.trim();
  if (PAGE_SELECTORS.has(s)) return undefined;
  if (s === ':root') return scope;
  const body = /^(body(?:\.[\w-]+)*)\s+(.*)$/.exec(s);
  return body ? `${body[1]} ${scope} ${body[2]}` : `${scope} ${s}`;
}

/** Every rule of `css` (nested `@media` blocks too) with its selectors put under `scope`; page-level rules dropped. */
export function scopeCss(css: string, scope: string): string {
  const out: string[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    // The matching brace of this rule or block.
    let depth = 0;
    let close = open;
    for (; close < css.length; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}' && --depth === 0) break;
    }
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, close);
    at = close + 1;
    if (prelude.startsWith('@')) {
      const inner = scopeCss(body, scope);
      if (inner) out.push(`${prelude} {\n${inner}\n}`);
      continue;
    }
    const kept = prelude.split(',').map((x) => scopeSelector(x, scope)).filter((x): x is string => x !== undefined);
    if (kept.length) out.push(`${kept.join(', ')} {${body}}`);
  }
  return out.join('\n');
}
