// The desktop agent's command line: `node --import tsx apps/desktop-agent/src/main.ts --web-origin
// https://toolbox.example --root ~/Documents`. Prints one JSON line (port, clientId, pairingUrl).
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, systemOpen } from './agent.ts';
import { agentVersion } from './version.ts';

const { values } = parseArgs({
  options: {
    version: { type: 'boolean' },
    'web-origin': { type: 'string' },
    server: { type: 'string' },
    root: { type: 'string', multiple: true },
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    'no-open': { type: 'boolean' },
    // A region capturer the agent does not know: program and arguments, {file} for the PNG to write.
    'capture-command': { type: 'string' },
  },
});
const webOrigin = values['web-origin'] ?? process.env.TOOLBOX_WEB_ORIGIN;
if (values.version) {
  console.log(JSON.stringify(agentVersion));
  process.exit(0);
}
if (!webOrigin) {
  console.error(
    'usage: desktop-agent --web-origin <origin> [--server <url>] [--root <folder>]... [--port <n>]',
  );
  process.exit(2);
}
const agent = new Agent({
  webOrigin: new URL(webOrigin).origin,
  serverUrl: values.server ?? webOrigin,
  roots: values.root ?? [homedir()],
  dataDir: values['data-dir'] ?? join(homedir(), '.toolbox-desktop'),
  port: values.port ? Number(values.port) : 0,
  // --no-open prints what would open (one JSON line each), for tests and headless machines.
  open: values['no-open'] ? (target) => console.log(JSON.stringify({ open: target })) : systemOpen,
  capture: values['capture-command']?.trim().split(/\s+/),
});
// No top-level await: the single executable runs this as a CommonJS bundle.
void agent.start().then((port) => {
  console.log(JSON.stringify({ port, clientId: agent.clientId, pairingUrl: agent.pairingUrl }));
  if (!values['no-open']) systemOpen(agent.pairingUrl);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void agent.close().then(() => process.exit(0)));
}
