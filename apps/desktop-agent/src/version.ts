/** The agent's version (env:get-version): text for people, an integer for comparisons. */
export const agentVersion = { version: '0.1.0', versionInt: 100 } as const;
