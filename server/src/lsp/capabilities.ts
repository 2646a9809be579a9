/** What the language server offers, the same on Node (server.ts) and in a browser worker (browser.ts). */
import { TextDocumentSyncKind, type InitializeResult } from 'vscode-languageserver/node.js';
import { CODE_ACTION_KINDS } from './codeActions.js';

export const INITIALIZE_RESULT: InitializeResult = {
  capabilities: {
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
    hoverProvider: true,
    completionProvider: { triggerCharacters: ['#', ':', ' ', '|', '-'], resolveProvider: false },
    codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS, resolveProvider: false },
    documentSymbolProvider: { label: 'Postmortem' },
    foldingRangeProvider: true,
    inlayHintProvider: { resolveProvider: false },
    codeLensProvider: { resolveProvider: false },
    workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
  },
  serverInfo: { name: 'postmortem-language-server', version: '0.1.0' },
};
