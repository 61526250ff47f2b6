/**
 * The rating's numbers (issue 28, section 3), apart from its schemas so the rating link's light page (apps/web
 * src/scan/rate-page.ts) can read them without zod.
 */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;
/** A score at or under this tells the admins at once. */
export const LOW_RATING = 2;
/** How long a rating link can be used. */
export const RATING_LINK_DAYS = 30;
export const RATING_COMMENT_MAX = 1000;
