import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { operationCalls } from '@/test/graphql-mocks';
import {
  emptyHomeWidgets,
  gqlInstallation,
  gqlIssue,
  installationsPageAnswer,
  issuesPageAnswer,
  openAs,
} from './operations-test-support';

const long = 'a'.repeat(95) + ' bbbbbbbbbb';
/** The newest first, as the server answers the first page of 3. */
const recentIssues = [5, 4, 3].map((n) => gqlIssue(n, n === 5 ? { description: long } : {}));
/** The highest ids first, as the server answers the first page of 3. */
const recentInstallations = [10, 9, 2].map((n) =>
  gqlInstallation(n, n === 10 ? { description: long, status: 'pending', plannedInstallationDate: null } : {}),
);

describe('/dashboard (home)', () => {
  it('welcomes by first name, with the 3 newest issues and the 3 highest-numbered installations', async () => {
    const { fetchMock } = await openAs('user', '/dashboard', {
      IssuesPage: issuesPageAnswer(recentIssues, { total: 5, totalPages: 2 }),
      InstallationsPage: installationsPageAnswer(recentInstallations, { total: 4, totalPages: 2 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ion' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Issues' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Problema 5',
      'Problema 4',
      'Problema 3',
    ]);
    // Only the first page of 3 is asked for, not every issue.
    expect(operationCalls(fetchMock, 'IssuesPage').map((call) => call.variables)).toEqual([
      { page: 1, limit: 3 },
    ]);
    expect(within(recent).getByText(`${'a'.repeat(95)} bbbb...`)).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Installations' });
    const homes = await within(mine).findAllByRole('listitem');
    expect(homes.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Casă 10',
      'Casă 9',
      'Casă 2',
    ]);
    expect(operationCalls(fetchMock, 'InstallationsPage').map((call) => call.variables)).toEqual([
      { page: 1, limit: 3 },
    ]);
    expect(within(mine).getByText(/Not scheduled/)).toBeInTheDocument();
    // A customer has no role badge, and the box for customers.
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report an issue' })).toHaveAttribute(
      'href',
      '/dashboard/issues/new',
    );
  });

  it("says 'Failed to load recent issues' and 'Failed to load installations' when the widgets cannot be read", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openAs('installer', '/dashboard', {
      IssuesPage: 'network-error',
      InstallationsPage: 'network-error',
    });
    expect(await screen.findByText('Failed to load recent issues')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load installations')).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Administrator', 'Administration'],
    ['installer', 'Installer', 'Installer tools'],
  ])('shows the %s the role badge and their box', async (role, badge, box) => {
    await openAs(role, '/dashboard', emptyHomeWidgets());
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ion' });
    expect(within(screen.getByRole('main')).getAllByText(badge)[0]).toBeInTheDocument();
    expect(screen.getByRole('region', { name: box })).toBeInTheDocument();
    expect(await screen.findByText('No support issues yet.')).toBeInTheDocument();
  });
});
