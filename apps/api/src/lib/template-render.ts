import Handlebars from 'handlebars';

/** Our own instance: helpers registered here never leak into another user of the library. */
const engine = Handlebars.create();
engine.registerHelper('default', (value: unknown, fallback: unknown) => (value === undefined || value === null || value === '' ? fallback : value));

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

/** The variables a template uses, for the editor's check that each one is known. Throws on broken syntax. */
export function templateVariables(source: string): string[] {
  const names = new Set<string>();
  const visit = (node: hbs.AST.Node | undefined | null) => {
    if (!node) return;
    const n = node as unknown as Record<string, unknown>;
    if (node.type === 'PathExpression') {
      const path = node as hbs.AST.PathExpression;
      if (path.depth === 0 && path.parts[0] && !path.data) names.add(path.parts[0]);
    }
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) value.forEach((v) => v && typeof v === 'object' && 'type' in v && visit(v as hbs.AST.Node));
      else if (value && typeof value === 'object' && 'type' in value) visit(value as hbs.AST.Node);
    }
  };
  visit(engine.parse(source));
  return [...names];
}

const escapeHtml = (text: string) => engine.escapeExpression(text);

/** The frame around every e-mail body: the business name on top, the footer text below. */
export function wrapMailLayout(bodyHtml: string, systemName: string, footer: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
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
