/**
 * What the CLI knows of `postmortem mcp`: its help line, and how to load the server. The server and
 * the MCP SDK are bundled apart (server/out/mcp.js), so that every other command starts without them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MCP_USAGE = `  mcp [--root DIR]… [--config FILE]
                      Model Context Protocol server over stdio (tools lint, inspect, timeline,
                      fix, report), reading and writing only inside the roots (default: .).`;

export async function runMcp(args: string[], version: string): Promise<number> {
  const bundled = new URL('./mcp.js', import.meta.url);
  // From sources (tsx) there is no bundle next to this file: load the module itself. A variable
  // specifier, so that the CLI bundle does not take the server in.
  const source = '../mcp/server.js';
  const mod = (await import(existsSync(fileURLToPath(bundled)) ? bundled.href : source)) as typeof import('./server.js');
  return mod.runMcp(args, version);
}
