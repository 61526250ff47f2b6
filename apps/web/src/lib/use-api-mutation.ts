import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { invalidateList } from '../components/data-table/list-query';
import { mutationToasts } from './mutation-toasts';

type TApiMutationOptions<TData, TVariables> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** List endpoints every page of which is stale after the write (see invalidateList). */
  invalidates?: readonly string[] | ((answer: TData, variables: TVariables) => readonly string[]);
  /**
   * Further cache or session work after a success. A promise it returns is awaited, so the mutation stays
   * pending until it settles; return nothing (`void ...`) to let the write finish at once.
   */
  onSuccess?: (answer: TData, variables: TVariables, queryClient: QueryClient) => unknown;
};

/**
 * Every write of the web in one shape: call the API, mark the lists it touched stale, do any further cache work,
 * and report in a toast (SPEC section 7): green with the answer's `message`, red with the failure's sentence.
 * `toasts: false` is for writes whose screen reports the outcome itself.
 */
export function useApiMutation<TData extends { message: string }, TVariables = void>(
  options: TApiMutationOptions<TData, TVariables> & { toasts?: true },
): UseMutationResult<TData, Error, TVariables>;
export function useApiMutation<TData, TVariables = void>(
  options: TApiMutationOptions<TData, TVariables> & { toasts: false },
): UseMutationResult<TData, Error, TVariables>;
export function useApiMutation<TData, TVariables>({
  mutationFn,
  invalidates,
  onSuccess,
  toasts = true,
}: TApiMutationOptions<TData, TVariables> & { toasts?: boolean }): UseMutationResult<
  TData,
  Error,
  TVariables
> {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: (answer, variables) => {
      const endpoints =
        typeof invalidates === 'function' ? invalidates(answer, variables) : (invalidates ?? []);
      for (const endpoint of endpoints) void invalidateList(queryClient, endpoint);
      // The overloads let toasts stay on only when the answer carries a message.
      if (toasts) mutationToasts.onSuccess(answer as { message: string });
      return onSuccess?.(answer, variables, queryClient);
    },
    onError: toasts ? mutationToasts.onError : undefined,
  });
}
