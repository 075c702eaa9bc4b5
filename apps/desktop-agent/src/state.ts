import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KeystoreConfig } from '@toolbox/contracts';

/** What the agent remembers between runs (a JSON file readable by its user only). */
export interface AgentState {
  fileSearchEnable: boolean;
  keystore: Record<string, KeystoreConfig>;
  /** The login the desktop home saves every 2 s (user:save), or null after logging out. */
  login: { accessToken: string } | null;
}

const empty: AgentState = { fileSearchEnable: false, keystore: {}, login: null };

/** Loads and saves the agent's state under its data folder. */
export class StateFile {
  private readonly file: string;
  state: AgentState;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.file = join(dataDir, 'agent-state.json');
    try {
      this.state = { ...empty, ...(JSON.parse(readFileSync(this.file, 'utf8')) as Partial<AgentState>) };
    } catch {
      this.state = structuredClone(empty);
    }
  }

  update(change: Partial<AgentState>): void {
    this.state = { ...this.state, ...change };
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state), { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}
