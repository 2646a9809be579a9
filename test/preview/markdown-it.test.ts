/**
 * The built-in Markdown preview's timeline card (client/src/markdown-it.ts), through markdown-it itself
 * (the engine VS Code hands to `extendMarkdownIt`): a card for postmortems only, escaped like our preview,
 * nothing when the setting is off, the rest of the document rendered as markdown-it renders it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import { MAX_CARD_CHARS, postmortemMarkdownIt, type CardPlacement, type MarkdownPreviewHost } from '../../client/src/markdown-it.js';

const POSTMORTEM = [
  '# Queue backlog on 2024-09-03',
  '',
  '## Impact',
  '',
  'Orders were delayed by up to 40 minutes.',
  '',
  '## Timeline',
  '',
  '- 10:00 UTC — Consumer deploy starts <script>alert(1)</script>',
  '- 10:12 UTC — DETECTED: backlog alert fires for **orders** `queue-7`',
  '- 10:30 UTC — Rollback \u202Edone\u202C, consumers catch up',
  '- 10:41 UTC — RESOLVED: backlog drained',
  '',
  '## Root cause',
  '',
  'A consumer build dropped its prefetch limit.',
  '',
].join('\n');

const README = '# Queue library\n\n## Timeline\n\nRelease notes live elsewhere.\n\n- 10:00 first\n';

function engine(host: Partial<MarkdownPreviewHost> = {}) {
  return postmortemMarkdownIt(new MarkdownIt({ html: true }), { placement: () => 'above', ...host });
}
const card = (html: string) => /<section class="pm-md">[\s\S]*?<\/section>/.exec(html)?.[0];

test('a postmortem gets the timeline card above the document, with its entries and figures', () => {
  const html = engine().render(POSTMORTEM, {});
  const c = card(html);
  assert.ok(c, 'card rendered');
  assert.ok(html.startsWith('<section class="pm-md">'), 'card above the document');
  assert.equal(c.match(/<li class="pm-entry/g)?.length, 4);
  assert.match(c, /<dl class="pm-figures"/);
  assert.match(c, /class="pm-badge pm-badge-detected">Detected</);
  assert.match(c, /Queue backlog on 2024-09-03/);
  // The document itself follows, as markdown-it renders it without the plugin.
  assert.equal(html.slice(html.indexOf('</section>') + '</section>\n'.length), new MarkdownIt({ html: true }).render(POSTMORTEM));
});

test('the card escapes document text as our preview does: no markup, bidi controls shown as code points', () => {
  const c = card(engine().render(POSTMORTEM, {}))!;
  assert.doesNotMatch(c, /<script/i);
  assert.match(c, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.doesNotMatch(c, /[\u202A-\u202E\u2066-\u2069]/);
  assert.match(c, /Rollback \[U\+202E\]done\[U\+202C\]/);
  assert.match(c, /<strong>orders<\/strong> <code>queue-7<\/code>/);
  // Static: no script, no event handler, no remote resource, no link.
  assert.doesNotMatch(c, /<(script|img|iframe|link|style|a)\b|\son\w+=|\s(src|href)=/i);
});

test('the card shows the timeline, not lint problems', () => {
  const bad = POSTMORTEM.replace('10:30 UTC', '10:30pm UTC');
  const c = card(engine().render(bad, {}))!;
  assert.doesNotMatch(c, /pm-problem|pm-count-problems|pm-other/);
});

test('a document that is not a postmortem gets no card', () => {
  assert.equal(engine().render(README, {}), new MarkdownIt({ html: true }).render(README));
  assert.equal(engine().render('', {}), '');
});

test('the `files` globs and front matter make a postmortem of a document with one marker section', () => {
  const one = '# Notes\n\n## Timeline\n\n- 10:00 UTC — first\n- 10:05 UTC — second\n';
  assert.equal(card(engine().render(one, {})), undefined);
  assert.ok(card(engine({ pathMatches: () => true }).render(one, {})));
  assert.ok(card(engine().render(`---\ntype: postmortem\n---\n${one}`, {})));
});

test('settings: off means no card; section names from the settings are read', () => {
  let placement: CardPlacement = 'off';
  const md = engine({ placement: () => placement });
  assert.equal(md.render(POSTMORTEM, {}), new MarkdownIt({ html: true }).render(POSTMORTEM));
  placement = 'above';
  assert.ok(card(md.render(POSTMORTEM, {})));
  const custom = POSTMORTEM.replace('## Timeline', '## Blow by blow').replace('## Impact', '## Fallout');
  assert.equal(card(engine().render(custom, {})), undefined);
  const named = engine({ settings: () => ({ sectionNames: { timeline: ['Blow by blow'], impact: ['Fallout'] }, markdownPreview: { timeline: 'above' } }) });
  assert.equal(card(named.render(custom, {}))?.match(/<li class="pm-entry/g)?.length, 4);
});

test('each document is analysed as itself; edits show; the env names the document', () => {
  const md = engine();
  const a = { currentDocument: 'file:///a.md' };
  const b = { currentDocument: 'file:///b.md' };
  assert.ok(card(md.render(POSTMORTEM, a)));
  assert.equal(card(md.render(README, b)), undefined);
  const edited = POSTMORTEM.replace('- 10:41 UTC — RESOLVED: backlog drained\n', '- 10:41 UTC — RESOLVED: backlog drained\n- 10:50 UTC — Follow-up review booked\n');
  assert.equal(card(md.render(edited, a))?.match(/<li class="pm-entry/g)?.length, 5);
  assert.equal(card(md.render(POSTMORTEM, a))?.match(/<li class="pm-entry/g)?.length, 4);
});

test('inline rendering and very large documents get no card', () => {
  assert.equal(engine().renderInline('**Timeline** 10:00 UTC'), '<strong>Timeline</strong> 10:00 UTC');
  const huge = POSTMORTEM + 'x'.repeat(MAX_CARD_CHARS);
  assert.equal(card(engine().render(huge, {})), undefined);
});

test('the card stylesheet changes nothing outside the card', () => {
  const css = readFileSync(new URL('../../client/media/markdown-preview.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...css.matchAll(/(?:^|})\s*([^{}@]+?)\s*\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
  assert.ok(selectors.length > 40, `${selectors.length} selectors`);
  for (const s of selectors) assert.match(s, /^(body(\.[\w-]+)+ )?\.pm-md\b/, s);
  assert.doesNotMatch(css, /url\(|@import/);
});
