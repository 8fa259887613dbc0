import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gqlData, gqlError, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { gqlBlueprint, openAs } from '../operations-test-support';

const all = Array.from({ length: 12 }, (_, i) => gqlBlueprint(i + 1));
const pageOf: OperationAnswer = ({ page, limit, tag }) => {
  const matching = tag ? all.filter((b) => b.tag === tag) : all;
  const size = Number(limit);
  return gqlData({
    blueprints: {
      __typename: 'BlueprintPage',
      data: matching.slice((Number(page) - 1) * size, Number(page) * size),
      totalPages: Math.ceil(matching.length / size),
    },
  });
};
const staff = { Blueprints: pageOf, BlueprintTags: gqlData({ blueprintTags: ['lighting', 'security'] }) };

describe('/dashboard/blueprints (list)', () => {
  it('is for installers and admins: a customer is sent back to /dashboard', async () => {
    const { router } = await openAs('user', '/dashboard/blueprints', staff);
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows Title, Tag, Created, Last Updated and Actions, 10 a page', async () => {
    const { fetchMock } = await openAs('installer', '/dashboard/blueprints', staff);
    const table = await screen.findByRole('table', { name: 'Blueprints' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Tag', 'Created', 'Last Updated', 'Actions']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    const first = within(table).getByRole('rowheader', { name: 'Blueprint 1' }).closest('tr')!;
    expect(within(first).getByText('January 10, 2026')).toBeInTheDocument();
    expect(within(first).getByText('January 12, 2026')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'Blueprints')[0]?.variables).toEqual({ page: 1, limit: 10, tag: null });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Blueprint 11' })).toBeInTheDocument();
  });

  it("filters by tag from 'All Tags', and Clear shows every tag again", async () => {
    const { fetchMock, router } = await openAs('installer', '/dashboard/blueprints', staff);
    await screen.findByRole('table', { name: 'Blueprints' });
    const filter = screen.getByLabelText('Tag');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Tags', 'lighting', 'security']);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await userEvent.selectOptions(filter, 'security');
    expect(router.state.location.search).toBe('?tag=security');
    expect(await screen.findByRole('rowheader', { name: 'Blueprint 2' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Blueprint 1' })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'Blueprints').at(-1)?.variables).toEqual({
      page: 1,
      limit: 10,
      tag: 'security',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('rowheader', { name: 'Blueprint 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('deletes after the same question as the news', async () => {
    await openAs('admin', '/dashboard/blueprints', {
      ...staff,
      DeleteBlueprint: gqlData({ deleteBlueprint: true }),
    });
    await screen.findByRole('table', { name: 'Blueprints' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Blueprint 3' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete blueprint' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this blueprint?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blueprint deleted successfully')).toBeInTheDocument();
  });
});

describe('/dashboard/blueprints/:id and the form', () => {
  it('shows the YAML preformatted and highlighted, and copies it as written', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openAs('installer', '/dashboard/blueprints/b1', {
      Blueprint: gqlData({ blueprint: gqlBlueprint(1) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blueprint 1' })).toBeInTheDocument();
    const pre = document.querySelector('pre')!;
    expect(pre.textContent).toBe('blueprint:\n  name: Blueprint 1\n  domain: automation\n');
    expect(pre.querySelector('.hljs-attr')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('blueprint:\n  name: Blueprint 1\n  domain: automation\n');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it("says 'Blueprint not found' for an unknown blueprint", async () => {
    await openAs('installer', '/dashboard/blueprints/zzz', {
      Blueprint: gqlError('NOT_FOUND', 'Blueprint not found'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Blueprint not found');
  });

  it("needs title, tag and content ('Title, tag, and content are required') and creates the blueprint", async () => {
    const { fetchMock, router } = await openAs('installer', '/dashboard/blueprints/new', {
      ...staff,
      CreateBlueprint: ({ input }) =>
        gqlData({ createBlueprint: gqlBlueprint(20, input as Record<string, unknown>) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Blueprint' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Porch light');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title, tag, and content are required');
    expect(screen.getByLabelText('Tag')).toHaveFocus();
    expect(operationCalls(fetchMock, 'CreateBlueprint')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Tag'), ' lighting ');
    await userEvent.type(screen.getByLabelText('Content'), 'blueprint:{enter}  name: Porch');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Blueprint created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/blueprints');
    expect(operationCalls(fetchMock, 'CreateBlueprint')[0]?.variables).toEqual({
      input: { title: 'Porch light', tag: 'lighting', content: 'blueprint:\n  name: Porch' },
    });
  });
});
