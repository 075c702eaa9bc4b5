/*
 * Writes docs/api.md, the reference of the shared-layer calls, from the contracts
 * (packages/contracts/src/api/endpoints.ts). `--check` fails when the file is not what the
 * contracts say, so the reference cannot drift (`npm run check` runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { endpoints, payEndpoints, paymentPrefixes, type Endpoint } from '@toolbox/contracts';

const target = fileURLToPath(new URL('../docs/api.md', import.meta.url));

const access: Record<Endpoint['access'], string> = {
  user: 'signed in',
  any: 'anyone',
  optional: 'anyone (the owner is the user, else the tourist)',
  operator: 'operator (403 for others)',
};

/** A short, readable type of a schema: object fields with `?` when optional, arrays as `T[]`. */
export function describe(schema: z.ZodType, depth = 0): string {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return describe(schema.unwrap() as z.ZodType, depth);
  }
  if (schema instanceof z.ZodNullable) return `${describe(schema.unwrap() as z.ZodType, depth)} \\| null`;
  if (schema instanceof z.ZodArray) return `${describe(schema.element as z.ZodType, depth)}[]`;
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const keys = Object.keys(shape);
    if (keys.length === 0) return '{}';
    if (depth >= 1) return `{ ${keys.join(', ')} }`;
    const fields = keys.map((key) => {
      const field = shape[key]!;
      const optional = field instanceof z.ZodOptional || field instanceof z.ZodDefault ? '?' : '';
      return `${key}${optional}: ${describe(field, depth + 1)}`;
    });
    return `{ ${fields.join(', ')} }`;
  }
  if (schema instanceof z.ZodEnum) return (schema.options as string[]).map((o) => `'${o}'`).join(' \\| ');
  if (schema instanceof z.ZodLiteral) return JSON.stringify(schema.value);
  if (schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).map((o) => describe(o, depth)).join(' \\| ');
  }
  if (schema instanceof z.ZodPipe) return describe(schema.in as z.ZodType, depth);
  return schema.type;
}

function rows(list: Record<string, Endpoint>, prefix: string): string[] {
  return Object.entries(list).map(
    ([name, e]) =>
      `| \`${name}\` | \`${prefix}${e.path}\` | ${access[e.access]} | ${describe(e.request)} | ${describe(e.response)} |`,
  );
}

export function reference(): string {
  const head = '| name | path | who | body | `data` of the answer |\n| --- | --- | --- | --- | --- |';
  return [
    '# API reference',
    '',
    'Written by `npm run api-docs` from `packages/contracts/src/api/endpoints.ts`; do not edit by hand.',
    '',
    'Every call is `POST` with a JSON body and answers `{code, message, data}` (`000` success, `001` login',
    'expired, `40000` invalid input naming the field, others per the spec). Signed-in calls send the',
    'session token in the `accessToken` header. The web calls them by name (`call`, `callPay` in',
    '`apps/web/src/api/call.ts`); the server registers them with `defineEndpoint`.',
    '',
    `## Payment family (under each of ${paymentPrefixes.map((p) => `\`${p}\``).join(', ')}; the client picks one at random)`,
    '',
    head,
    ...rows(payEndpoints, '…'),
    '',
    '## Other calls',
    '',
    head,
    ...rows(endpoints, ''),
    '',
    '`transData` sends the chunk as raw bytes (`application/octet-stream`); its fields travel in the query',
    'string. Downloads are `GET /file/down-data/{startId}/{index}` (raw bytes).',
    '`gptUser` and `gptTourist` answer a refusal as the envelope; a started generation answers',
    '`text/event-stream` instead: `start`, `delta`… and `done` or `error` events, each a JSON object',
    'of one of the shapes listed (`packages/contracts/src/api/gpt.ts`).',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = reference();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // Missing counts as stale.
    }
    if (current !== text) {
      console.error('docs/api.md is not what the contracts say: run `npm run api-docs`.');
      process.exit(1);
    }
    console.log('docs/api.md matches the contracts');
  } else {
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}
