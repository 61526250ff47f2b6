import { isRtlLanguage } from '@amc/contracts';
import Handlebars from 'handlebars';

/** Our own instance: helpers registered here never leak into another user of the library. */
const engine = Handlebars.create();
engine.registerHelper('default', (value: unknown, fallback: unknown) =>
  value === undefined || value === null || value === '' ? fallback : value,
);

const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** Renders a stored template with {{variables}}; every value is HTML-escaped, so data cannot inject markup. */
export function renderTemplate(source: string, variables: Record<string, unknown>): string {
  let template = compiled.get(source);
  if (!template) {
    template = engine.compile(source, { strict: false, noEscape: false });
    if (compiled.size > 200) compiled.clear();
    compiled.set(source, template);
  }
  return template(variables);
}

/** What a template may use: its event's variables, and for each list variable the fields of one item. */
export type TTemplateRules = {
  variables: readonly string[];
  itemFields: Readonly<Record<string, readonly string[]>>;
};

/** Why a template text is refused; the template editor words each one. */
export type TTemplateProblem =
  | { kind: 'syntax'; line: number }
  | { kind: 'unescaped' }
  | { kind: 'unknown_variable'; name: string }
  | { kind: 'helper'; name: string };

/** Helpers a template may call: the built-in conditions and loop, and our `default`. */
const BLOCK_HELPERS = new Set(['if', 'unless', 'each']);
const VALUE_HELPERS = new Set(['default']);
const LOOP_DATA = new Set(['index', 'first', 'last']);

/** The line of a handlebars parse error ("Parse error on line 3:" or "each doesn't match eahc - 3:12"). */
function errorLine(message: string): number {
  const found = /on line (\d+)/.exec(message) ?? / - (\d+):\d+$/.exec(message);
  return found ? Number(found[1]) : 1;
}

/**
 * Reads a template text without rendering it and answers the first thing that would make it unsafe or broken:
 * a syntax error, triple-brace (unescaped) output, a partial or unknown helper, or a variable its event does not
 * provide. Inside {{#each list}} the names are the item's fields. null: the text is fine.
 */
export function checkTemplateSource(source: string, rules: TTemplateRules): TTemplateProblem | null {
  let program: hbs.AST.Program;
  try {
    program = engine.parse(source);
  } catch (error) {
    return { kind: 'syntax', line: errorLine(error instanceof Error ? error.message : '') };
  }
  const known = new Set(rules.variables);
  // null: the template's own variables; a list: inside a loop, the fields of its items.
  type TScope = readonly string[] | null;

  const checkPath = (path: hbs.AST.PathExpression, scope: TScope): TTemplateProblem | null => {
    if (path.data) {
      const name = path.parts[0] ?? '';
      return scope && LOOP_DATA.has(name) ? null : { kind: 'unknown_variable', name: `@${name}` };
    }
    const outer = path.depth > 0 ? null : scope;
    if (outer === null)
      return known.has(path.parts[0] ?? '') ? null : { kind: 'unknown_variable', name: path.original };
    if (path.parts.length === 0 || outer.includes(path.parts[0]!)) return null;
    return { kind: 'unknown_variable', name: path.original };
  };

  const checkValue = (node: hbs.AST.Expression, scope: TScope): TTemplateProblem | null => {
    if (node.type === 'PathExpression') return checkPath(node as hbs.AST.PathExpression, scope);
    if (node.type === 'SubExpression') return checkCall(node as hbs.AST.SubExpression, scope);
    return null;
  };

  const checkArguments = (call: { params: hbs.AST.Expression[]; hash?: hbs.AST.Hash }, scope: TScope) => {
    for (const param of [...call.params, ...(call.hash?.pairs.map((pair) => pair.value) ?? [])]) {
      const problem = checkValue(param, scope);
      if (problem) return problem;
    }
    return null;
  };

  const helperName = (path: hbs.AST.Expression) =>
    path.type === 'PathExpression' ? (path as hbs.AST.PathExpression).original : 'expression';

  const checkCall = (
    call: hbs.AST.MustacheStatement | hbs.AST.SubExpression,
    scope: TScope,
  ): TTemplateProblem | null => {
    const hasArguments = call.params.length > 0 || Boolean(call.hash?.pairs.length);
    if (!hasArguments) return checkValue(call.path, scope);
    const name = helperName(call.path);
    if (!VALUE_HELPERS.has(name)) return { kind: 'helper', name };
    return checkArguments(call, scope);
  };

  const checkBlock = (block: hbs.AST.BlockStatement, scope: TScope): TTemplateProblem | null => {
    const name = helperName(block.path);
    if (!BLOCK_HELPERS.has(name) || block.params.length !== 1) return { kind: 'helper', name };
    const problem = checkArguments(block, scope);
    if (problem) return problem;
    let inner = scope;
    if (name === 'each') {
      const list = block.params[0]!;
      const listName =
        list.type === 'PathExpression' && scope === null ? (list as hbs.AST.PathExpression).original : '';
      const fields = rules.itemFields[listName];
      if (!fields) return { kind: 'unknown_variable', name: listName || helperName(list) };
      inner = fields;
    }
    return (
      checkStatements(block.program?.body ?? [], inner) ?? checkStatements(block.inverse?.body ?? [], scope)
    );
  };

  const checkStatements = (statements: hbs.AST.Statement[], scope: TScope): TTemplateProblem | null => {
    for (const statement of statements) {
      let problem: TTemplateProblem | null = null;
      switch (statement.type) {
        case 'ContentStatement':
        case 'CommentStatement':
          break;
        case 'MustacheStatement': {
          const mustache = statement as hbs.AST.MustacheStatement;
          problem = mustache.escaped ? checkCall(mustache, scope) : { kind: 'unescaped' };
          break;
        }
        case 'BlockStatement':
          problem = checkBlock(statement as hbs.AST.BlockStatement, scope);
          break;
        default:
          // Partials and decorators: nothing is registered for them, and they could pull in unchecked text.
          problem = {
            kind: 'helper',
            name:
              statement.type === 'PartialStatement' || statement.type === 'PartialBlockStatement' ? '>' : '*',
          };
      }
      if (problem) return problem;
    }
    return null;
  };

  return checkStatements(program.body, null);
}

/** Text made safe to put into HTML (the same escaping handlebars gives every value). */
export const escapeHtml = (text: string) => engine.escapeExpression(text);

/**
 * The frame around every e-mail body: the business name on top, the footer text below, in the mail's language
 * and direction (an Arabic mail reads right to left in every client that honours dir).
 */
export function wrapMailLayout(
  bodyHtml: string,
  systemName: string,
  footer: string,
  language = 'en',
): string {
  const dir = isRtlLanguage(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${escapeHtml(language)}" dir="${dir}"><body dir="${dir}" style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e7eb;font-size:18px;font-weight:bold">${escapeHtml(systemName)}</td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A plain-text alternative for mail clients that show no HTML. */
export const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/tr|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#x3D;/g, '=')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
