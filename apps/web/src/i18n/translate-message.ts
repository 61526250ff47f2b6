import { MSG } from '@amc/contracts';
import type { TFunction } from 'i18next';

/**
 * The contracts' messages are English sentences, some built from a label or a number ("Email is required!",
 * "Minimum 2 characters is required."). The "validation" namespace is keyed by the English sentence; built
 * sentences are matched against the contracts' own templates, so a new label only needs its own translation.
 */
type TTemplate = {
  /** The "validation" namespace's key, with i18next placeholders. */
  key: string;
  /** The contracts' own sentence built from sample values, so a reworded contract still matches. */
  sample: string;
  /** Each placeholder with the sample value it stands for in `sample`. */
  params: readonly (readonly [name: string, sample: string])[];
  /** Placeholders holding a field label ("Email"), translated on their own before they are put in. */
  labels?: readonly string[];
};

const TEMPLATES: readonly TTemplate[] = [
  {
    key: '{{label}} is required!',
    sample: MSG.required('LABEL_SAMPLE'),
    params: [['label', 'LABEL_SAMPLE']],
    labels: ['label'],
  },
  { key: 'Minimum {{n}} characters is required.', sample: MSG.minChars(987654), params: [['n', '987654']] },
  { key: 'Maximum length of {{n}} exceeded!', sample: MSG.maxChars(987654), params: [['n', '987654']] },
  { key: 'Must be at least {{n}}.', sample: MSG.numberAtLeast(987654), params: [['n', '987654']] },
  { key: 'Must be at most {{n}}.', sample: MSG.numberAtMost(987654), params: [['n', '987654']] },
  { key: 'At least {{n}} must be given.', sample: MSG.atLeastEntries(987654), params: [['n', '987654']] },
  { key: 'No more than {{n}} can be given.', sample: MSG.atMostEntries(987654), params: [['n', '987654']] },
  {
    key: '{{label}} should be exactly {{n}} characters.',
    sample: MSG.exactChars('LABEL_SAMPLE', 987654),
    params: [
      ['label', 'LABEL_SAMPLE'],
      ['n', '987654'],
    ],
    labels: ['label'],
  },
  {
    key: '{{label}} should be exactly {{n}} digits.',
    sample: MSG.exactDigits('LABEL_SAMPLE', 987654),
    params: [
      ['label', 'LABEL_SAMPLE'],
      ['n', '987654'],
    ],
    labels: ['label'],
  },
  { key: '{{n}} users deleted successfully.', sample: MSG.usersDeleted(987654), params: [['n', '987654']] },
  {
    key: 'The template cannot be read: check the braces and block tags on line {{n}}.',
    sample: MSG.templateSyntax(987654),
    params: [['n', '987654']],
  },
  {
    key: 'The variable {{name}} is not available in this template.',
    sample: MSG.templateUnknownVariable('NAME_SAMPLE'),
    params: [['name', 'NAME_SAMPLE']],
  },
  {
    key: 'Unknown field: {{name}}.',
    sample: MSG.unknownField('NAME_SAMPLE'),
    params: [['name', 'NAME_SAMPLE']],
  },
  {
    key: 'The helper {{name}} is not allowed; use if, unless, each or default.',
    sample: MSG.templateHelper('NAME_SAMPLE'),
    params: [['name', 'NAME_SAMPLE']],
  },
  {
    key: '{{n}} complaints deleted successfully.',
    sample: MSG.complaintsDeleted(987654),
    params: [['n', '987654']],
  },
  { key: '{{n}} tasks deleted successfully.', sample: MSG.tasksDeleted(987654), params: [['n', '987654']] },
  {
    key: '{{n}} equipment items deleted successfully.',
    sample: MSG.equipmentDeleted(987654),
    params: [['n', '987654']],
  },
  {
    key: '{{n}} purchases deleted successfully.',
    sample: MSG.purchasesDeleted(987654),
    params: [['n', '987654']],
  },
  {
    key: '{{n}} quotations deleted successfully.',
    sample: MSG.quotationsDeleted(987654),
    params: [['n', '987654']],
  },
  { key: '{{n}} sales deleted successfully.', sample: MSG.salesDeleted(987654), params: [['n', '987654']] },
  {
    key: 'Quotation converted to the sale {{number}}.',
    sample: MSG.quotationConverted('NUMBER_SAMPLE'),
    params: [['number', 'NUMBER_SAMPLE']],
  },
  {
    key: 'The quotation was sent to {{to}}.',
    sample: MSG.quotationMailed('TO_SAMPLE'),
    params: [['to', 'TO_SAMPLE']],
  },
  {
    key: 'A test mail was sent to {{to}}. Look in its inbox (and in its spam folder).',
    sample: MSG.testMailSent('TO_SAMPLE'),
    params: [['to', 'TO_SAMPLE']],
  },
  {
    key: 'The test mail could not be sent: {{detail}}',
    sample: MSG.testMailFailed('DETAIL_SAMPLE'),
    params: [['detail', 'DETAIL_SAMPLE']],
  },
  {
    key: 'The renewal offer was sent to {{to}}.',
    sample: MSG.renewalOfferSent('TO_SAMPLE'),
    params: [['to', 'TO_SAMPLE']],
  },
  {
    key: 'The job ran and made {{made}} (mails or bills).',
    sample: MSG.jobRan(987654),
    params: [['made', '987654']],
  },
  {
    key: 'The invoice was sent to {{to}}.',
    sample: MSG.saleMailed('TO_SAMPLE'),
    params: [['to', 'TO_SAMPLE']],
  },
  {
    key: 'The statement was sent to {{to}}.',
    sample: MSG.statementMailed('TO_SAMPLE'),
    params: [['to', 'TO_SAMPLE']],
  },
  {
    key: 'The credit note was sent to {{to}}.',
    sample: MSG.creditNoteMailed('TO_SAMPLE'),
    params: [['to', 'TO_SAMPLE']],
  },
  {
    key: 'Only {{n}} of this line can still be credited.',
    sample: MSG.creditQuantityLeft(987654),
    params: [['n', '987654']],
  },
  {
    key: 'Only {{n}} of this line can still be returned.',
    sample: MSG.returnQuantityLeft(987654),
    params: [['n', '987654']],
  },
  {
    key: 'The amount is more than the credit left ({{left}}).',
    sample: MSG.creditLeftExceeded('LEFT_SAMPLE'),
    params: [['left', 'LEFT_SAMPLE']],
  },
  {
    key: 'The payment is more than the amount due ({{due}}).',
    sample: MSG.paymentMoreThanDue('DUE_SAMPLE'),
    params: [['due', 'DUE_SAMPLE']],
  },
  {
    key: 'The total cannot be less than what has already been paid ({{paid}}).',
    sample: MSG.totalBelowPaid('PAID_SAMPLE'),
    params: [['paid', 'PAID_SAMPLE']],
  },
  {
    key: '{{n}} conversations deleted successfully.',
    sample: MSG.conversationsDeleted(987654),
    params: [['n', '987654']],
  },
  {
    key: 'Choose at most {{n}} recipients.',
    sample: MSG.tooManyRecipients(987654),
    params: [['n', '987654']],
  },
  {
    key: 'This change would take the stock of {{product}} below zero ({{n}} in stock). Nothing was changed.',
    sample: MSG.stockBelowZero('PRODUCT_SAMPLE', 987654),
    params: [
      ['product', 'PRODUCT_SAMPLE'],
      ['n', '987654'],
    ],
  },
  {
    key: 'The warehouse holds {{n}} of {{product}}: not enough for this change. Nothing was changed.',
    sample: MSG.notInWarehouse('PRODUCT_SAMPLE', 987654),
    params: [
      ['product', 'PRODUCT_SAMPLE'],
      ['n', '987654'],
    ],
  },
  {
    key: 'The van of {{employee}} holds {{n}} of {{product}}: not enough for this change. Nothing was changed.',
    sample: MSG.notInVan('PRODUCT_SAMPLE', 'EMPLOYEE_SAMPLE', 987654),
    params: [
      ['product', 'PRODUCT_SAMPLE'],
      ['employee', 'EMPLOYEE_SAMPLE'],
      ['n', '987654'],
    ],
  },
  {
    key: 'The stock is already {{n}}: there is nothing to adjust.',
    sample: MSG.stockAlreadyAt(987654),
    params: [['n', '987654']],
  },
  {
    key: 'The stock of {{product}} is now {{n}}.',
    sample: MSG.stockAdjusted('PRODUCT_SAMPLE', 987654),
    params: [
      ['product', 'PRODUCT_SAMPLE'],
      ['n', '987654'],
    ],
  },
  {
    key: '{{label}} is not a valid date and time.',
    sample: MSG.invalidMoment('LABEL_SAMPLE'),
    params: [['label', 'LABEL_SAMPLE']],
    labels: ['label'],
  },
  {
    key: 'At most {{n}} parts can be listed on one visit.',
    sample: MSG.tooManyParts(987654),
    params: [['n', '987654']],
  },
  { key: 'At most {{n}} photos can be added.', sample: MSG.tooManyPhotos(987654), params: [['n', '987654']] },
  {
    key: 'The user {{user}} may not use or create the database {{database}}.',
    sample: MSG.dbNotAllowed('USER_SAMPLE', 'DATABASE_SAMPLE'),
    params: [
      ['user', 'USER_SAMPLE'],
      ['database', 'DATABASE_SAMPLE'],
    ],
  },
  {
    key: 'Could not reach a database server at {{address}}.',
    sample: MSG.dbUnreachable('ADDRESS_SAMPLE'),
    params: [['address', 'ADDRESS_SAMPLE']],
  },
  {
    key: 'The database could not be set up: {{reason}}',
    sample: MSG.dbSetupFailed('REASON_SAMPLE'),
    params: [['reason', 'REASON_SAMPLE']],
  },
  {
    key: 'Choose the column that holds {{label}}.',
    sample: MSG.importMapRequired('LABEL_SAMPLE'),
    params: [['label', 'LABEL_SAMPLE']],
    labels: ['label'],
  },
  {
    key: 'This row has {{cells}} cells where the header has {{columns}}.',
    sample: MSG.importCellCount(987654, 876543),
    params: [
      ['cells', '987654'],
      ['columns', '876543'],
    ],
  },
  {
    key: 'Row {{row}} of this file has the same key: only the first is taken.',
    sample: MSG.importRepeatedKey(987654),
    params: [['row', '987654']],
  },
  {
    key: 'Enter one of: {{values}}.',
    sample: MSG.importChooseOneOf('VALUES_SAMPLE'),
    params: [['values', 'VALUES_SAMPLE']],
  },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template's sample turned into a pattern: the text around the sample values must match exactly. */
const MATCHERS = TEMPLATES.map((template) => {
  const placed = template.params
    .map(([name, value]) => ({ name, value, at: template.sample.indexOf(value) }))
    .sort((a, b) => a.at - b.at);
  let pattern = '^';
  let from = 0;
  for (const { value, at } of placed) {
    pattern += `${escapeRegExp(template.sample.slice(from, at))}(.+?)`;
    from = at + value.length;
  }
  pattern += `${escapeRegExp(template.sample.slice(from))}$`;
  return { ...template, order: placed.map((p) => p.name), pattern: new RegExp(pattern) };
});

/** Server answers and validation messages in the user's language; unknown sentences stay as they came. */
export function translateMessage(t: TFunction, message: string): string {
  const options = { ns: 'validation', keySeparator: false, nsSeparator: false } as const;
  const exact = t(message, { ...options, defaultValue: '' });
  if (exact) return exact;
  for (const matcher of MATCHERS) {
    const found = matcher.pattern.exec(message);
    if (!found || found.slice(1).some((value) => !value)) continue;
    const values: Record<string, string> = {};
    matcher.order.forEach((name, index) => {
      const value = found[index + 1]!;
      values[name] = matcher.labels?.includes(name) ? t(value, { ...options, defaultValue: value }) : value;
    });
    return t(matcher.key, { ...options, ...values, defaultValue: message });
  }
  return message;
}
