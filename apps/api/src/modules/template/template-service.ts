import {
  LANGUAGES,
  MSG,
  TEMPLATE_EVENTS,
  type TEmailTemplate,
  type TLanguageCode,
  type TPreviewTemplateBody,
  type TResetTemplateBody,
  type TTemplateEvent,
  type TTemplatePreview,
  type TUpdateTemplateBody,
} from '@amc/contracts';
import type { EmailTemplate, EmailTemplateText } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError, type TIssue } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { renderTemplateMail } from '../../lib/documents/outbox';
import {
  checkTemplateSource,
  type TTemplateProblem,
  type TTemplateRules,
} from '../../lib/documents/template-render';
import { TEMPLATE_SAMPLE_VALUES } from '../../db/email-templates';
import { defaultTemplateText } from '../../lib/documents/email-template-texts';

const variablesOf = (row: Pick<EmailTemplate, 'variables'>) => row.variables.split(',').filter(Boolean);

type TTemplateWithTexts = EmailTemplate & { texts: EmailTemplateText[] };
const WITH_TEXTS = { texts: true } as const;

/**
 * The template in one language: the admin's edited text of that language when there is one, else the language's
 * shipped default (is_default). The event's settings are the same in every language.
 */
export function toEmailTemplate(row: TTemplateWithTexts, language: TLanguageCode): TEmailTemplate {
  const edited = row.texts.find((text) => text.language === language);
  const text = edited ?? defaultTemplateText(row.event as TTemplateEvent, language);
  const updated = edited && edited.updatedAt > row.updatedAt ? edited.updatedAt : row.updatedAt;
  return {
    id: row.id,
    event: row.event as TTemplateEvent,
    name: row.name,
    language,
    subject: text.subject,
    body: text.body,
    is_default: !edited,
    variables: variablesOf(row),
    is_enabled: row.isEnabled,
    days_before: row.daysBefore,
    updated_at: updated.toISOString(),
  };
}

/** The fields of a list variable's items, read from its sample (TEMPLATE_SAMPLE_VALUES). */
function rulesFor(variables: string[]): TTemplateRules {
  const itemFields: Record<string, string[]> = {};
  for (const name of variables) {
    const sample = TEMPLATE_SAMPLE_VALUES[name];
    if (Array.isArray(sample))
      itemFields[name] = [...new Set(sample.flatMap((item) => Object.keys(item as object)))];
  }
  return { variables, itemFields };
}

function describeProblem(problem: TTemplateProblem): string {
  switch (problem.kind) {
    case 'syntax':
      return MSG.templateSyntax(problem.line);
    case 'unescaped':
      return MSG.templateUnescaped;
    case 'unknown_variable':
      return MSG.templateUnknownVariable(problem.name);
    case 'helper':
      return MSG.templateHelper(problem.name);
  }
}

/** Refuses (400, on the field) a subject or body that would not render, or would render a value unescaped. */
function assertRenderable(texts: { subject: string; body: string }, variables: string[]) {
  const rules = rulesFor(variables);
  const issues: TIssue[] = [];
  for (const field of ['subject', 'body'] as const) {
    const problem = checkTemplateSource(texts[field], rules);
    if (problem) issues.push({ path: field, message: describeProblem(problem) });
  }
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
}

async function findTemplateRow(db: TDb, event: TTemplateEvent): Promise<TTemplateWithTexts> {
  const row = await db.emailTemplate.findUnique({ where: { event }, include: WITH_TEXTS });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const languageName = (language: TLanguageCode) =>
  LANGUAGES.find((entry) => entry.code === language)?.name ?? language;

/** Every template in one language, in the order of SPEC's events (a fixed set of about fourteen: no paging). */
export async function findTemplates(prisma: TPrisma, language: TLanguageCode): Promise<TEmailTemplate[]> {
  const rows = await prisma.emailTemplate.findMany({
    include: { texts: { where: { language } } },
  });
  const order = new Map<string, number>(TEMPLATE_EVENTS.map((event, index) => [event, index]));
  return rows
    .sort((a, b) => (order.get(a.event) ?? 99) - (order.get(b.event) ?? 99))
    .map((row) => toEmailTemplate(row, language));
}

/**
 * Saves the event's settings and the texts of one language. Texts equal to that language's shipped default keep
 * no row (the language stays on its default, and follows it when a release improves it); any other text is
 * stored for that language alone, so editing German never touches English.
 */
export async function updateTemplate(
  prisma: TPrisma,
  caller: TCaller,
  body: TUpdateTemplateBody,
): Promise<TEmailTemplate> {
  return prisma.$transaction(async (tx) => {
    const existing = await findTemplateRow(tx, body.event);
    assertRenderable(body, variablesOf(existing));
    await tx.emailTemplate.update({
      where: { id: existing.id },
      data: { isEnabled: body.is_enabled, daysBefore: body.days_before },
    });
    const stock = defaultTemplateText(body.event, body.language);
    const key = { templateId_language: { templateId: existing.id, language: body.language } };
    if (body.subject === stock.subject && body.body === stock.body)
      await tx.emailTemplateText.deleteMany({ where: key.templateId_language });
    else
      await tx.emailTemplateText.upsert({
        where: key,
        update: { subject: body.subject, body: body.body },
        create: { ...key.templateId_language, subject: body.subject, body: body.body },
      });
    const row = await findTemplateRow(tx, body.event);
    await recordActivity(tx, caller, {
      slug: 'template',
      action: 'update',
      description: `Updated the e-mail template ${row.name} (${languageName(body.language)})${row.isEnabled ? '' : ', turned off'}`,
      recordId: row.id,
    });
    return toEmailTemplate(row, body.language);
  });
}

/** Forgets the admin's texts of one language: that language sends its shipped default again. */
export async function resetTemplate(
  prisma: TPrisma,
  caller: TCaller,
  body: TResetTemplateBody,
): Promise<TEmailTemplate> {
  return prisma.$transaction(async (tx) => {
    const existing = await findTemplateRow(tx, body.event);
    const { count } = await tx.emailTemplateText.deleteMany({
      where: { templateId: existing.id, language: body.language },
    });
    if (count > 0)
      await recordActivity(tx, caller, {
        slug: 'template',
        action: 'update',
        description: `Reset the e-mail template ${existing.name} (${languageName(body.language)}) to its default text`,
        recordId: existing.id,
      });
    return toEmailTemplate(await findTemplateRow(tx, body.event), body.language);
  });
}

/** A sample value as the language would show it: the month of the monthly list is spelt in the language. */
function sampleValue(name: string, language: TLanguageCode): unknown {
  if (name === 'month')
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 1)),
    );
  return TEMPLATE_SAMPLE_VALUES[name];
}

/**
 * Renders unsaved texts as the mail would be sent in the language (its direction included), with one sample
 * value per variable; the business name and today's date are the real ones, as in a sent mail. Refuses what the
 * save would refuse, so the editor shows the problem while typing.
 */
export async function previewTemplate(
  prisma: TPrisma,
  body: TPreviewTemplateBody,
): Promise<TTemplatePreview> {
  const [row, settings] = await Promise.all([
    findTemplateRow(prisma, body.event),
    prisma.setting.findUnique({ where: { id: 1 }, select: { businessName: true, footerText: true } }),
  ]);
  const variables = variablesOf(row);
  assertRenderable(body, variables);
  const samples = Object.fromEntries(
    variables
      .filter((name) => name !== 'system_name' && name !== 'date')
      .map((name) => [name, sampleValue(name, body.language)]),
  );
  return renderTemplateMail(body, settings, samples, body.language);
}
