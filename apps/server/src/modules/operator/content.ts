import type { HolidayYear, OpBanner, OpContentStatus, OpNotice, OpPartner } from '@toolbox/contracts';
import { Code, siteNoticeValue } from '@toolbox/contracts';
import type { z } from 'zod';
import type { opBannerSaveRequest, opNoticeSaveRequest, opPartnerSaveRequest } from '@toolbox/contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import {
  deleteBannerRow,
  findBannerRow,
  listBannerRows,
  PICK_LISTS,
  writeBannerRow,
} from '../banner/admin.ts';
import type { BannerRow } from '../banner/admin.ts';
import {
  coveredYears,
  HOLIDAY_DICT_CODE,
  holidayYearProblems,
  overdueYears,
  readCalendar,
  type CalendarView,
} from '../calendar/service.ts';
import type { HolidayCalendar } from '@toolbox/contracts';
import { listDictRows, putDictEntry } from '../dict/service.ts';
import {
  findPartnerRow,
  listPartnerRows,
  newPartnerSecret,
  setPartnerSecret,
  writePartnerRow,
  type PartnerRow,
} from '../partner/admin.ts';
import { audit, type Actor } from './audit.ts';
import { contentMessages } from './content-messages.ts';

const bad = (text: (typeof contentMessages)[keyof typeof contentMessages], params = {}) =>
  new AppError(Code.badRequest, text, params, 400);

// ---- holidays -------------------------------------------------------------------------------

function holidayStatus(view: CalendarView, now: Date): OpContentStatus {
  const have = view.years.map((y) => y.year);
  return {
    holidays: {
      years: view.years,
      missingYears: coveredYears(now).filter((y) => !have.includes(y)),
      overdueYears: overdueYears(have, now),
      rejected: view.rejected,
    },
  };
}

/** What the Content tab shows at the top: the holiday table's years and what is missing or refused. */
export async function contentStatus(
  db: Database,
  shipped: HolidayCalendar,
  now: Date,
): Promise<OpContentStatus> {
  return holidayStatus(await readCalendar(db, shipped), now);
}

/** The operator's years as stored in the dictionary entry (all of them, as written). */
async function operatorHolidayYears(db: Database): Promise<HolidayYear[]> {
  const row = (await listDictRows(db)).find((r) => r.code === HOLIDAY_DICT_CODE && r.edition === 'all');
  const years = (row?.value as { years?: unknown } | undefined)?.years;
  return Array.isArray(years) ? (years as HolidayYear[]) : [];
}

/** Adds or replaces one year of the holiday table, checked first; audited; served at once. */
export async function saveHolidayYear(
  db: Database,
  actor: Actor,
  input: { year: HolidayYear; reason: string },
  shipped: HolidayCalendar,
  now: Date,
): Promise<OpContentStatus> {
  const problems = holidayYearProblems(input.year);
  if (problems.length)
    throw bad(contentMessages.badYear, { year: input.year.year, problems: problems.join('; ') });
  const before = await operatorHolidayYears(db);
  const after = [...before.filter((y) => y.year !== input.year.year), input.year].sort(
    (a, b) => a.year - b.year,
  );
  await putDictEntry(db, { code: HOLIDAY_DICT_CODE, edition: 'all', value: { years: after } });
  await audit(
    db,
    actor,
    {
      action: 'content.holiday.save',
      target: String(input.year.year),
      before: before.find((y) => y.year === input.year.year) ?? null,
      after: input.year,
      reason: input.reason,
    },
    now,
  );
  return contentStatus(db, shipped, now);
}

/** Removes the operator's copy of a year (the shipped one, if any, applies again). */
export async function deleteHolidayYear(
  db: Database,
  actor: Actor,
  input: { year: number; reason: string },
  shipped: HolidayCalendar,
  now: Date,
): Promise<OpContentStatus> {
  const before = await operatorHolidayYears(db);
  const removed = before.find((y) => y.year === input.year);
  if (!removed) throw bad(contentMessages.noYear, { year: input.year });
  await putDictEntry(db, {
    code: HOLIDAY_DICT_CODE,
    edition: 'all',
    value: { years: before.filter((y) => y.year !== input.year) },
  });
  await audit(
    db,
    actor,
    {
      action: 'content.holiday.delete',
      target: String(input.year),
      before: removed,
      after: null,
      reason: input.reason,
    },
    now,
  );
  return contentStatus(db, shipped, now);
}

// ---- site notice ----------------------------------------------------------------------------

async function noticeRow(db: Database, edition: 'all' | 'cn' | 'intl') {
  return (await listDictRows(db)).find((r) => r.code === 'site_notice' && r.edition === edition) ?? null;
}

/** The site notice of one edition's own dictionary row (null when there is none). */
export async function readNotice(db: Database, edition: 'all' | 'cn' | 'intl'): Promise<OpNotice | null> {
  const parsed = siteNoticeValue.safeParse((await noticeRow(db, edition))?.value);
  return parsed.success ? { edition, ...parsed.data, startTime: parsed.data.startTime ?? null } : null;
}

/**
 * Saves the site notice of an edition. A changed text or link gets a new id, so visitors who
 * closed the old notice see the new one; changing only the dates or switching it keeps the id.
 */
