import type { UseFormReturnType } from '@mantine/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { sentContactRows } from '../api/user-form-data';
import type { TUserFormValues } from './user-form-values';

const CONTACT_ISSUE = /^customer_contacts\.(\d+)\.(contact_person|mobile|designation)$/;

/**
 * The server's field issues on a user form. A contact row's issue names the row's place among the rows sent,
 * which skips the empty ones; it is moved back onto the row the user typed it in.
 */
export function applyUserFormIssues(
  form: UseFormReturnType<TUserFormValues>,
  error: unknown,
  values: TUserFormValues,
): void {
  applyServerIssues(form, error);
  if (!(error instanceof ApiError)) return;
  const sent = sentContactRows(values);
  for (const issue of error.issues) {
    const match = CONTACT_ISSUE.exec(issue.path);
    const formIndex = match ? sent[Number(match[1])] : undefined;
    if (match && formIndex !== undefined) {
      form.setFieldError(`customer_contacts.${formIndex}.${match[2]}`, issue.message);
    }
  }
}
