import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers/app-providers';
import { createQueryClient } from '../app/providers/query-client';
import { listQueryKey } from '../components/data-table/list-query';
import { ApiError } from './http-client';
import { useApiMutation } from './use-api-mutation';

const ENDPOINT = '/tax/list';
const OTHER_ENDPOINT = '/unit/list';
const PAGE = { page: 1, per_page: 10 };

/** A fresh cache holding one page of two lists, so a test can see which of them a write marked stale. */
function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(listQueryKey(ENDPOINT, PAGE), { data: [] });
  queryClient.setQueryData(listQueryKey(OTHER_ENDPOINT, PAGE), { data: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} env="test">
      {children}
    </AppProviders>
  );
  const isStale = (endpoint: string) =>
    queryClient.getQueryState(listQueryKey(endpoint, PAGE))?.isInvalidated;
  return { queryClient, wrapper, isStale };
}

describe('useApiMutation', () => {
  it('on success shows the answer in a green toast, marks the named lists stale and runs the extra cache work', async () => {
    const { queryClient, wrapper, isStale } = setup();
    const seen: unknown[] = [];
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (id: number) => Promise.resolve({ message: 'Tax saved for the test.', id }),
          invalidates: [ENDPOINT],
          onSuccess: (answer, variables, client) => seen.push(answer.id, variables, client),
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync(7));

    expect(await screen.findByText('Tax saved for the test.')).toBeInTheDocument();
    expect(isStale(ENDPOINT)).toBe(true);
    expect(isStale(OTHER_ENDPOINT)).toBe(false);
    expect(seen).toEqual([7, 7, queryClient]);
  });

  it('takes the lists to refresh from the answer and the variables when given a function', async () => {
    const { wrapper, isStale } = setup();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (endpoint: string) => Promise.resolve({ message: 'Done.', endpoint }),
          invalidates: (answer) => [answer.endpoint],
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync(OTHER_ENDPOINT));

    expect(isStale(OTHER_ENDPOINT)).toBe(true);
    expect(isStale(ENDPOINT)).toBe(false);
  });

  it("on failure shows the server's sentence in a red toast and touches no list", async () => {
    const { wrapper, isStale } = setup();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: () => Promise.reject(new ApiError(422, 'The tax name is taken.')),
          invalidates: [ENDPOINT],
        }),
      { wrapper },
    );

    act(() => result.current.mutate());

    expect(await screen.findByText('The tax name is taken.')).toBeInTheDocument();
    expect(result.current.error?.message).toBe('The tax name is taken.');
    expect(isStale(ENDPOINT)).toBe(false);
  });

  it('with toasts: false shows no toast on success or failure, but still refreshes the lists', async () => {
    const { wrapper, isStale } = setup();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (fail: boolean) =>
            fail
              ? Promise.reject(new ApiError(500, 'Quiet failure.'))
              : Promise.resolve({ message: 'Quiet success.' }),
          invalidates: [ENDPOINT],
          toasts: false,
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync(false));
    act(() => result.current.mutate(true));
    await waitFor(() => expect(result.current.isError).toBe(true));

    expect(isStale(ENDPOINT)).toBe(true);
    expect(screen.queryByText('Quiet success.')).not.toBeInTheDocument();
    expect(screen.queryByText('Quiet failure.')).not.toBeInTheDocument();
  });
});
