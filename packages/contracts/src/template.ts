import { z } from 'zod';
import { ZRequiredText } from './common';
import { ZTemplateEvent } from './enums';
import { LANGUAGE_CODES } from './languages';
import { MSG } from './messages';

/** The only template that is sent ahead of a date, so the only one with a number of days. */
export const REMINDER_TEMPLATE_EVENT = 'service_reminder';
export const DAYS_BEFORE_MIN = 1;
export const DAYS_BEFORE_MAX = 60;
export const TEMPLATE_SUBJECT_MAX = 255;
// A TEXT column holds 65,535 bytes: 16,000 characters fit even at four bytes each.
export const TEMPLATE_BODY_MAX = 16_000;

/** A template's texts are kept per language: one of the 41 of the picker (400 otherwise). */
export const ZTemplateLanguage = z.enum(LANGUAGE_CODES, { error: MSG.unknownLanguage });

/** GET /api/template/list?language=de: the texts of that language (English when not given). */
export const ZTemplateListQuery = z.object({ language: ZTemplateLanguage.default('en') });
export type TTemplateListQuery = z.input<typeof ZTemplateListQuery>;

/**
 * One e-mail template in one language: its texts with {{variables}}, whether they are that language's shipped
 * default or the admin's edit, and the event's settings and variables (shared by every language).
 */
export const ZEmailTemplate = z.object({
  id: z.number().int(),
  event: ZTemplateEvent,
  name: z.string(),
  language: ZTemplateLanguage,
  subject: z.string(),
  body: z.string(),
  /** True: no edit is stored for this language; the shipped text of the language is sent. */
  is_default: z.boolean(),
  variables: z.array(z.string()),
  is_enabled: z.boolean(),
  days_before: z.number().int().nullable(),
  updated_at: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

/** A whole number of days from a number field (number, text or empty); empty means "none". */
const ZDaysBefore = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((raw, ctx) => {
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (!text) return null;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < DAYS_BEFORE_MIN || value > DAYS_BEFORE_MAX) {
      ctx.addIssue({ code: 'custom', message: MSG.daysBeforeRange });
      return z.NEVER;
    }
    return value;
  });

/**
 * POST /api/template/update: SPEC "Email template subject and body required". The server also reads both with
 * handlebars and refuses broken syntax, unknown variables and unescaped (triple-brace) output. The subject and
 * body are the language's; the on/off switch and days before are the event's, for every language.
 */
export const ZUpdateTemplateBody = z
  .object({
    event: ZTemplateEvent,
    language: ZTemplateLanguage,
    subject: ZRequiredText('Subject', TEMPLATE_SUBJECT_MAX),
    body: ZRequiredText('Body', TEMPLATE_BODY_MAX),
    is_enabled: z.boolean(),
    days_before: ZDaysBefore,
  })
  .superRefine((value, ctx) => {
    const reminder = value.event === REMINDER_TEMPLATE_EVENT;
    if (reminder && value.days_before === null)
      ctx.addIssue({ code: 'custom', path: ['days_before'], message: MSG.required('Days before') });
    if (!reminder && value.days_before !== null)
      ctx.addIssue({ code: 'custom', path: ['days_before'], message: MSG.daysBeforeOnlyReminder });
  });
export type TUpdateTemplateBody = z.infer<typeof ZUpdateTemplateBody>;
export type TUpdateTemplateInput = z.input<typeof ZUpdateTemplateBody>;

/** POST /api/template/reset: forgets the admin's texts of one language; its shipped default is sent again. */
export const ZResetTemplateBody = z.object({ event: ZTemplateEvent, language: ZTemplateLanguage });
export type TResetTemplateBody = z.infer<typeof ZResetTemplateBody>;

/** POST /api/template/preview: unsaved texts rendered with one sample value per variable, laid out for the language. */
export const ZPreviewTemplateBody = z.object({
  event: ZTemplateEvent,
  language: ZTemplateLanguage.default('en'),
  subject: z.string().max(TEMPLATE_SUBJECT_MAX, MSG.maxChars(TEMPLATE_SUBJECT_MAX)),
  body: z.string().max(TEMPLATE_BODY_MAX, MSG.maxChars(TEMPLATE_BODY_MAX)),
});
export type TPreviewTemplateBody = z.infer<typeof ZPreviewTemplateBody>;

/** The mail as it would be sent: the subject as plain text, the whole HTML document (layout included). */
export const ZTemplatePreview = z.object({ subject: z.string(), html: z.string() });
export type TTemplatePreview = z.infer<typeof ZTemplatePreview>;
