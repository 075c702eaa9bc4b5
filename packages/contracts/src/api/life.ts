/*
 * The life tools' calls: shared trip plans (`trip_plan`, `trip_plan_share_page`) and the Chinese
 * statutory holiday calendar (`fd_work`).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { lifePaths } from './gpt-paths.ts';
import { stockEndpoints } from './stock.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');

/** How one gets from a place to the next. */
export const travelMode = z.enum(['walk', 'bike', 'transit', 'drive', 'train', 'flight']);
export type TravelMode = z.infer<typeof travelMode>;

export const tripPlaceSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** Where it is on the map (WGS-84), when the user picked it there. */
  lat: z.number().min(-90).max(90).nullable().default(null),
  lng: z.number().min(-180).max(180).nullable().default(null),
  /** Time of day, HH:MM, optional. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:MM')
    .or(z.literal(''))
    .default(''),
  note: z.string().trim().max(300).default(''),
  /** Money spent here, in the plan's currency. */
  cost: z.number().min(0).max(10_000_000).default(0),
  /** Getting to the next place: how, and how many minutes (estimated or the user's own). */
  mode: travelMode.default('transit'),
  travelMinutes: z.number().int().min(0).max(10_000).nullable().default(null),
});
export type TripPlace = z.infer<typeof tripPlaceSchema>;

export const tripDaySchema = z.object({
  title: z.string().trim().max(100).default(''),
  places: z.array(tripPlaceSchema).max(20),
});

export const tripPlanSchema = z.object({
  title: z.string().trim().min(1).max(100),
  startDate: isoDate.or(z.literal('')).default(''),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'expected a currency code such as CNY')
    .default('CNY'),
  budget: z.number().min(0).max(100_000_000).default(0),
  notes: z.string().trim().max(2000).default(''),
  days: z.array(tripDaySchema).min(1).max(30),
});
export type TripPlan = z.infer<typeof tripPlanSchema>;
export type TripPlanInput = z.input<typeof tripPlanSchema>;

/** Share links last this many days, at most. */
export const TRIP_SHARE_DAYS = [1, 7, 30] as const;

export const tripShareCreateRequest = z.object({
  plan: tripPlanSchema,
  expireDays: z.union([z.literal(1), z.literal(7), z.literal(30)]).default(7),
});

/** A share as its owner sees it. */
export const tripShareSchema = z.object({
  id: z.string(),
  title: z.string(),
  createTime: z.string(),
  expireTime: z.string(),
});
export type TripShare = z.infer<typeof tripShareSchema>;

/** An unguessable share id: 22 characters of base64url (128 random bits). */
export const tripShareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'not a share link id');

export const tripShareGetRequest = z.object({ id: tripShareIdSchema });
export const tripShareGetResponse = z.object({
  plan: tripPlanSchema,
  createTime: z.string(),
  expireTime: z.string(),
});

/** The Chinese statutory holidays of one year and the weekend days worked instead (调休). */
export const holidayYearSchema = z.object({
  year: z.number().int(),
  /** The State Council notice the table follows. */
  source: z.string(),
  holidays: z.array(
    z.object({
      key: z.enum([
        'newYear',
        'springFestival',
        'qingming',
        'labourDay',
        'dragonBoat',
        'midAutumn',
        'nationalDay',
      ]),
      name: z.object({ 'zh-CN': z.string(), en: z.string() }),
      start: isoDate,
      end: isoDate,
    }),
  ),
  /** Saturdays and Sundays that are working days (调休上班). */
  workdays: z.array(isoDate),
});
export type HolidayYear = z.infer<typeof holidayYearSchema>;
export const holidayCalendarResponse = z.object({
  years: z.array(holidayYearSchema),
  /**
   * This year and next year when the table lacks them (the State Council's notice not published or
   * not loaded yet): their days count Monday to Friday, weekends off.
   */
  missingYears: z.array(z.number().int()).optional(),
  /** Says so in the reader's language ('' when nothing is missing). */
  note: z.string().optional(),
});
export type HolidayCalendar = z.infer<typeof holidayCalendarResponse>;

const noInput = z.object({}).loose();

export const lifeEndpoints = {
  tripShareCreate: endpoint(lifePaths.tripShareCreate, 'optional', tripShareCreateRequest, tripShareSchema),
  tripShareGet: endpoint(lifePaths.tripShareGet, 'any', tripShareGetRequest, tripShareGetResponse),
  tripShareList: endpoint(lifePaths.tripShareList, 'optional', noInput, z.array(tripShareSchema)),
  tripShareRevoke: endpoint(lifePaths.tripShareRevoke, 'optional', tripShareGetRequest, z.null()),
  holidayCalendar: endpoint(lifePaths.holidayCalendar, 'any', noInput, holidayCalendarResponse),
  ...stockEndpoints,
};
