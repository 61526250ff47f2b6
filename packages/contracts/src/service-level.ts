import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZRequiredText } from './common';
import { COMPLAINT_PRIORITIES, ZComplaintPriority, type TComplaintPriority } from './enums';

/**
 * Service levels (issue 28): what the business promises per priority, a time to respond and a time to resolve,
 * counted in its working time (Settings: the working week and the holidays). A contract carries a level; the
 * default level promises for complaints under no contract.
 */

/** The longest promise, in minutes: 1,000 working hours (about half a year of 40-hour weeks). */
export const MAX_PROMISE_MINUTES = 60_000;

/** One priority's promise, in working minutes. */
export const ZServiceLevelTarget = z.object({
  priority: ZComplaintPriority,
  respond_minutes: z.number().int(),
  resolve_minutes: z.number().int(),
});
export type TServiceLevelTarget = z.infer<typeof ZServiceLevelTarget>;

export const ZServiceLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The priority of the complaints on its contracts' equipment. */
  priority: ZComplaintPriority,
  /** The level of complaints under no contract; exactly one is. */
  is_default: z.boolean(),
  /** One per priority, in COMPLAINT_PRIORITIES' order. */
  targets: z.array(ZServiceLevelTarget),
  /** How many contracts carry it (a level in use is not deleted). */
  contracts: z.number().int(),
});
export type TServiceLevel = z.infer<typeof ZServiceLevel>;

const ZPromiseMinutes = z
  .number({ error: MSG.promiseMinutes })
  .int(MSG.promiseMinutes)
  .min(1, MSG.promiseMinutes)
  .max(MAX_PROMISE_MINUTES, MSG.promiseMinutes);

/**
 * POST /api/setting/service-level/store and /update: a name (unique), the contracts' priority, whether it is the
 * default (making one the default makes it the only one), and a promise for every priority, each resolve no
 * sooner than its respond.
 */
const serviceLevelFields = {
  name: ZRequiredText('Name', 100),
  priority: ZComplaintPriority.default('normal'),
  is_default: z.boolean().default(false),
  targets: z
    .array(
      z
        .object({
          priority: ZComplaintPriority,
          respond_minutes: ZPromiseMinutes,
          resolve_minutes: ZPromiseMinutes,
        })
        .refine((target) => target.resolve_minutes >= target.respond_minutes, {
          message: MSG.resolveAfterRespond,
          path: ['resolve_minutes'],
        }),
    )
    .refine(
      (targets) =>
        targets.length === COMPLAINT_PRIORITIES.length &&
        COMPLAINT_PRIORITIES.every((priority) => targets.some((target) => target.priority === priority)),
      MSG.promiseEveryPriority,
    ),
};
export const ZStoreServiceLevelBody = z.object(serviceLevelFields);
export type TStoreServiceLevelBody = z.infer<typeof ZStoreServiceLevelBody>;
export type TStoreServiceLevelInput = z.input<typeof ZStoreServiceLevelBody>;
export const ZUpdateServiceLevelBody = z.object({ id: ZId, ...serviceLevelFields });
export type TUpdateServiceLevelBody = z.infer<typeof ZUpdateServiceLevelBody>;

/** A level's promise for a priority (every stored level has all four). */
export const targetOf = (level: Pick<TServiceLevel, 'targets'>, priority: TComplaintPriority) =>
  level.targets.find((target) => target.priority === priority);

/**
 * A complaint's standing against its promises, for the list's filter: "at risk" has passed 80% of the time to its
 * next promise, "breached" has passed the promise; both count only while its clock runs (not resolved, not
 * waiting for the customer).
 */
export const SERVICE_STANDINGS = ['at_risk', 'breached'] as const;
export const ZServiceStanding = z.enum(SERVICE_STANDINGS);
export type TServiceStanding = z.infer<typeof ZServiceStanding>;
