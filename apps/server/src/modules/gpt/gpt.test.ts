import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import { newUser } from '../credits/testing.ts';
import { startFakeLlm, type FakeReply } from './provider/fake-llm.ts';
import { SseParser } from './provider/sse.ts';
import type { LlmSettings } from './settings.ts';
import { sweepLostCalls } from './service.ts';
import { gptCalls } from './tables.ts';

// The writers through the app (app.inject) on both databases, against a loopback provider that
// speaks the real streaming protocol.

type Event = { event: string; data: Record<string, unknown> };

function eventsOf(payload: string): Event[] {
  return new SseParser()
    .push(payload)
    .map((e) => ({ event: e.event, data: JSON.parse(e.data) as Record<string, unknown> }));
}

const queue: FakeReply[] = [];
const fake = await startFakeLlm(() => queue.shift() ?? { kind: 'stream', pieces: ['Hello', ', ', 'world.'] });
afterAll(() => fake.close());

function llm(over: Partial<LlmSettings> = {}): LlmSettings {
  return {
    baseUrl: fake.url,
    apiKey: '',
    model: 'fake-model',
    timeoutMs: 20_000,
    firstTokenMs: 1_500,
    retries: 1,
    userPerMinute: 1000,
    globalPerMinute: 100_000,
    maxConcurrent: 1000,
    maxTokens: 2000,
    blockedWords: ['forbidden'],
    ...over,
  };
}

const topic = (text = 'Night running in the city') => ({
  code: 'smart_text_generator',
  input: { language: 'en', topic: text },
  timezoneOffset: 0,
});

async function write(app: FastifyInstance, token: string, body: object = topic()) {
  const res = await app.inject({
    method: 'POST',
    url: '/ut/gpt/req-u',
    headers: { 'content-type': 'application/json', accesstoken: token },
    payload: JSON.stringify(body),
  });
  const stream = String(res.headers['content-type']).startsWith('text/event-stream');
  return { res, stream, events: stream ? eventsOf(res.payload) : [], json: stream ? null : res.json() };
}

const textOf = (events: Event[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');

async function balance(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.database.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.id, `u:${userId}`));
  return row!.balance;
}

async function callOf(app: FastifyInstance, id: unknown) {
  const [row] = await app.database.db
    .select()
    .from(gptCalls)
    .where(eq(gptCalls.id, String(id)));
  return row!;
}

/** A user whose 3 free uses of the day are spent, so the next use costs 5 of their 10 credits. */
async function payingUser(app: FastifyInstance) {
  const user = await newUser(app);
  for (let i = 0; i < 3; i++) expect((await write(app, user.token)).events.at(-1)?.event).toBe('done');
  return user;
}

