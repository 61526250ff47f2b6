import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/translate-message';
import { ApiError } from './http-client';

/**
 * Mantine's getInputProps with the error translated at render time: the form keeps the contracts' English
 * sentence, so switching language re-renders the message without validating again.
 */
export function useFieldProps<V extends Record<string, unknown>>(form: UseFormReturnType<V>) {
  const { t } = useTranslation();
  return (path: keyof V & string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' && error ? translateMessage(t, error) : undefined };
  };
}

/** The server's field issues (`issues: [{ path, message }]`) land on the matching fields of the form. */
export function applyServerIssues<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  error: unknown,
): void {
  if (!(error instanceof ApiError) || error.issues.length === 0) return;
  const known = new Set(Object.keys(form.getValues()));
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (known.has(issue.path) && !errors[issue.path]) errors[issue.path] = issue.message;
  }
  form.setErrors(errors);
}
