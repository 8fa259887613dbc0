/**
 * The installations, issues and blueprints as /graphql answers them (typed, so Apollo's cache keeps
 * each under its id), for the dashboard's page tests.
 */
import { mockAuthApi } from '@/test/api-mocks';
import { gqlData, graphqlRoutes, type OperationAnswer } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';

type Fields = Record<string, unknown>;

export const gqlInstallation = (n: number, extra: Fields = {}) => ({
  __typename: 'Installation',
  id: String(n),
  name: `Casă ${n}`,
  address: `Str. Florilor ${n}, Iași`,
  customerEmail: `client${n}@example.ro`,
  package: 'advanced',
  status: 'completed',
  description: `Home Assistant ${n}`,
  estimatedTotalCost: 1380.5,
  plannedInstallationDate: '2026-03-01',
  installationDate: '2026-03-02T08:00:00.000Z',
  finishConfigurationDate: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  version: 1,
  ...extra,
});

export const gqlHardware = (n: number, name: string, quantity: number, unitPrice: number) => ({
  __typename: 'HardwareItem',
  id: `h${n}`,
  name,
  quantity,
  unitPrice,
  total: Math.round(quantity * unitPrice * 100) / 100,
});

export const gqlInstallationDetail = (n: number, extra: Fields = {}) => ({
  ...gqlInstallation(n),
  customer: { __typename: 'User', id: 'u42', firstName: 'Ion', lastName: 'Popescu' },
  hardware: [],
  hardwareTotal: 0,
  issues: [],
  ...extra,
});

export const gqlIssue = (n: number, extra: Fields = {}) => ({
  __typename: 'Issue',
  id: String(n),
  title: `Problema ${n}`,
  description: `Descrierea problemei ${n}`,
  status: 'open',
  installationId: '1',
  installationName: 'Casă 1',
  createdByEmail: 'ion.popescu@example.ro',
  /** The caller reported it (or is staff); `false` for a customer on an issue staff reported. */
  viewerCanChange: true,
  version: 1,
  createdAt: `2026-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  ...extra,
});

export const gqlComment = (n: number, extra: Fields = {}) => ({
  __typename: 'Comment',
  id: `c${n}`,
  issueId: '1',
  content: `Comentariul ${n}`,
  authorRole: 'installer',
  createdAt: '2026-03-05T12:00:00.000Z',
  user: { __typename: 'User', id: 'u7', firstName: 'Andrei', lastName: 'Munteanu' },
  ...extra,
});

export const gqlIssueDetail = (n: number, extra: Fields = {}) => ({
  ...gqlIssue(n),
  createdBy: { __typename: 'User', id: '42', firstName: 'Ion', lastName: 'Popescu' },
  installation: { __typename: 'Installation', id: '1', name: 'Casă 1', address: 'Str. Florilor 1, Iași' },
  comments: [],
  ...extra,
});

export const gqlBlueprint = (n: number, extra: Fields = {}) => ({
  __typename: 'Blueprint',
  id: `b${n}`,
  title: `Blueprint ${n}`,
  tag: n % 2 ? 'lighting' : 'security',
  content: `blueprint:\n  name: Blueprint ${n}\n  domain: automation\n`,
  version: 1,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-12T10:00:00.000Z',
  ...extra,
});

interface PageOptions {
  /** The page answered, from 1. */
  page?: number;
  /** How many there are over every page (default: the items given). */
  total?: number;
  /** Pages in all (default: one when there is anything). */
  totalPages?: number;
}

/** One page of a list as /graphql answers it (IssuePage, …): `items` of `total` over `totalPages`. */
export const gqlPage = (
  typename: string,
  items: readonly unknown[],
  { page = 1, total = items.length, totalPages = total > 0 ? 1 : 0 }: PageOptions = {},
) => ({ __typename: typename, items, total, totalPages, page });

/** The answer to IssuesPage: one page of issues (`gqlIssue`). */
export const issuesPageAnswer = (issues: readonly unknown[], options: PageOptions = {}) =>
  gqlData({ issuesPage: gqlPage('IssuePage', issues, options) });

/** The answer to InstallationsPage: one page of installations (`gqlInstallation`). */
export const installationsPageAnswer = (installations: readonly unknown[], options: PageOptions = {}) =>
  gqlData({ installationsPage: gqlPage('InstallationPage', installations, options) });

/** The dashboard home's widgets with nothing to show, for tests that land there. */
export const emptyHomeWidgets = (): Record<string, OperationAnswer> => ({
  IssuesPage: issuesPageAnswer([]),
  InstallationsPage: installationsPageAnswer([]),
});

/** The app at `path`, signed in with `role`, /graphql answering `operations` by name. */
export async function openAs(
  role: string,
  path: string,
  operations: Record<string, OperationAnswer> = {},
  history: Parameters<typeof renderApp>[1] = {},
) {
  const fetchMock = mockAuthApi({ kind: 'user', user: { role } }, graphqlRoutes(operations));
  return { fetchMock, ...(await renderApp(path, history)) };
}