describe.each(backends)('the AI writers on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite), { backend: { llm: llm() } });

  it('streams the text as start, deltas and done, sends our prompt, and records the call with its tokens', async () => {
    const user = await newUser(app);
    const before = fake.requests.length;
    const { events, res } = await write(app, user.token);
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    expect(events[0]!.data).toMatchObject({
      code: 'smart_text_generator',
      free: true,
      freeCountLeft: 2,
      deductPoint: 0,
    });
    expect(textOf(events)).toBe('Hello, world.');
    expect(events.at(-1)!.data).toEqual({ finishReason: 'stop', promptTokens: 11, completionTokens: 3 });
    const sent = fake.requests[before]!.body;
    expect(sent.model).toBe('fake-model');
    expect(sent.messages![1]!.content).toBe('Topic: ⟦Night running in the city⟧');
    expect(await callOf(app, events[0]!.data.id)).toMatchObject({
      accountId: `u:${user.id}`,
      funcCode: 'smart_text_generator',
      promptVersion: 'smart_text_generator@1',
      status: 'done',
      free: true,
      entryId: null,
      promptTokens: 11,
      completionTokens: 3,
      usageEstimated: false,
      chars: 13,
      attempts: 1,
    });
  });

  it('takes the 3 free uses first, then 5 credits a use, and answers 40104 without calling the provider', async () => {
    const user = await payingUser(app);
    const paid = await write(app, user.token);
    expect(paid.events[0]!.data).toMatchObject({ free: false, deductPoint: 5, useFuncPoint: 5 });
    expect(await balance(app, user.id)).toBe(5);
    expect((await write(app, user.token)).events[0]!.data).toMatchObject({ deductPoint: 5 });
    const calls = fake.requests.length;
    const short = await write(app, user.token);
    expect(short.json).toMatchObject({ code: '40104', message: 'Not enough credits.' });
    expect(fake.requests.length).toBe(calls);
  });

  it('gives the credits back when the provider fails, and says so kindly', async () => {
    const user = await payingUser(app);
    queue.push({ kind: 'status', status: 500 }, { kind: 'status', status: 502 });
    const { events } = await write(app, user.token);
    expect(events.map((e) => e.event)).toEqual(['start', 'error']);
    expect(events[1]!.data).toEqual({
      code: '50210',
      message: 'The AI service could not write this text. Please try again later.',
      refunded: true,
    });
    expect(await balance(app, user.id)).toBe(10);
    const entries = await app.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.accountId, `u:${user.id}`));
    expect(entries.filter((e) => e.remarkKey === 'refund')).toHaveLength(1);
    expect(await callOf(app, events[0]!.data.id)).toMatchObject({
      status: 'failed',
      failure: 'failed',
      refunded: true,
    });
  });

  it('shows a provider 429 as busy, in the user’s language, with the credits back', async () => {
    const user = await payingUser(app);
    queue.push(
      { kind: 'status', status: 429, retryAfter: '0' },
      { kind: 'status', status: 429, retryAfter: '0' },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/ut/gpt/req-u',
      headers: { 'content-type': 'application/json', accesstoken: user.token, lang: 'zh-CN' },
      payload: JSON.stringify(topic()),
    });
    const events = eventsOf(res.payload);
    expect(events[1]!.data).toEqual({
      code: '42910',
      message: 'AI 服务正忙，请过一分钟再试。',
      refunded: true,
    });
    expect(await balance(app, user.id)).toBe(10);
  });

  it('keeps the text sent before a broken stream, marks it incomplete and gives the credits back', async () => {
    const user = await payingUser(app);
    queue.push({ kind: 'stream', pieces: ['First ', 'part ', 'never'], breakAfter: 2 });
    const { events } = await write(app, user.token);
    expect(textOf(events)).toBe('First part ');
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        code: '50211',
        message: 'The answer broke off before the end: the text is incomplete.',
        refunded: true,
      },
    });
    expect(await balance(app, user.id)).toBe(10);
    expect((await callOf(app, events[0]!.data.id)).chars).toBe(11);
  });

  it('times out a provider whose first words are too slow', async () => {
    const user = await newUser(app);
    queue.push({ kind: 'stream', pieces: ['late'], firstDelayMs: 3000 });
    const { events } = await write(app, user.token);
    // A free use: no credits were taken, and the day's free use is counted back.
    expect(events[0]!.data).toMatchObject({ free: true, freeCountLeft: 2 });
    expect(events.at(-1)!.data).toMatchObject({ code: '50410', refunded: true });
    expect(await callOf(app, events[0]!.data.id)).toMatchObject({ status: 'failed', refunded: true });
    // The next use is the day's first free one again: 2 left after it, not 1.
    const again = await write(app, user.token);
    expect(again.events[0]!.data).toMatchObject({ free: true, freeCountLeft: 2, deductPoint: 0 });
  });

  it('refuses blocked words in the request before charging, and stops an answer that turns to them', async () => {
    const user = await payingUser(app);
    const calls = fake.requests.length;
    const refused = await write(app, user.token, topic('Write about ＦＯＲＢＩＤＤＥＮ things'));
    expect(refused.json).toMatchObject({ code: '40010' });
    expect(fake.requests.length).toBe(calls);
    expect(await balance(app, user.id)).toBe(10);
    queue.push({ kind: 'stream', pieces: ['A fine start. ', 'Then forbid', 'den words', ' and more'] });
    const { events } = await write(app, user.token);
    expect(textOf(events)).toBe('A fine start. Then forbid');
    expect(events.at(-1)!.data).toMatchObject({ code: '40010', refunded: true });
    expect(await balance(app, user.id)).toBe(10);
  });

  it('lists the writers as available when a provider is configured', async () => {
    const funcs = (await post(app, '/ut/func/query', {})).body.data as {
      code: string;
      unavailable?: boolean;
    }[];
    expect(funcs.find((f) => f.code === 'smart_text_generator')).not.toHaveProperty('unavailable');
    expect((await post(app, '/ut/gpt/status', {})).body.data).toMatchObject({ configured: true });
  });

  it('checks the form: a missing topic names the field; req-u needs a login', async () => {
    const user = await newUser(app);
    const empty = await write(app, user.token, { code: 'smart_text_generator', input: { language: 'en' } });
    expect(empty.json).toMatchObject({ code: '40000' });
    expect(empty.json.message).toContain('input.topic');
    const report = await write(app, user.token, {
      code: 'work_report_generator',
      input: { language: 'en', items: [] },
    });
    expect(report.json.message).toContain('input.items');
    expect((await write(app, user.token, { code: 'pdf_merge', input: {} })).json).toMatchObject({
      code: '40000',
    });
    expect((await post(app, '/ut/gpt/req-u', topic())).body.code).toBe('001');
  });

  it('serves tourists on req-t, counting by address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/ut/gpt/req-t',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        code: 'red_book_text_generator',
        input: { language: 'zh-CN', topic: '杭州周末' },
        timezoneOffset: -480,
      }),
    });
    const events = eventsOf(res.payload);
    expect(events[0]!.data).toMatchObject({ code: 'red_book_text_generator', free: true });
    expect(events.at(-1)!.event).toBe('done');
    expect((await callOf(app, events[0]!.data.id)).accountId).toBe('t:127.0.0.1');
  });

  it('writes the trip planner’s suggested itinerary for nothing (trip_plan is free)', async () => {
    const user = await newUser(app);
    queue.push({
      kind: 'stream',
      pieces: ['# Day 1: Lake\n', '- 09:00 | Broken Bridge | Walk the causeway | 0\n'],
    });
    const { events } = await write(app, user.token, {
      code: 'trip_plan',
      input: { language: 'en', destination: 'Hangzhou', days: 1 },
    });
    expect(events[0]!.data).toMatchObject({ code: 'trip_plan', deductPoint: 0, free: false });
    expect(textOf(events)).toBe('# Day 1: Lake\n- 09:00 | Broken Bridge | Walk the causeway | 0\n');
    expect(await callOf(app, events[0]!.data.id)).toMatchObject({
      promptVersion: 'trip_plan@1',
      status: 'done',
      entryId: null,
    });
  });

  it('limits the generations one account starts a minute', async () => {
    const user = await newUser(app);
    app.config.llm!.userPerMinute = 2;
    try {
      expect((await write(app, user.token)).stream).toBe(true);
      expect((await write(app, user.token)).stream).toBe(true);
      const third = await write(app, user.token);
      expect(third.json).toMatchObject({ code: '42900' });
      expect(third.json.message).toContain('At most 2 texts a minute');
      app.clock.advance(61_000);
      expect((await write(app, user.token)).stream).toBe(true);
    } finally {
      app.config.llm!.userPerMinute = 1000;
    }
  });

  it('limits the generations running at once on the server', async () => {
    const [a, b] = [await newUser(app), await newUser(app)];
    app.config.llm!.maxConcurrent = 1;
    try {
      queue.push({ kind: 'stream', pieces: ['slow', ' one'], firstDelayMs: 600 });
      const first = write(app, a.token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await write(app, b.token)).json).toMatchObject({
        code: '42900',
        message: 'The AI writers are busy right now. Please try again in a minute.',
      });
      expect((await first).events.at(-1)!.event).toBe('done');
      expect((await write(app, b.token)).stream).toBe(true);
    } finally {
      app.config.llm!.maxConcurrent = 1000;
    }
  });

  it('ends calls a crashed process left running and gives their credits back once', async () => {
    const user = await payingUser(app);
    // A paid start whose process "dies": the row stays running, as a crash would leave it.
    queue.push({ kind: 'stream', pieces: ['x'] });
    const { events } = await write(app, user.token);
    const id = String(events[0]!.data.id);
    const row = await callOf(app, id);
    await app.database.db.update(gptCalls).set({ status: 'running' }).where(eq(gptCalls.id, id));
    const settings = app.config.llm!;
    const later = new Date(row.createdAt.getTime() + settings.timeoutMs + 11 * 60_000);
    expect(await sweepLostCalls(app.database.db, settings, later, 10 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await sweepLostCalls(app.database.db, settings, later, 10 * 60_000)).toBe(0);
    expect(await callOf(app, id)).toMatchObject({ status: 'failed', failure: 'lost', refunded: true });
    expect(await balance(app, user.id)).toBe(10);
  });
});

