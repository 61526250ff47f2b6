import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/browser-storage';
import { renderWithProviders } from '../test/render-with-providers';
import { stubApi } from '../test/stub-api';
import { FileAvatar } from './file-avatar';
import { FileLink } from './file-link';

const URL_OF_UPLOAD = '/api/files/0123456789abcdef0123456789abcdef.pdf';

function stubFiles() {
  const calls = stubApi({
    [`GET ${URL_OF_UPLOAD.slice('/api'.length)}`]: () =>
      new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
  });
  let made = 0;
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:upload-${++made}`),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    }),
  );
  return {
    calls: () => calls.map(({ url, headers }) => ({ url, authorization: headers.get('Authorization') })),
    revoked,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('uploads shown with the session token', () => {
  it('fetches an upload with the bearer token and links to it as a blob, released on unmount', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'session-token');
    const api = stubFiles();
    const view = renderWithProviders(<FileLink url={URL_OF_UPLOAD}>Open</FileLink>);

    await waitFor(() =>
      expect(screen.getByText('Open').closest('a')).toHaveAttribute('href', 'blob:upload-1'),
    );
    expect(api.calls()).toEqual([{ url: URL_OF_UPLOAD, authorization: 'Bearer session-token' }]);
    view.unmount();
    expect(api.revoked).toEqual(['blob:upload-1']);
  });

  it('shows a chosen file’s preview as it is, without a request', () => {
    const api = stubFiles();
    renderWithProviders(<FileAvatar src="blob:preview" alt="Preview" />);
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', 'blob:preview');
    expect(api.calls()).toEqual([]);
  });
});