export async function saveNotice(
  db: Database,
  actor: Actor,
  input: z.infer<typeof opNoticeSaveRequest>,
  now: Date,
): Promise<OpNotice> {
  const before = await readNotice(db, input.edition);
  const linkText = input.linkText && (input.linkText['zh-CN'] || input.linkText.en) ? input.linkText : null;
  const content = { text: input.text, url: input.url || null, linkText };
  const same =
    before &&
    JSON.stringify([before.text, before.url, before.linkText]) ===
      JSON.stringify([content.text, content.url, content.linkText]);
  const value = {
    id: same ? before.id : `n${now.getTime().toString(36)}${randomBytes(2).toString('hex')}`,
    enabled: input.enabled,
    ...content,
    startTime: input.startTime ? new Date(input.startTime).toISOString() : null,
    endTime: input.endTime ? new Date(input.endTime).toISOString() : null,
  };
  await putDictEntry(db, { code: 'site_notice', edition: input.edition, value });
  await audit(
    db,
    actor,
    {
      action: 'content.notice.save',
      target: `site_notice:${input.edition}`,
      before,
      after: value,
      reason: input.reason,
    },
    now,
  );
  return { edition: input.edition, ...value };
}

// ---- banners --------------------------------------------------------------------------------

const both = (t: BannerRow['title']) => ({ 'zh-CN': t['zh-CN'] ?? '', en: t.en ?? '' });

function presentBanner(row: BannerRow): OpBanner {
  return {
    id: row.id,
    listCode: row.listCode,
    edition: row.edition,
    orderNumber: row.orderNumber,
    url: row.url,
    icon: row.icon,
    title: both(row.title),
    text: both(row.text),
    secText: both(row.secText),
    enabled: row.enabled,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBanners(db: Database): Promise<OpBanner[]> {
  return (await listBannerRows(db)).map(presentBanner);
}

/** Adds or changes a banner item; the live lists (/bd/ali/list) serve it at once. */
export async function saveBanner(
  db: Database,
  actor: Actor,
  input: z.infer<typeof opBannerSaveRequest>,
  now: Date,
): Promise<OpBanner> {
  if (PICK_LISTS.includes(input.listCode)) throw bad(contentMessages.pickList, { code: input.listCode });
  const startAt = input.startAt ? new Date(input.startAt) : null;
  const endAt = input.endAt ? new Date(input.endAt) : null;
  if (startAt && endAt && endAt <= startAt) throw bad(contentMessages.endBeforeStart);
  const before = input.id === undefined ? null : await findBannerRow(db, input.id);
  if (input.id !== undefined && !before) throw bad(contentMessages.noBanner, { id: input.id });
  const row = await writeBannerRow(
    db,
    input.id,
    {
      listCode: input.listCode,
      edition: input.edition,
      orderNumber: input.orderNumber,
      url: input.url,
      icon: input.icon,
      title: input.title,
      text: input.text,
      secText: input.secText,
      enabled: input.enabled,
      startAt,
      endAt,
    },
    now,
  );
  const after = presentBanner(row);
  await audit(
    db,
    actor,
    {
      action: 'content.banner.save',
      target: `${row.listCode}#${row.id}`,
      before: before ? presentBanner(before) : null,
      after,
      reason: input.reason,
    },
    now,
  );
  return after;
}

export async function deleteBanner(
  db: Database,
  actor: Actor,
  input: { id: number; reason: string },
  now: Date,
) {
  const before = await findBannerRow(db, input.id);
  if (!before) throw bad(contentMessages.noBanner, { id: input.id });
  await deleteBannerRow(db, input.id);
  await audit(
    db,
    actor,
    {
      action: 'content.banner.delete',
      target: `${before.listCode}#${before.id}`,
      before: presentBanner(before),
      after: null,
      reason: input.reason,
    },
    now,
  );
  return null;
}

// ---- partners -------------------------------------------------------------------------------

function presentPartner(row: PartnerRow): OpPartner {
  return {
    openId: row.openId,
    name: row.name,
    enabled: row.enabled,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    calls: row.calls,
  };
}

export async function listPartners(db: Database): Promise<OpPartner[]> {
  return (await listPartnerRows(db)).map(presentPartner);
}

/** Adds a partner (its secret made here and answered this once) or changes one (the secret stays). */
export async function savePartner(
  db: Database,
  actor: Actor,
  input: z.infer<typeof opPartnerSaveRequest>,
  now: Date,
): Promise<{ partner: OpPartner; secret: string | null }> {
  const before = await findPartnerRow(db, input.openId);
  const secret = before ? null : newPartnerSecret();
  const fields = {
    openId: input.openId,
    name: input.name,
    enabled: input.enabled,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  };
  await writePartnerRow(db, fields, secret, now);
  const partner = presentPartner((await findPartnerRow(db, input.openId))!);
  await audit(
    db,
    actor,
    {
      action: 'content.partner.save',
      target: input.openId,
      before: before ? presentPartner(before) : null,
      after: partner,
      reason: input.reason,
    },
    now,
  );
  return { partner, secret };
}

/** A new secret for a partner: links signed with the old one stop working at once. */
export async function rotatePartnerSecret(
  db: Database,
  actor: Actor,
  input: { openId: string; reason: string },
  now: Date,
): Promise<{ partner: OpPartner; secret: string }> {
  const row = await findPartnerRow(db, input.openId);
  if (!row) throw bad(contentMessages.noPartner, { id: input.openId });
  const secret = newPartnerSecret();
  await setPartnerSecret(db, input.openId, secret);
  const partner = presentPartner(row);
  await audit(
    db,
    actor,
    {
      action: 'content.partner.rotate-secret',
      target: input.openId,
      before: null,
      after: null,
      reason: input.reason,
    },
    now,
  );
  return { partner, secret };
}
