import {
  MSG,
  TEMPLATE_EVENTS,
  type TEmailTemplate,
  type TPreviewTemplateBody,
  type TTemplateEvent,
  type TTemplatePreview,
  type TUpdateTemplateBody,
} from '@amc/contracts';
import type { EmailTemplate } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/db-client';
import { recordActivity } from '../../lib/activity-log';
import { AppError, type TIssue } from '../../lib/app-error';
import type { TCaller } from '../../lib/caller';
import { renderTemplateMail } from '../../lib/outbox';
import { checkTemplateSource, type TTemplateProblem, type TTemplateRules } from '../../lib/template-render';
import { TEMPLATE_SAMPLE_VALUES } from '../../db/email-templates';

const variablesOf = (row: Pick<EmailTemplate, 'variables'>) => row.variables.split(',').filter(Boolean);

export const toEmailTemplate = (row: EmailTemplate): TEmailTemplate => ({
  id: row.id,
  event: row.event as TTemplateEvent,
  name: row.name,
  subject: row.subject,
  body: row.body,
  variables: variablesOf(row),
  is_enabled: row.isEnabled,
  days_before: row.daysBefore,
  updated_at: row.updatedAt.toISOString(),
});

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

async function findTemplateRow(prisma: TPrisma, event: TTemplateEvent) {
  const row = await prisma.emailTemplate.findUnique({ where: { event } });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Every template, in the order of SPEC's events (a fixed set of about fourteen: no paging needed). */
export async function findTemplates(prisma: TPrisma): Promise<TEmailTemplate[]> {
  const rows = await prisma.emailTemplate.findMany();
  const order = new Map<string, number>(TEMPLATE_EVENTS.map((event, index) => [event, index]));
  return rows.sort((a, b) => (order.get(a.event) ?? 99) - (order.get(b.event) ?? 99)).map(toEmailTemplate);
}

export async function updateTemplate(
  prisma: TPrisma,
  caller: TCaller,
  body: TUpdateTemplateBody,
): Promise<TEmailTemplate> {
  return prisma.$transaction(async (tx) => {
    const existing = await tx.emailTemplate.findUnique({ where: { event: body.event } });
    if (!existing) throw new AppError('NOT_FOUND');
    assertRenderable(body, variablesOf(existing));
    const row = await tx.emailTemplate.update({
      where: { id: existing.id },
      data: {
        subject: body.subject,
        body: body.body,
        isEnabled: body.is_enabled,
        daysBefore: body.days_before,
      },
    });
    await recordActivity(tx, caller, {
      slug: 'template',
      action: 'update',
      description: `Updated the e-mail template ${row.name}${row.isEnabled ? '' : ' (turned off)'}`,
      recordId: row.id,
    });
    return toEmailTemplate(row);
  });
}

/**
 * Renders unsaved texts as the mail would be sent, with one sample value per variable; the business name and
 * today's date are the real ones, as in a sent mail. Refuses what the save would refuse, so the editor shows
 * the problem while typing.
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
      .map((name) => [name, TEMPLATE_SAMPLE_VALUES[name]]),
  );
  return renderTemplateMail(body, settings, samples);
}
