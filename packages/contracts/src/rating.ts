import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { MSG } from './messages';
import { ZId, ZOptionalText } from './common';
import { RATING_COMMENT_MAX } from './rating-limits';
import { ZPersonRef } from './work-fields';

/**
 * The customer's word (issue 28, section 3): a visit completed or a complaint resolved gets a rating link, sent to
 * its customer and shown in the portal, to rate it from 1 to 5 with a comment. Once, without signing in, for 30
 * days. A score of 1 or 2 tells the admins at once.
 */
export * from './rating-limits';

/** A rating link's key: 32 hex digits (128 random bits), checked before any query. */
export const RATING_TOKEN = /^[0-9a-f]{32}$/;
export const ZRatingTokenParam = z.object({ token: z.string().max(200) });

export const RATING_STATES = ['open', 'rated', 'expired'] as const;
export const ZRatingState = z.enum(RATING_STATES);
export type TRatingState = z.infer<typeof ZRatingState>;

/**
 * GET /api/public/rating/:token: what the rating page shows and nothing more: the business, what is rated (the
 * visit's title and day, or the complaint's number and day) and the first name of whoever did the work; never the
 * customer, the address or a price. An unknown token answers 404.
 */
export const ZRatingPage = z.object({
  business: z.object({ name: z.string(), phone: z.string().nullable(), logo_url: z.string().nullable() }),
  /** The customer's language, else the business's: the page's own when the phone's language is none of the 41. */
  language: z.enum(LANGUAGE_CODES),
  kind: z.enum(['service', 'complaint']),
  /** The visit's title, or the complaint's number. */
  title: z.string(),
  /** The day it was done (YYYY-MM-DD). */
  date: z.string(),
  employee_first_name: z.string().nullable(),
  state: ZRatingState,
  /** The score given, once rated. */
  score: z.number().int().nullable(),
});
export type TRatingPage = z.infer<typeof ZRatingPage>;

export const ZRatingScore = z
  .number({ error: MSG.chooseRating })
  .int({ error: MSG.chooseRating })
  .min(1, { error: MSG.chooseRating })
  .max(5, { error: MSG.chooseRating });

/** POST /api/public/rating/:token: the score and an optional comment. A used link answers 409, an expired one 409. */
export const ZRateBody = z.object({
  score: ZRatingScore,
  comment: ZOptionalText(RATING_COMMENT_MAX).transform((text) => text ?? null),
});
export type TRateBody = z.input<typeof ZRateBody>;

/** A rating given, as the visit's and complaint's views show it. */
export const ZRatingGiven = z.object({
  score: z.number().int(),
  comment: z.string().nullable(),
  rated_at: z.string(),
});
export type TRatingGiven = z.infer<typeof ZRatingGiven>;

/** GET /api/rating/of?service_id= or ?complaint_id=: the caller's own visit or complaint (404 beyond its rows). */
export const ZRatingOfQuery = z
  .object({ service_id: ZId.optional(), complaint_id: ZId.optional() })
  .refine((query) => (query.service_id === undefined) !== (query.complaint_id === undefined), {
    error: MSG.invalidInput,
  });
export type TRatingOfQuery = z.infer<typeof ZRatingOfQuery>;

/**
 * The rating of a visit or complaint: the rating given (null until then), and for its own customer the link's page
 * address while it is open (null for anyone else: staff never rate on a customer's behalf).
 */
export const ZRatingOf = z.object({
  rating: ZRatingGiven.nullable(),
  state: ZRatingState.nullable(),
  rate_url: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type TRatingOf = z.infer<typeof ZRatingOf>;

/** GET /api/rating/employee/:id: an employee's ratings, average (one decimal) and count, all time. */
export const ZEmployeeRating = z.object({ average: z.number().nullable(), count: z.number().int() });
export type TEmployeeRating = z.infer<typeof ZEmployeeRating>;

/** The rating report's figures: how many ratings, their average (one decimal), and how many low (1 or 2). */
export const ZRatingFigures = z.object({
  ratings: z.number().int(),
  average: z.number().nullable(),
  low: z.number().int(),
});
export type TRatingFigures = z.infer<typeof ZRatingFigures>;

/**
 * POST /api/report/ratingReport: the ratings given in the range (by the day given), in total, by month (oldest
 * first), by employee (most ratings first; null: the work had no one assigned) and by employee and month.
 */
export const ZRatingReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: ZRatingFigures,
  months: z.array(ZRatingFigures.extend({ month: z.string() })),
  employees: z.array(ZRatingFigures.extend({ employee: ZPersonRef.nullable() })),
  employee_months: z.array(ZRatingFigures.extend({ month: z.string(), employee: ZPersonRef.nullable() })),
});
export type TRatingReport = z.infer<typeof ZRatingReport>;
