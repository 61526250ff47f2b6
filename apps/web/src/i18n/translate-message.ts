import { MSG } from '@amc/contracts';
import type { TFunction } from 'i18next';

/**
 * The contracts' messages are English sentences, some built from a label or a number ("Email is required!",
 * "Minimum 2 characters is required."). The "validation" namespace is keyed by the English sentence; built
 * sentences are matched against the contracts' own templates, so a new label only needs its own translation.
 */
const TEMPLATES = [
  {
    key: '{{label}} is required!',
    sample: MSG.required('LABEL_SAMPLE'),
    value: 'LABEL_SAMPLE',
    param: 'label',
  },
  { key: 'Minimum {{n}} characters is required.', sample: MSG.minChars(987654), value: '987654', param: 'n' },
  { key: 'Maximum length of {{n}} exceeded!', sample: MSG.maxChars(987654), value: '987654', param: 'n' },
] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = TEMPLATES.map((template) => {
  const [before = '', after = ''] = template.sample.split(template.value);
  return { ...template, pattern: new RegExp(`^${escapeRegExp(before)}(.+?)${escapeRegExp(after)}$`) };
});

/** Server answers and validation messages in the user's language; unknown sentences stay as they came. */
export function translateMessage(t: TFunction, message: string): string {
  const options = { ns: 'validation', keySeparator: false, nsSeparator: false } as const;
  const exact = t(message, { ...options, defaultValue: '' });
  if (exact) return exact;
  for (const matcher of MATCHERS) {
    const found = matcher.pattern.exec(message);
    if (!found?.[1]) continue;
    const value = matcher.param === 'label' ? t(found[1], { ...options, defaultValue: found[1] }) : found[1];
    return t(matcher.key, { ...options, [matcher.param]: value, defaultValue: message });
  }
  return message;
}
