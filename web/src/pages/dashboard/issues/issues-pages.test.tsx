import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN } from '@/test/api-mocks';
import { gqlData, gqlError, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import {
  gqlComment,
  gqlIssue,
  gqlIssueDetail,
  installationsPageAnswer,
  issuesPageAnswer,
  openAs,
} from '../operations-test-support';

const conflictMessage = 'This issue was changed by someone else in the meantime. Reload it and try again.';
const conflict = () =>
  gqlError('CONFLICT', conflictMessage, { details: { reason: 'version', currentVersion: 2 } });

/** A promise the test settles itself, for an answer that arrives when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

describe('/dashboard/issues (list)', () => {
  const issues = [gqlIssue(3), gqlIssue(2, { status: 'wip' }), gqlIssue(1, { status: 'resolved' })];

  it('lists the issues with Mark as In Progress and Mark as Resolved only, wip shown as In Progress', async () => {
    await openAs('user', '/dashboard/issues', { IssuesPage: issuesPageAnswer(issues) });
    const table = await screen.findByRole('table', { name: 'Support issues' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Installation', 'Status', 'Reported by', 'Created', 'Actions']);
    expect(within(row('Problema 2')).getByText('In Progress')).toBeInTheDocument();
    expect(within(row('Problema 3')).getByText('March 3, 2026')).toBeInTheDocument();
    // open: both; wip: Resolved only; resolved: In Progress, disabled. Never Reopen.
    const names = (title: string) =>
      within(row(title))
        .getAllByRole('button')
        .map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);
    expect(names('Problema 3')).toEqual([
      ['Mark as In Progress', false],
      ['Mark as Resolved', false],
    ]);
    expect(names('Problema 2')).toEqual([['Mark as Resolved', false]]);
    expect(names('Problema 1')).toEqual([['Mark as In Progress', true]]);
    expect(screen.getByRole('link', { name: 'Report an Issue' })).toHaveAttribute(
      'href',
      '/dashboard/issues/new',
    );
  });

  it('asks for 20 issues a page and shows the second page when Next is followed', async () => {
    const newest = Array.from({ length: 20 }, (_, i) => gqlIssue(21 - i));
    const { fetchMock, router } = await openAs('user', '/dashboard/issues', {
      IssuesPage: ({ page }) =>
        page === 2
          ? issuesPageAnswer([gqlIssue(1)], { page: 2, total: 21, totalPages: 2 })
          : issuesPageAnswer(newest, { total: 21, totalPages: 2 }),
    });
    const table = await screen.findByRole('table', { name: 'Support issues' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    expect(operationCalls(fetchMock, 'IssuesPage')[0]?.variables).toEqual({ page: 1, limit: 20 });
    const pages = screen.getByRole('navigation', { name: 'Issue pages' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Problema 1' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Problema 21' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(operationCalls(fetchMock, 'IssuesPage').map((call) => call.variables)).toContainEqual({
      page: 2,
      limit: 20,
    });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a status change at once and keeps it once the server agrees', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = await openAs('user', '/dashboard/issues', {
      IssuesPage: issuesPageAnswer(issues),
      SetIssueStatus: () => answer.promise,
    });
    await screen.findByRole('table', { name: 'Support issues' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Resolved: Problema 3' }));
    expect(await within(row('Problema 3')).findByText('Resolved')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'SetIssueStatus')[0]?.variables).toEqual({
      id: '3',
      status: 'resolved',
      version: 1,
    });
    expect(operationCalls(fetchMock, 'SetIssueStatus')[0]?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    await act(async () => {
      answer.resolve(gqlData({ setIssueStatus: gqlIssue(3, { status: 'resolved', version: 2 }) }));
      await answer.promise;
    });
    expect(await screen.findByText('Issue marked as Resolved')).toBeInTheDocument();
    expect(within(row('Problema 3')).getByText('Resolved')).toBeInTheDocument();
  });

  it("rolls a refused change back and says 'Failed to update issue status. Please try again.'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openAs('user', '/dashboard/issues', {
      IssuesPage: issuesPageAnswer(issues),
      SetIssueStatus: conflict(),
    });
    await screen.findByRole('table', { name: 'Support issues' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as In Progress: Problema 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update issue status. Please try again.',
    );
    expect(within(row('Problema 3')).getByText('Open')).toBeInTheDocument();
  });

  it('offers the status moves only on the issues the customer may change', async () => {
    await openAs('user', '/dashboard/issues', {
      IssuesPage: issuesPageAnswer([
        gqlIssue(3, { viewerCanChange: false, createdByEmail: 'installer@example.ro' }),
        gqlIssue(2),
      ]),
    });
    await screen.findByRole('table', { name: 'Support issues' });
    const buttons = (title: string) =>
      within(row(title))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Problema 3')).toEqual([]);
    expect(within(row('Problema 3')).getByRole('link', { name: 'View Problema 3' })).toBeInTheDocument();
    expect(buttons('Problema 2')).toEqual(['Mark as In Progress', 'Mark as Resolved']);
  });

  it("says 'Failed to load issues. Please try again later.' when the list cannot be read", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openAs('user', '/dashboard/issues', { IssuesPage: 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load issues. Please try again later.',
    );
  });

  it('hides a success message after 3000 ms', async () => {
    vi.useFakeTimers();
    try {
      await openAs('user', '/dashboard/issues', {
        IssuesPage: issuesPageAnswer(issues),
        SetIssueStatus: gqlData({ setIssueStatus: gqlIssue(3, { status: 'wip', version: 2 }) }),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await screen.findByRole('table', { name: 'Support issues' });
      await user.click(screen.getByRole('button', { name: 'Mark as In Progress: Problema 3' }));
      expect(await screen.findByText('Issue marked as In Progress')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.getByText('Issue marked as In Progress')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Issue marked as In Progress')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/dashboard/issues/:id (detail)', () => {
  const open = (issue: object, operations: Record<string, OperationAnswer> = {}) =>
    openAs('user', '/dashboard/issues/1', { Issue: gqlData({ issue }), ...operations });

  it('shows the issue, its installation, its reporter and the thread', async () => {
    await open(
      gqlIssueDetail(1, { comments: [gqlComment(1), gqlComment(2, { authorRole: 'user', user: null })] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Problema 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casă 1' })).toHaveAttribute(
      'href',
      '/dashboard/installations/1',
    );
    expect(screen.getByText('Reported by').nextElementSibling).toHaveTextContent('Ion Popescu');
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent(/^March 1, 2026 at /);
    const thread = screen.getByRole('region', { name: /Comments/ });
    expect(within(thread).getByText('Comentariul 1')).toBeInTheDocument();
    expect(within(thread).getByText('Andrei Munteanu')).toBeInTheDocument();
    expect(within(thread).getByText('Installer')).toBeInTheDocument();
    expect(within(thread).getByText('Former user')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/issues/edit/1');
  });

  it.each([
    [
      'open',
      [
        ['Mark as In Progress', false],
        ['Mark as Resolved', false],
      ],
    ],
    [
      'wip',
      [
        ['Mark as Resolved', false],
        ['Reopen Issue', false],
      ],
    ],
    [
      'resolved',
      [
        ['Mark as In Progress', true],
        ['Reopen Issue', false],
      ],
    ],
  ] as const)('an issue %s offers the status buttons its rules allow', async (status, expected) => {
    await open(gqlIssueDetail(1, { status }));
    const panel = await screen.findByRole('region', { name: 'Status' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => [b.textContent, (b as HTMLButtonElement).disabled]),
    ).toEqual(expected);
  });

  it("on a version conflict shows the server's message in a dismissible banner and reads the issue again", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let current = gqlIssueDetail(1);
    const { fetchMock } = await openAs('user', '/dashboard/issues/1', {
      Issue: () => gqlData({ issue: current }),
      SetIssueStatus: () => {
        current = gqlIssueDetail(1, { status: 'wip', version: 2, title: 'Problema 1 (changed)' });
        return conflict();
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Problema 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Resolved' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(conflictMessage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Problema 1 (changed)' }),
    ).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'Issue')).toHaveLength(2);
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses an empty comment ('Comment cannot be empty') and adds one to the thread", async () => {
    const { fetchMock } = await open(gqlIssueDetail(1), {
      AddIssueComment: ({ content }) =>
        gqlData({ addIssueComment: gqlComment(9, { content, authorRole: 'user' }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Problema 1' });
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a comment'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(screen.getByText('Comment cannot be empty')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'AddIssueComment')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Add a comment'), ' Mulțumesc! ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Mulțumesc!')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
    expect(operationCalls(fetchMock, 'AddIssueComment')[0]?.variables).toEqual({
      issueId: '1',
      content: 'Mulțumesc!',
    });
  });

  it('deletes after the confirmation and returns to the list, which says so', async () => {
    const { router } = await open(gqlIssueDetail(1), {
      DeleteIssue: gqlData({ deleteIssue: true }),
      IssuesPage: issuesPageAnswer([]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Problema 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete issue' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Issue and all its comments were successfully deleted'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/issues');
  });

  it('gives a customer no Edit, Delete or status buttons on an issue staff reported, but keeps the comment form', async () => {
    await open(gqlIssueDetail(1, { viewerCanChange: false }));
    await screen.findByRole('heading', { level: 1, name: 'Problema 1' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Status' });
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(screen.getByLabelText('Add a comment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
  });

  it('gives a customer Edit, Delete and the status buttons on an issue they reported', async () => {
    await open(gqlIssueDetail(1));
    await screen.findByRole('heading', { level: 1, name: 'Problema 1' });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/issues/edit/1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Status' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as In Progress', 'Mark as Resolved']);
  });

  it("says 'Issue not found' for an unknown issue", async () => {
    await openAs('user', '/dashboard/issues/99', { Issue: gqlError('NOT_FOUND', 'Issue not found') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Issue not found');
  });
});

describe('/dashboard/issues/new and /edit/:id (form)', () => {
  const choices = gqlData({
    installations: [
      { __typename: 'Installation', id: '1', name: 'Casă 1', address: 'Str. Florilor 1' },
      { __typename: 'Installation', id: '2', name: 'Casă 2', address: 'Str. Florilor 2' },
    ],
  });

  it("preselects ?installationId, refuses an incomplete form ('Please fill out all fields') and reports the issue", async () => {
    const { fetchMock, router } = await openAs(
      'user',
      '/dashboard/issues/new?installationId=2',
      {
        IssueInstallationChoices: choices,
        CreateIssue: ({ input }) =>
          gqlData({ createIssue: gqlIssueDetail(7, { ...(input as object), installationId: '2' }) }),
        Issue: gqlData({ issue: gqlIssueDetail(7) }),
        InstallationsPage: installationsPageAnswer([]),
      },
      { cameFrom: '/dashboard/installations' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New Issue' })).toBeInTheDocument();
    const installation = screen.getByLabelText('Installation');
    await waitFor(() => expect(installation).toHaveValue('2'));
    await userEvent.type(screen.getByLabelText('Title'), 'Senzor');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields');
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(operationCalls(fetchMock, 'CreateIssue')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Description'), ' Nu raportează ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }));
    expect(await screen.findByText('Issue reported successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/issues/7');
    expect(operationCalls(fetchMock, 'CreateIssue')[0]?.variables).toEqual({
      input: { installationId: '2', title: 'Senzor', description: 'Nu raportează' },
    });

    // The issue's page took the form's place: Back goes where the user came from, not to the form.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/dashboard/installations');
  });

  it('does not preselect an installation the account has no such one of, and leaves such a form without a question', async () => {
    const { router } = await openAs('user', '/dashboard/issues/new?installationId=99999', {
      IssueInstallationChoices: choices,
    });
    const installation = await screen.findByLabelText('Installation');
    await screen.findByRole('option', { name: 'Casă 2 — Str. Florilor 2' });
    expect(installation).toHaveValue('');
    expect(screen.queryByRole('option', { name: '#99999' })).not.toBeInTheDocument();
    // Nothing was typed: the form holds nothing to lose.
    await userEvent.click(screen.getAllByRole('link', { name: 'Support Issues' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/issues'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('edits with the version it started from; a conflict says so and reads the issue again into the fields left alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let version = 1;
    // Someone else's save (version 2) changed the description.
    const description = () => (version === 1 ? 'Descriere 1' : 'Descriere completată');
    const { fetchMock, router } = await openAs('admin', '/dashboard/issues/edit/1', {
      IssueInstallationChoices: choices,
      Issue: () => gqlData({ issue: gqlIssueDetail(1, { version, description: description() }) }),
      UpdateIssue: ({ version: sent, input }) => {
        if (sent !== version) return conflict();
        return gqlData({ updateIssue: gqlIssueDetail(1, { ...(input as object), version: version + 1 }) });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Issue' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Problema 1');
    version = 2;
    await userEvent.type(title, ' urgentă');
    await userEvent.click(screen.getByRole('button', { name: 'Update Issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this issue in the meantime. The form now shows their changes, and what you changed is kept: check it, then save again.',
    );
    await waitFor(() => expect(operationCalls(fetchMock, 'Issue')).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Descriere completată'));
    expect(title).toHaveValue('Problema 1 urgentă');

    await userEvent.click(screen.getByRole('button', { name: 'Update Issue' }));
    expect(await screen.findByText('Issue updated successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/issues/1');
    const updates = operationCalls(fetchMock, 'UpdateIssue');
    expect(updates.map((c) => c.variables.version)).toEqual([1, 2]);
    expect(updates[1]?.variables.input).toMatchObject({
      title: 'Problema 1 urgentă',
      description: 'Descriere completată',
    });
  });

  it('shows the reason instead of the form on an issue the customer may not change', async () => {
    const { fetchMock } = await openAs('user', '/dashboard/issues/edit/1', {
      IssueInstallationChoices: choices,
      Issue: gqlData({ issue: gqlIssueDetail(1, { viewerCanChange: false }) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the person who reported this issue, an installer or an admin can change or delete it',
    );
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Issue' })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'UpdateIssue')).toHaveLength(0);
  });
});
