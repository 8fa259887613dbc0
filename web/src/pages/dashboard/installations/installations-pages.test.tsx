import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gqlData, gqlError, operationCalls } from '@/test/graphql-mocks';
import {
  gqlHardware,
  gqlInstallation,
  gqlInstallationDetail,
  gqlIssue,
  installationsPageAnswer,
  openAs,
} from '../operations-test-support';

const list = [
  gqlInstallation(3, {
    status: 'pending',
    plannedInstallationDate: '2026-04-01',
    estimatedTotalCost: null,
  }),
  gqlInstallation(2, { status: 'in_progress', installationDate: null }),
  gqlInstallation(1),
];
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('/dashboard/installations (list)', () => {
  it('shows the dates and costs by their rules, and Report issue; a customer gets no Edit or Delete', async () => {
    await openAs('user', '/dashboard/installations', { InstallationsPage: installationsPageAnswer(list) });
    const table = await screen.findByRole('table', { name: 'Installations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Customer', 'Package', 'Status', 'Date', 'Cost', 'Actions']);
    expect(within(row('Casă 3')).getByText('Planned: April 1, 2026')).toBeInTheDocument();
    expect(within(row('Casă 3')).getByText('N/A')).toBeInTheDocument();
    expect(within(row('Casă 3')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('Casă 2')).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(row('Casă 1')).getByText('Installed: March 2, 2026')).toBeInTheDocument();
    expect(within(row('Casă 1')).getByText('$1380.50')).toBeInTheDocument();
    expect(within(row('Casă 1')).getByText('Advanced')).toBeInTheDocument();
    expect(within(row('Casă 1')).getByRole('link', { name: 'Report issue: Casă 1' })).toHaveAttribute(
      'href',
      '/dashboard/issues/new?installationId=1',
    );
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Installation' })).not.toBeInTheDocument();
  });

  it.each([
    ['user', 'Your homes with Home Assistant: their stage, dates and hardware.'],
    ['installer', 'Homes where Home Assistant is planned, being installed or running.'],
    ['admin', 'Homes where Home Assistant is planned, being installed or running.'],
  ] as const)('introduces the list to the %s as theirs or as every home', async (role, lead) => {
    await openAs(role, '/dashboard/installations', { InstallationsPage: installationsPageAnswer(list) });
    expect(await screen.findByText(lead)).toBeInTheDocument();
  });

  it('lets an admin delete after the confirmation, with the agreed success text', async () => {
    let remaining = list;
    const { fetchMock } = await openAs('admin', '/dashboard/installations', {
      InstallationsPage: () => installationsPageAnswer(remaining),
      DeleteInstallation: ({ id }) => {
        remaining = remaining.filter((i) => i.id !== id);
        return gqlData({ deleteInstallation: true });
      },
    });
    await screen.findByRole('table', { name: 'Installations' });
    expect(screen.getByRole('link', { name: 'New Installation' })).toHaveAttribute(
      'href',
      '/dashboard/installations/new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Casă 2' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete installation' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete this installation? Its hardware, issues and comments will be deleted too.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Installation deleted successfully, including all related issues and comments.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^Casă 2/ })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteInstallation')[0]?.variables).toEqual({ id: '2' });
    // The page is read again, so that it fills up from the next one.
    expect(operationCalls(fetchMock, 'InstallationsPage')).toHaveLength(2);
  });

  it('asks for 20 installations a page and shows the second page when Next is followed', async () => {
    const newest = Array.from({ length: 20 }, (_, i) => gqlInstallation(22 - i));
    const { fetchMock, router } = await openAs('installer', '/dashboard/installations', {
      InstallationsPage: ({ page }) =>
        page === 2
          ? installationsPageAnswer([gqlInstallation(2), gqlInstallation(1)], {
              page: 2,
              total: 22,
              totalPages: 2,
            })
          : installationsPageAnswer(newest, { total: 22, totalPages: 2 }),
    });
    const table = await screen.findByRole('table', { name: 'Installations' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    expect(operationCalls(fetchMock, 'InstallationsPage')[0]?.variables).toEqual({ page: 1, limit: 20 });
    const pages = screen.getByRole('navigation', { name: 'Installation pages' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: /^Casă 1(?!\d)/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^Casă 22/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(operationCalls(fetchMock, 'InstallationsPage').map((call) => call.variables)).toContainEqual({
      page: 2,
      limit: 20,
    });
  });

  it("shows the server's message, else 'Failed to fetch installations', when the list cannot be read", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openAs('user', '/dashboard/installations', { InstallationsPage: 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch installations');
  });
});

describe('/dashboard/installations/:id (detail)', () => {
  const detail = gqlInstallationDetail(2, {
    estimatedTotalCost: null,
    hardware: [
      gqlHardware(1, 'Raspberry Pi (mini-calculator)', 1, 500),
      gqlHardware(2, 'Senzor de ușă', 4, 55),
    ],
    hardwareTotal: 720,
    issues: [gqlIssue(5, { status: 'wip' })],
  });

  it("shows the hardware in RON with its total, the issues, 'Not specified' for no cost, and Report an Issue", async () => {
    await openAs('installer', '/dashboard/installations/2', {
      Installation: gqlData({ installation: detail }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casă 2' })).toBeInTheDocument();
    const hardware = screen.getByRole('table', { name: 'Hardware items' });
    // The row header carries quantity and unit price too, shown under the name when the table is narrow.
    const sensorHeader = within(hardware).getByRole('rowheader', { name: /^Senzor de ușă/ });
    expect(within(sensorHeader).getByText('4 × 55.00 RON')).toBeInTheDocument();
    const sensor = sensorHeader.closest('tr')!;
    expect(
      within(sensor)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '55.00 RON', '220.00 RON']);
    expect(within(hardware).getByText('720.00 RON')).toBeInTheDocument();
    expect(screen.getByText('Estimated cost').nextElementSibling).toHaveTextContent('Not specified');
    expect(screen.getByText('Finished', { exact: false }).nextElementSibling).toHaveTextContent(
      'Not scheduled',
    );
    expect(screen.getByRole('link', { name: 'Problema 5' })).toHaveAttribute('href', '/dashboard/issues/5');
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report an Issue' })).toHaveAttribute(
      'href',
      '/dashboard/issues/new?installationId=2',
    );
    // Installers see every installation but cannot change one.
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("says 'Installation not found' for an unknown installation", async () => {
    await openAs('user', '/dashboard/installations/99', {
      Installation: gqlError('NOT_FOUND', 'Installation not found'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Installation not found');
  });
});

describe('/dashboard/installations/new and /:id/edit (admin form)', () => {
  it('sends a customer or an installer back to /dashboard', async () => {
    const { router } = await openAs('installer', '/dashboard/installations/new');
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("checks the required fields ('Please fill out all fields') and the cost, and sends empty fields as null", async () => {
    const { fetchMock, router } = await openAs('admin', '/dashboard/installations/new', {
      CreateInstallation: ({ input }) =>
        gqlData({ createInstallation: gqlInstallationDetail(9, { ...(input as object) }) }),
      Installation: gqlData({ installation: gqlInstallationDetail(9) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Installation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Installation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Package')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Status')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(screen.getByLabelText('Name'), ' Casă nouă ');
    await userEvent.type(screen.getByLabelText('Address'), 'Str. Lungă 1');
    await userEvent.type(screen.getByLabelText('Customer email'), 'ana@example.ro');
    await userEvent.selectOptions(screen.getByLabelText('Package'), 'Premium');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'pending', 'in_progress', 'completed']);
    await userEvent.type(screen.getByLabelText('Estimated total cost'), '10.555');
    await userEvent.click(screen.getByRole('button', { name: 'Create Installation' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Estimated total cost must be a number of at least 0 with at most 2 decimals',
    );
    await userEvent.clear(screen.getByLabelText('Estimated total cost'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Installation' }));
    expect(await screen.findByText('Installation created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/installations/9');
    expect(operationCalls(fetchMock, 'CreateInstallation')[0]?.variables).toEqual({
      input: {
        name: 'Casă nouă',
        address: 'Str. Lungă 1',
        customerEmail: 'ana@example.ro',
        package: 'premium',
        status: 'pending',
        description: null,
        plannedInstallationDate: null,
        estimatedTotalCost: null,
      },
    });
  });

  it('shows the planned day in the form and saves the same day back, then shows it in the detail', async () => {
    let current = gqlInstallationDetail(2, { status: 'pending', plannedInstallationDate: '2027-02-01' });
    const { fetchMock, router } = await openAs('admin', '/dashboard/installations/2/edit', {
      Installation: () => gqlData({ installation: current }),
      UpdateInstallation: ({ input }) => {
        current = { ...current, ...(input as object), version: current.version + 1 };
        return gqlData({ updateInstallation: current });
      },
    });
    expect(await screen.findByLabelText('Planned installation date')).toHaveValue('2027-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casă 2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/installations/2');
    expect(operationCalls(fetchMock, 'UpdateInstallation')[0]?.variables).toMatchObject({
      input: { plannedInstallationDate: '2027-02-01' },
    });
    expect(screen.getByText('Planned installation').nextElementSibling).toHaveTextContent('February 1, 2027');
  });

  it('sends the version it read; a change made meanwhile is refused, read again into the fields left alone, and what was typed stays', async () => {
    const conflictMessage =
      'This installation was changed by someone else in the meantime. Reload it and try again.';
    const scrolledTo: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: recorded here instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    // Someone else saved a new description (version 2) after this page read version 1.
    let current = gqlInstallationDetail(2);
    const { fetchMock, router } = await openAs('admin', '/dashboard/installations/2/edit', {
      Installation: () => gqlData({ installation: current }),
      UpdateInstallation: ({ input, version }) => {
        if (version !== current.version) {
          return gqlError('CONFLICT', conflictMessage, {
            details: { reason: 'version', currentVersion: current.version },
          });
        }
        current = { ...current, ...(input as object), version: current.version + 1 };
        return gqlData({ updateInstallation: current });
      },
    });
    await userEvent.clear(await screen.findByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), 'Str. Nouă 5, Iași');
    current = { ...current, description: 'Schimbată în alt tab', version: 2 };
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else changed this installation in the meantime. The form now shows their changes, and what you changed is kept: check it, then save again.',
    );
    // Above the form, out of sight of its button: brought into view.
    await vi.waitFor(() => expect(scrolledTo).toContain(alert));
    await vi.waitFor(() => expect(operationCalls(fetchMock, 'Installation')).toHaveLength(2));
    // The other save's description shows; the address typed here stays.
    await vi.waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Schimbată în alt tab'));
    expect(screen.getByLabelText('Address')).toHaveValue('Str. Nouă 5, Iași');
    expect(router.state.location.pathname).toBe('/dashboard/installations/2/edit');

    // Sent again, knowingly, over the version now read: both changes kept, neither undone.
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casă 2' })).toBeInTheDocument();
    const updates = operationCalls(fetchMock, 'UpdateInstallation');
    expect(updates.map((call) => call.variables.version)).toEqual([1, 2]);
    expect(updates[1]?.variables.input).toMatchObject({
      address: 'Str. Nouă 5, Iași',
      description: 'Schimbată în alt tab',
    });
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('after a refused save, shows under a field what someone else saved there when it differs from what was typed, until it is dealt with', async () => {
    let current = gqlInstallationDetail(2, { status: 'pending' });
    const { fetchMock } = await openAs('admin', '/dashboard/installations/2/edit', {
      Installation: () => gqlData({ installation: current }),
      UpdateInstallation: ({ input, version }) => {
        if (version !== current.version) {
          return gqlError('CONFLICT', 'Changed.', { details: { reason: 'version', currentVersion: 2 } });
        }
        current = { ...current, ...(input as object), version: current.version + 1 };
        return gqlData({ updateInstallation: current });
      },
    });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Casă renovată');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    // Someone else renamed it, and moved it on as this tab did: only the name differs.
    current = { ...current, name: 'Casa Popescu', status: 'in_progress', version: 2 };
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
    await vi.waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Someone else saved “Casa Popescu” here in the meantime. Yours is kept: saving puts it in their place.',
      ),
    );
    expect(name).toHaveValue('Casă renovată');
    expect(screen.getByLabelText('Status')).not.toHaveAccessibleDescription();

    // Taking their value deals with it; saving then sends it.
    await userEvent.clear(name);
    await userEvent.type(name, 'Casa Popescu');
    expect(name).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Popescu' })).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'UpdateInstallation')[1]?.variables).toMatchObject({
      version: 2,
      input: { name: 'Casa Popescu', status: 'in_progress' },
    });
  });

  it('names a choice saved meanwhile by its label', async () => {
    let current = gqlInstallationDetail(2, { status: 'pending' });
    await openAs('admin', '/dashboard/installations/2/edit', {
      Installation: () => gqlData({ installation: current }),
      UpdateInstallation: () =>
        gqlError('CONFLICT', 'Changed.', { details: { reason: 'version', currentVersion: 2 } }),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'completed');
    current = { ...current, status: 'in_progress', version: 2 };
    await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Status')).toHaveAccessibleDescription(
        'Someone else saved “In Progress” here in the meantime. Yours is kept: saving puts it in their place.',
      ),
    );
  });

  it('lists hardware from the catalogue at its prices and offers the total as the estimated cost, keeping what the form holds unsaved', async () => {
    let current = gqlInstallationDetail(2, { estimatedTotalCost: null });
    const { fetchMock } = await openAs('admin', '/dashboard/installations/2/edit', {
      Installation: () => gqlData({ installation: current }),
      SetInstallationHardware: ({ items }) => {
        const lines = (items as { name: string; quantity: number; unitPrice: number }[]).map((item, i) =>
          gqlHardware(i + 1, item.name, item.quantity, item.unitPrice),
        );
        current = {
          ...current,
          hardware: lines,
          hardwareTotal: lines.reduce((s, l) => s + l.total, 0),
          version: current.version + 1,
        } as typeof current;
        return gqlData({ setInstallationHardware: current });
      },
      UpdateInstallation: ({ input }) => {
        current = { ...current, ...(input as object), version: current.version + 1 };
        return gqlData({ updateInstallation: current });
      },
    });
    const editor = await screen.findByRole('form', { name: 'Hardware' });
    // A change typed in the installation's form above and not saved yet.
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Casă 2 redenumită');
    expect(
      within(editor).getByText('No hardware yet: add items from the catalogue or your own.'),
    ).toBeInTheDocument();
    const picker = within(editor).getByLabelText('Add from the calculator’s catalogue');
    await userEvent.selectOptions(picker, 'raspberry-pi');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add item' }));
    await userEvent.selectOptions(picker, 'door-sensor');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add item' }));
    expect(within(editor).getByLabelText('Item 1 name')).toHaveValue('Raspberry Pi (mini-calculator)');
    expect(within(editor).getByLabelText('Item 1 unit price (RON)')).toHaveValue(500);
    await userEvent.clear(within(editor).getByLabelText('Item 2 quantity'));
    await userEvent.type(within(editor).getByLabelText('Item 2 quantity'), '4');
    expect(within(editor).getByText('720.00 RON')).toBeInTheDocument();
    await userEvent.click(
      within(editor).getByLabelText('Also set the estimated cost to the total ($720.00)'),
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
    expect(await screen.findByText('Hardware saved successfully')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'SetInstallationHardware')[0]?.variables).toEqual({
      installationId: '2',
      version: 1,
      items: [
        { name: 'Raspberry Pi (mini-calculator)', quantity: 1, unitPrice: 500 },
        { name: 'Senzor de ușă și fereastră', quantity: 4, unitPrice: 55 },
      ],
    });
    expect(operationCalls(fetchMock, 'UpdateInstallation')[0]?.variables).toEqual({
      id: '2',
      version: 2,
      input: {
        name: 'Casă 2',
        address: 'Str. Florilor 2, Iași',
        customerEmail: 'client2@example.ro',
        package: 'advanced',
        status: 'completed',
        estimatedTotalCost: 720,
      },
    });
    // The form above takes the saved cost and keeps the name typed before.
    expect(screen.getByLabelText('Estimated total cost')).toHaveValue(720);
    expect(screen.getByLabelText('Name')).toHaveValue('Casă 2 redenumită');
  });
  describe('hardware saved by someone else meanwhile', () => {
    const conflictMessage =
      'This installation was changed by someone else in the meantime. Reload it and try again.';
    type Stored = Omit<ReturnType<typeof gqlInstallationDetail>, 'hardware'> & {
      hardware: ReturnType<typeof gqlHardware>[];
    };
    const withHardware = (base: Stored, lines: Stored['hardware'], version: number): Stored => ({
      ...base,
      hardware: lines,
      hardwareTotal: lines.reduce((s, l) => s + l.total, 0),
      version,
    });
    const router = 'Router Zigbee';
    const sensors = gqlHardware(1, 'Senzor de ușă', 2, 55);
    const theirs = [gqlHardware(7, 'Releu Shelly', 3, 69.9)];
    const otherListTitle = 'Someone else saved another hardware list in the meantime';
    /** The band that shows the other list (the editor's totals are status outputs too). */
    const otherList = async (editor: HTMLElement) =>
      (await within(editor).findByText(otherListTitle)).closest<HTMLElement>('[role="status"]')!;

    /**
     * The edit page over a store that refuses a stale version, as the API does; `meanwhile` is
     * someone else's change right after a hardware list is saved.
     */
    const openEditor = (state: { current: Stored; meanwhile?: (current: Stored) => Stored }) => {
      const stale = (version: unknown) =>
        version !== state.current.version &&
        gqlError('CONFLICT', conflictMessage, {
          details: { reason: 'version', currentVersion: state.current.version },
        });
      return openAs('admin', '/dashboard/installations/2/edit', {
        Installation: () => gqlData({ installation: state.current }),
        SetInstallationHardware: ({ items, version }) => {
          const refused = stale(version);
          if (refused) return refused;
          const lines = (items as { name: string; quantity: number; unitPrice: number }[]).map((item, i) =>
            gqlHardware(i + 1, item.name, item.quantity, item.unitPrice),
          );
          state.current = withHardware(state.current, lines, state.current.version + 1);
          const answer = gqlData({ setInstallationHardware: state.current });
          if (state.meanwhile) state.current = state.meanwhile(state.current);
          return answer;
        },
        UpdateInstallation: ({ input, version }) => {
          const refused = stale(version);
          if (refused) return refused;
          state.current = { ...state.current, ...(input as object), version: state.current.version + 1 };
          return gqlData({ updateInstallation: state.current });
        },
      });
    };

    it('shows their list beside the lines changed here; Use their list takes it, and the next save goes over the version read', async () => {
      const state = { current: withHardware(gqlInstallationDetail(2), [sensors], 1) };
      const { fetchMock } = await openEditor(state);
      const editor = await screen.findByRole('form', { name: 'Hardware' });
      await userEvent.clear(within(editor).getByLabelText('Item 1 quantity'));
      await userEvent.type(within(editor).getByLabelText('Item 1 quantity'), '5');
      state.current = withHardware(state.current, theirs, 2);
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));

      const other = await otherList(editor);
      expect(within(other).getByRole('list', { name: 'Their list' })).toHaveTextContent(
        'Releu Shelly3 × 69.90 RON = 209.70 RON',
      );
      expect(other).toHaveTextContent('Their total: 209.70 RON');
      // What was typed here is still there until the admin chooses.
      expect(within(editor).getByLabelText('Item 1 quantity')).toHaveValue(5);
      expect(within(editor).queryByText(conflictMessage)).not.toBeInTheDocument();

      await userEvent.click(within(other).getByRole('button', { name: 'Use their list' }));
      expect(within(editor).queryByText(otherListTitle)).not.toBeInTheDocument();
      expect(within(editor).getByLabelText('Item 1 name')).toHaveValue('Releu Shelly');
      expect(within(editor).getByLabelText('Item 1 quantity')).toHaveValue(3);
      await userEvent.click(within(editor).getByRole('button', { name: 'Add custom item' }));
      await userEvent.type(within(editor).getByLabelText('Item 2 name'), router);
      await userEvent.type(within(editor).getByLabelText('Item 2 unit price (RON)'), '120');
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
      expect(await screen.findByText('Hardware saved successfully')).toBeInTheDocument();
      const saves = operationCalls(fetchMock, 'SetInstallationHardware');
      expect(saves.map((call) => call.variables.version)).toEqual([1, 2]);
      expect(saves[1]?.variables.items).toEqual([
        { name: 'Releu Shelly', quantity: 3, unitPrice: 69.9 },
        { name: router, quantity: 1, unitPrice: 120 },
      ]);
    });

    it('Keep mine leaves the lines typed here, and the next save puts them in place of the other list', async () => {
      const state = { current: withHardware(gqlInstallationDetail(2), [sensors], 1) };
      const { fetchMock } = await openEditor(state);
      const editor = await screen.findByRole('form', { name: 'Hardware' });
      await userEvent.click(within(editor).getByRole('button', { name: 'Remove Senzor de ușă' }));
      state.current = withHardware(state.current, theirs, 2);
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
      const other = await otherList(editor);
      await userEvent.click(within(other).getByRole('button', { name: 'Keep mine' }));
      expect(within(editor).queryByText(otherListTitle)).not.toBeInTheDocument();
      expect(
        within(editor).getByText('No hardware yet: add items from the catalogue or your own.'),
      ).toBeInTheDocument();
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
      expect(await screen.findByText('Hardware saved successfully')).toBeInTheDocument();
      expect(operationCalls(fetchMock, 'SetInstallationHardware')[1]?.variables).toMatchObject({
        version: 2,
        items: [],
      });
    });

    it('a save refused over another change keeps the lines and says so; lines left alone follow the list read again', async () => {
      const state = { current: withHardware(gqlInstallationDetail(2), [sensors], 1) };
      const { fetchMock } = await openEditor(state);
      const editor = await screen.findByRole('form', { name: 'Hardware' });
      // The form above is refused: someone saved a description and a new list meanwhile.
      await userEvent.clear(screen.getByLabelText('Address'));
      await userEvent.type(screen.getByLabelText('Address'), 'Str. Nouă 5, Iași');
      state.current = { ...withHardware(state.current, theirs, 2), description: 'Altă descriere' };
      await userEvent.click(screen.getByRole('button', { name: 'Update Installation' }));
      // The lines, untouched here, show the list read again, not the one the page first read.
      await vi.waitFor(() =>
        expect(within(editor).getByLabelText('Item 1 name')).toHaveValue('Releu Shelly'),
      );
      expect(within(editor).queryByText(otherListTitle)).not.toBeInTheDocument();

      // Then a change to the installation that leaves its list as it was.
      await userEvent.clear(within(editor).getByLabelText('Item 1 quantity'));
      await userEvent.type(within(editor).getByLabelText('Item 1 quantity'), '4');
      state.current = { ...state.current, description: 'Încă o descriere', version: 3 };
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
      expect(await within(editor).findByRole('alert')).toHaveTextContent(
        'Someone else changed this installation in the meantime. The form now shows their changes, and what you changed is kept: check it, then save again.',
      );
      await vi.waitFor(() => expect(operationCalls(fetchMock, 'Installation')).toHaveLength(3));
      expect(within(editor).getByLabelText('Item 1 quantity')).toHaveValue(4);
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
      expect(await screen.findByText('Hardware saved successfully')).toBeInTheDocument();
      expect(operationCalls(fetchMock, 'SetInstallationHardware').map((call) => call.variables)).toEqual([
        { installationId: '2', version: 2, items: [{ name: 'Releu Shelly', quantity: 4, unitPrice: 69.9 }] },
        { installationId: '2', version: 3, items: [{ name: 'Releu Shelly', quantity: 4, unitPrice: 69.9 }] },
      ]);
    });

    it('a cost refused after the list was saved says the list is saved, and saving again sets the cost', async () => {
      const state: { current: Stored; meanwhile?: (current: Stored) => Stored } = {
        current: withHardware(gqlInstallationDetail(2, { estimatedTotalCost: 900 }), [sensors], 1),
        meanwhile: (current) => ({ ...current, description: 'Altă descriere', version: current.version + 1 }),
      };
      const { fetchMock } = await openEditor(state);
      const editor = await screen.findByRole('form', { name: 'Hardware' });
      await userEvent.click(
        within(editor).getByLabelText('Also set the estimated cost to the total ($110.00)'),
      );
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
      expect(await within(editor).findByRole('alert')).toHaveTextContent(
        'The hardware list is saved; the estimated cost is not: someone else changed this installation in the meantime. Check its estimated cost above; saving again sets it to the total.',
      );
      await vi.waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Altă descriere'));
      expect(screen.getByLabelText('Estimated total cost')).toHaveValue(900);
      expect(within(editor).queryByText(otherListTitle)).not.toBeInTheDocument();

      state.meanwhile = undefined;
      await userEvent.click(within(editor).getByRole('button', { name: 'Save Hardware' }));
      expect(await screen.findByText('Hardware saved successfully')).toBeInTheDocument();
      expect(operationCalls(fetchMock, 'UpdateInstallation').map((call) => call.variables.version)).toEqual([
        2, 4,
      ]);
      expect(screen.getByLabelText('Estimated total cost')).toHaveValue(110);
    });
  });
});
