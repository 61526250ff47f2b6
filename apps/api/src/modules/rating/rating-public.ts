/** What the rest of the API may use of the rating module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { ratingPath, requestRating, type TRatedWork } from './rating-request';
