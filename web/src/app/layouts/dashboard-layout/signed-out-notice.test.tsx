import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gqlInstallationDetail } from '@/pages/dashboard/operations-test-support';
import { json, mockAuthApi, sampleUser } from '@/test/api-mocks';
import { gqlData, gqlError, graphqlRoutes, operationCalls } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';

const admin = { ...sampleUser, role: 'admin' };

/** The tab comes back to the front, as after signing in in another one. */
async function returnToTab() {
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
  });
}

describe('a dashboard whose session ended meanwhile', () => {
  it('says so above the screen, keeps what was typed, and saves once the visitor has signed in again in another tab', async () => {
    let signedIn = true;
    let current = gqlInstallationDetail(2);
    const fetchMock = mockAuthApi(
      { kind: 'user', user: admin },
      {
        'GET /auth/profile': () =>
          signedIn ? json(200, { user: admin }) : json(401, { message: 'Not authenticated' }),
        ...graphqlRoutes({
          Installation: () => gqlData({ installation: current }),
          UpdateInstallation: ({ input }) => {
            if (!signedIn) {
              return gqlError('UNAUTHENTICATED', 'Authentication required', {
                details: { reason: 'NO_SESSION' },
              });
            }
            current = { ...current, ...(input as object), version: current.version + 1 };
            return gqlData({ updateInstallation: current });
          },
        }),
      },
    );
    const { router } = await renderApp('/dashboard/installations/2/edit');
    await userEvent.clear(await screen.findByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), 'Str. Nouă 5, Iași');

    // Signed out on another device: the save is refused.
    signedIn = false;
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
    const notice = (await screen.findByText('You have been signed out')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const signIn = within(notice).getByRole('link', { name: 'Sign in in a new tab' });
    expect(signIn).toHaveAttribute('href', '/login?returnTo=%2Fdashboard');
    expect(signIn).toHaveAttribute('target', '_blank');
    expect(
      screen.getByText('You are signed out. Sign in again in a new tab, then try again here.'),
    ).toBeInTheDocument();
    // The page stays, with what was typed: no trip to /login that would lose it.
    expect(router.state.location.pathname).toBe('/dashboard/installations/2/edit');
    expect(screen.getByLabelText('Address')).toHaveValue('Str. Nouă 5, Iași');

    // Back to the tab while still signed out: the notice stays.
    await returnToTab();
    expect(screen.getByText('You have been signed out')).toBeInTheDocument();

    // Signed in again in the other tab, then back here: the notice goes, and the save goes through.
    signedIn = true;
    await returnToTab();
    await screen.findByRole('button', { name: 'Update Installation' });
    await vi.waitFor(() => expect(screen.queryByText('You have been signed out')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casă 2' })).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'UpdateInstallation')).toHaveLength(2);
    expect(current.address).toBe('Str. Nouă 5, Iași');
  });
});
