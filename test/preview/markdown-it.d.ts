// markdown-it ships no types and VS Code provides it at runtime: the few members these tests call.
declare module 'markdown-it' {
  import type { MarkdownItLike } from '../../client/src/markdown-it.js';
  export default class MarkdownIt implements MarkdownItLike {
    constructor(options?: { html?: boolean });
    core: MarkdownItLike['core'];
    renderer: MarkdownItLike['renderer'];
    render(src: string, env?: unknown): string;
    renderInline(src: string, env?: unknown): string;
  }
}
