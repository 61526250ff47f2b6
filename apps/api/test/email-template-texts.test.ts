import { LANGUAGE_CODES, localeProblems, TEMPLATE_EVENTS, type TLocaleTable } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATES, TEMPLATE_SAMPLE_VALUES } from '../src/db/email-templates';
import { defaultTemplateText } from '../src/lib/documents/email-template-texts';
import { checkTemplateSource, renderTemplate } from '../src/lib/documents/template-render';

/*
 * The shipped default texts of the e-mail templates, one file per language (src/db/email-template-texts). Each
 * is checked against English: the same events, the same handlebars (variables, conditions, loops, the `default`
 * helper with its variable; only its quoted fallback is words to translate), the same HTML tags, every text
 * translated, and every text renderable under the rules the editor applies to an admin's edit.
 */

const FIELDS = ['name', 'subject', 'body'] as const;

/** Every {{…}} of a text with its quoted literals blanked: `{{default employee_name "…"}}` keeps its variable. */
const mustaches = (text: string) =>
  [...text.matchAll(/\{\{[^}]*\}\}/g)].map((match) => match[0].replace(/"[^"]*"/g, '""')).sort();
/** Every HTML tag with its attributes (an href's {{link}} included), in any order: a sentence may move. */
const tags = (text: string) => [...text.matchAll(/<\/?[a-z][^>]*>/gi)].map((match) => match[0]).sort();

/** A language's texts as a locale table, for the shared check (packages/contracts locale-check.ts). */
const asTable = (language: (typeof LANGUAGE_CODES)[number]): TLocaleTable => ({
  templates: Object.fromEntries(
    TEMPLATE_EVENTS.flatMap((event) =>
      FIELDS.map((field) => [`${event}.${field}`, defaultTemplateText(event, language)[field]]),
    ),
  ),
});

describe('default e-mail template texts', () => {
  const english = asTable('en');

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s: translated, same events and keys',
    (language) => {
      expect(localeProblems(language, english, asTable(language))).toEqual([]);
    },
  );

  it.each(LANGUAGE_CODES)('%s: the same handlebars and HTML tags as English, and renderable', (language) => {
    const problems: string[] = [];
    for (const event of TEMPLATE_EVENTS) {
      const stock = DEFAULT_EMAIL_TEMPLATES[event];
      const text = defaultTemplateText(event, language);
      const itemFields = Object.fromEntries(
        stock.variables
          .filter((name) => Array.isArray(TEMPLATE_SAMPLE_VALUES[name]))
          .map((name) => [
            name,
            [...new Set((TEMPLATE_SAMPLE_VALUES[name] as object[]).flatMap((item) => Object.keys(item)))],
          ]),
      );
      for (const field of ['subject', 'body'] as const) {
        const where = `${event}.${field}`;
        if (mustaches(text[field]).join(' ') !== mustaches(stock[field]).join(' '))
          problems.push(
            `${where}: ${mustaches(text[field]).join(' ')} ≠ ${mustaches(stock[field]).join(' ')}`,
          );
        if (tags(text[field]).join('') !== tags(stock[field]).join(''))
          problems.push(`${where}: tags ${tags(text[field]).join('')} ≠ ${tags(stock[field]).join('')}`);
        const problem = checkTemplateSource(text[field], { variables: stock.variables, itemFields });
        if (problem) problems.push(`${where}: ${JSON.stringify(problem)}`);
        else if (!renderTemplate(text[field], TEMPLATE_SAMPLE_VALUES).trim())
          problems.push(`${where}: renders empty`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fails a translation that drops a variable or a tag (the check can fail)', () => {
    const stock = DEFAULT_EMAIL_TEMPLATES.sale.body;
    expect(mustaches(stock.replace('{{total}}', ''))).not.toEqual(mustaches(stock));
    expect(tags(stock.replace('<b>', ''))).not.toEqual(tags(stock));
    expect(mustaches('{{default employee_name "niemand"}}')).toEqual(
      mustaches('{{default employee_name "nobody"}}'),
    );
  });
});
