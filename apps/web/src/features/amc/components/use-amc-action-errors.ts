import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { applyServerIssues } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { invalidateAmcs } from '../api/invalidate-amcs';

/**
 * What an action on a contract (renew, cancel, ask for renewal) does with a refusal: a field's message lands on its
 * field; a 409 means the contract changed meanwhile (renewed, cancelled, already asked: the error toast says which),
 * so the form closes and the contract is read again to show where it stands.
 */
export function useAmcActionErrors<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    applyServerIssues(form, error);
    if (error instanceof ApiError && error.status === 409) {
      onDone();
      void invalidateAmcs(queryClient);
    }
  };
}
