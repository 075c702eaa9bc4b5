import type { TripPlan } from '@toolbox/contracts';
import { newPlace } from '../kit/trip/plan-model.ts';

type Day = TripPlan['days'][number];

/** A day heading: `# Day 2: Old town`, `## 第 2 天：古城`, `Day 2 - Old town`. */
const DAY = /^\s*#{0,3}\s*(?:day\s*(\d+)|第\s*(\d+)\s*天)\s*[:：\-–—]?\s*(.*)$/i;
/** A place line: `- 09:00 | Name | note | 45`, bullets `-`, `*`, `•` or `1.`. */
const PLACE = /^\s*(?:[-*•]|\d+[.、)])\s+(.*)$/;

const clean = (text: string) => text.replace(/\*\*|__|`/g, '').trim();

function cost(text: string): number {
  const n = Number((/\d+(?:\.\d+)?/.exec(text.replace(/,/g, '')) ?? ['0'])[0]);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 10_000_000) : 0;
}

/**
 * Reads a suggested itinerary (the trip_plan prompt's line format) into the planner's days: each
 * day heading starts a day, each bullet line `time | place | note | cost` adds a place. What does
 * not fit (an unnamed place, a bad time, text around the list) is left out; at most 30 days of
 * 20 places. No day heading at all: the places form one day.
 */
export function parseSuggestion(text: string): Day[] {
  const days: Day[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const heading = DAY.exec(raw);
    if (heading && !PLACE.test(raw)) {
      if (days.length < 30) days.push({ title: clean(heading[3] ?? '').slice(0, 100), places: [] });
      continue;
    }
    const item = PLACE.exec(raw);
    if (!item) continue;
    const parts = item[1]!.split(/\s*[|｜]\s*/).map(clean);
    const timeLike = /^\d{1,2}[:：]\d{2}$/.test(parts[0] ?? '');
    const timed = /^([01]?\d|2[0-3])[:：]([0-5]\d)$/.exec(parts[0] ?? '');
    const [name = '', note = '', price = ''] = timeLike ? parts.slice(1) : parts;
    if (!name) continue;
    if (days.length === 0) days.push({ title: '', places: [] });
    const day = days[days.length - 1]!;
    if (day.places.length >= 20) continue;
    day.places.push({
      ...newPlace(name.slice(0, 100)),
      time: timed ? `${timed[1]!.padStart(2, '0')}:${timed[2]}` : '',
      note: note.slice(0, 300),
      cost: cost(price),
    });
  }
  return days.filter((d) => d.places.length > 0);
}