describe('the AI writers without a provider', () => {
  let app: FastifyInstance;
  appSuite('pglite', (suite) => ({ app } = suite));

  it('say plainly that the operator has not configured one, charge nothing and list no writer', async () => {
    const user = await newUser(app);
    const en = await write(app, user.token);
    expect(en.json).toMatchObject({
      code: '50300',
      message:
        'The AI writers are not available: the operator of this site has not configured a text-generation provider.',
    });
    const zh = await post(app, '/ut/gpt/req-t', topic(), { lang: 'zh-CN' });
    expect(zh.body.message).toBe('AI 写作暂不可用：本站运营者尚未配置文本生成服务。');
    const accounts = await app.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.id, `u:${user.id}`));
    expect(accounts).toEqual([]); // not even a credit day was opened
    expect(await app.database.db.select().from(gptCalls)).toEqual([]);
    expect((await post(app, '/ut/gpt/status', {})).body.data).toEqual({ configured: false, codes: [] });
    expect((await authed(app, '/ut/gpt/status', user.token)).body.data).toEqual({
      configured: false,
      codes: [],
    });
  });

  it('list the writers as unavailable, so their pages open and say so while lists leave them out', async () => {
    const funcs = (await post(app, '/ut/func/query', {})).body.data as {
      code: string;
      unavailable?: boolean;
    }[];
    const writers = funcs.filter((f) => f.code.endsWith('_generator') && f.unavailable !== undefined);
    expect(writers.map((f) => [f.code, f.unavailable]).sort()).toEqual([
      ['comment_generator', true],
      ['red_book_text_generator', true],
      ['smart_text_generator', true],
      ['work_report_generator', true],
    ]);
    expect(funcs.find((f) => f.code === 'pdf_merge')).not.toHaveProperty('unavailable');
    const one = await post(app, '/ut/func/query', { code: 'comment_generator' });
    expect(one.body.data).toMatchObject([{ code: 'comment_generator', unavailable: true }]);
  });
});

