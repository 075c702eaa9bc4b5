/*
 * Favourites (spec: Favorite = funcCode, orderNumber 1-based; list items carry the function's
 * fields). Every change answers the whole list as the server now holds it, so a page that changed
 * it shows what another tab may have changed meanwhile.
 */
import { z } from 'zod';
import { funcSchema } from '../func.ts';
import { communityPaths } from './community-paths.ts';
import { endpoint } from './endpoint.ts';

/** A function code as the catalogue writes them (`pdf_merge`). */
export const funcCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and _ only');

/** One favourite: the function's fields, with `orderNumber` its 1-based place among the favourites. */
export const favouriteSchema = funcSchema.extend({ funcCode: z.string(), orderNumber: z.number().int() });
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouriteListResponse = z.array(favouriteSchema);

/** The most favourites one account keeps (far above the catalogue's size). */
export const MAX_FAVOURITES = 500;

/**
 * POST save-or-update: adds `funcCode` at the end (kept where it is when already a favourite);
 * with `orderNumber` it is moved to that place.
 */
export const favouriteSaveRequest = z.object({
  funcCode: funcCodeSchema,
  orderNumber: z.number().int().min(1).max(MAX_FAVOURITES).optional(),
});

/**
 * POST batch-update: the order the user saved. Favourites missing from `itemList` (added in
 * another tab meanwhile) keep their relative order after the listed ones; codes that are no longer
 * favourites are ignored, never added back.
 */
export const favouriteBatchRequest = z.object({
  itemList: z
    .array(z.object({ funcCode: funcCodeSchema, orderNumber: z.number().int().min(1).max(100_000) }))
    .max(MAX_FAVOURITES),
});
export type FavouriteBatchRequest = z.input<typeof favouriteBatchRequest>;

/** POST del: removes one favourite (none: nothing changes); the rest are numbered 1..n again. */
export const favouriteDeleteRequest = z.object({ funcCode: funcCodeSchema });

const noInput = z.object({}).loose();

export const favouriteEndpoints = {
  favouriteList: endpoint(communityPaths.favouriteList, 'user', noInput, favouriteListResponse),
  favouriteSave: endpoint(communityPaths.favouriteSave, 'user', favouriteSaveRequest, favouriteListResponse),
  favouriteBatch: endpoint(
    communityPaths.favouriteBatch,
    'user',
    favouriteBatchRequest,
    favouriteListResponse,
  ),
  favouriteDelete: endpoint(
    communityPaths.favouriteDelete,
    'user',
    favouriteDeleteRequest,
    favouriteListResponse,
  ),
};
