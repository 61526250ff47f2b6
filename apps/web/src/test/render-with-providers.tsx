import type { TProfileResponse } from '@amc/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers/app-providers';
import { createQueryClient } from '../app/providers/query-client';
import { SessionProvider } from '../lib/session';

/** The app's real providers around a component, with a fresh query cache per test. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
}

/** A route tree in a memory router, signed in as `user` (or signed out with null). */
export function renderRoutes(
  routes: RouteObject[],
  { path, user }: { path: string; user: TProfileResponse['data'] | null },
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(
    <SessionProvider initialUser={user}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...view, router };
}
