import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreadcrumbTitleProvider, useNameInBreadcrumb } from '../../components/breadcrumb-title';
import { renderRoutes } from '../../test/render-with-providers';
import { AppBreadcrumbs, crumbsOf } from './app-breadcrumbs';

const word = (segment: string) => `<${segment}>`;

describe('breadcrumbs', () => {
  it('link the module to its list and "list" to itself; the page and words like "view" lead nowhere', () => {
    expect(crumbsOf('/amc/view/12', word, 'AMC-00012')).toEqual([
      { label: '<amc>', to: '/amc/list' },
      { label: '<view>' },
      { label: 'AMC-00012' },
    ]);
    expect(crumbsOf('/users/list/edituser', word, null)).toEqual([
      { label: '<users>' },
      { label: '<list>', to: '/users/list' },
      { label: '<edituser>' },
    ]);
    expect(crumbsOf('/sales/view/7', word, null).at(-1)).toEqual({ label: '<7>' });
    expect(crumbsOf('/setting', word, null)).toEqual([{ label: '<setting>' }]);
  });

  it("show the record's name its page gives, not its id", async () => {
    function AmcPage() {
      useNameInBreadcrumb('AMC-00012');
      return null;
    }
    renderRoutes(
      [
        {
          path: '/amc/view/:id',
          element: (
            <BreadcrumbTitleProvider>
              <AppBreadcrumbs />
              <AmcPage />
            </BreadcrumbTitleProvider>
          ),
        },
      ],
      { path: '/amc/view/12', user: null },
    );
    const trail = await screen.findByLabelText('Breadcrumb');
    expect(await within(trail).findByText('AMC-00012')).toBeInTheDocument();
    expect(within(trail).queryByText('12')).not.toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: 'AMC' })).toHaveAttribute('href', '/amc/list');
  });
});
