/**
 * VS Code's built-in Markdown preview: our `extendMarkdownIt`. The plugin (`markdown-it.ts`, with the
 * analysis core) is its own bundle, `client/out/markdown-it.js`, loaded the first time VS Code builds
 * its Markdown engine, so activating the extension does not load the core. This side reads the
 * settings of the document being rendered and refreshes open previews when they change.
 */
import * as vscode from 'vscode';
import type { CardPlacement, MarkdownPreviewHost, postmortemMarkdownIt } from './markdown-it.js';
import { matchesFilesSetting } from './documents.js';
import { previewStrings } from './preview.js';

/** The document markdown-it is rendering: VS Code puts its Uri in `env.currentDocument`. */
function documentUri(env: unknown): vscode.Uri | undefined {
  const doc = (env as { currentDocument?: unknown } | null | undefined)?.currentDocument;
  return doc instanceof vscode.Uri ? doc : undefined;
}

const settings = (env: unknown) => vscode.workspace.getConfiguration('postmortem', documentUri(env));

const host: MarkdownPreviewHost = {
  placement: (env): CardPlacement => (settings(env).get<string>('markdownPreview.timeline', 'above') === 'off' ? 'off' : 'above'),
  // A plain copy: the configuration object also holds its accessor functions.
  settings: (env) => JSON.parse(JSON.stringify(settings(env))) as unknown,
  pathMatches: (env) => {
    const uri = documentUri(env)?.toString();
    const doc = uri === undefined ? undefined : vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
    return doc !== undefined && matchesFilesSetting(doc);
  },
  strings: previewStrings,
  longGapMinutes: (env) => settings(env).get<number>('preview.longGapMinutes', 60),
};

/** `extendMarkdownIt` for the extension's exports; open previews re-render when our settings change. */
export function markdownPreview(context: vscode.ExtensionContext): <T>(md: T) => T {
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration((e) => {
    if (['postmortem.markdownPreview', 'postmortem.preview', 'postmortem.files', 'postmortem.locale', 'postmortem.sectionNames', 'postmortem.timezone'].some((s) => e.affectsConfiguration(s))) {
      void vscode.commands.executeCommand('markdown.preview.refresh').then(undefined, () => undefined);
    }
  }));
  return <T>(md: T): T => {
    // A file of this extension, built by scripts/build.mjs; never a path from the document or settings.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require(context.asAbsolutePath('client/out/markdown-it.js')) as { postmortemMarkdownIt: typeof postmortemMarkdownIt };
    return plugin.postmortemMarkdownIt(md as Parameters<typeof postmortemMarkdownIt>[0], host) as T;
  };
}