describe.each(backends)('stopping a writer on %s', (kind) => {
  let app: FastifyInstance;
  let base = '';
  appSuite(
    kind,
    async (suite) => {
      app = suite.app;
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    { backend: { llm: llm() } },
  );

  /** Starts a generation over real HTTP, reads until `deltas` pieces came, then stops (aborts). */
  async function startAndStop(token: string, deltas: number): Promise<string> {
    const controller = new AbortController();
    const res = await fetch(`${base}/ut/gpt/req-u`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: token },
      body: JSON.stringify(topic()),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const parser = new SseParser();
    const decoder = new TextDecoder();
    let id = '';
    let seen = 0;
    while (seen < deltas || !id) {
      const { value } = await reader.read();
      for (const e of parser.push(decoder.decode(value, { stream: true }))) {
        if (e.event === 'start') id = (JSON.parse(e.data) as { id: string }).id;
        if (e.event === 'delta') seen++;
      }
    }
    controller.abort();
    return id;
  }

  async function settled(id: string) {
    for (let i = 0; i < 100; i++) {
      const row = await callOf(app, id);
      if (row.status !== 'running') return row;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error('the call is still running');
  }

  it('stops the provider call at once; text already shown keeps its credits', async () => {
    const user = await payingUser(app);
    const abandoned = fake.abandoned();
    queue.push({ kind: 'stream', pieces: Array.from({ length: 100 }, (_, i) => `w${i} `), delayMs: 40 });
    const row = await settled(await startAndStop(user.token, 2));
    expect(row).toMatchObject({ status: 'stopped', refunded: false });
    expect(row.chars).toBeGreaterThan(0);
    expect(row.finishedAt!.getTime() - row.createdAt.getTime()).toBeLessThan(2000); // not the 4 s of the whole answer
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.abandoned()).toBe(abandoned + 1);
    expect(await balance(app, user.id)).toBe(5);
  });

  it('gives the credits back when stopped before the first words', async () => {
    const user = await payingUser(app);
    queue.push({ kind: 'stream', pieces: ['late'], firstDelayMs: 1000 });
    const row = await settled(await startAndStop(user.token, 0));
    expect(row).toMatchObject({ status: 'stopped', chars: 0, refunded: true });
    expect(await balance(app, user.id)).toBe(10);
  });
});
