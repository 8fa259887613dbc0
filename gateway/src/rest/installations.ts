/**
 * The installations of the dashboard. Who sees what is the operations service's rule: a customer
 * their own installations (others' ids are 404 'Installation not found'), installers and admins
 * all of them; every write is the admin's (401 anonymous, 403 customers and installers), and a
 * deletion takes the admin's signed-in session (403 with a personal API token).
 *
 *   GET    /installations                → [installation…], highest id first
 *   GET    /installations?page&limit     → {data: [installation…], total, totalPages}: one page of the
 *                                         same list, when page or limit is sent (20 per page, 100 at most)
 *   GET    /installations/{id}           → installation
 *   POST   /installations                {name, address, userEmail, package, status, description,
 *                                         plannedInstallationDate, estimatedTotalCost} → 201 installation
 *   PUT    /installations/{id}           same, version? → installation
 *   PUT    /installations/{id}/hardware  {items: [{name, quantity, unitPrice}…], version?} → installation
 *                                         (replaces the whole hardware list, at most 100 lines)
 *   DELETE /installations/{id}           → {message: 'Installation deleted successfully, including
 *                                         all related issues and comments.'}
 *
 * An installation: {id (a number), name, address, user_email, package (basic | advanced |
 * premium), status (pending | in_progress | completed), description, estimated_total_cost,
 * planned_installation_date, installation_date, finish_configuration_date, hardware: [{id, name,
 * quantity, unit_price, total}…], hardware_total, version, created_at, updated_at}; the optional ones
 * are null when not set. Money is in RON with 2 decimals. `version` counts the changes: sent back
 * with a PUT, the answer is 409 when someone changed the installation since.
 *
 * The form is the whole installation (PUT replaces it): description, plannedInstallationDate and
 * estimatedTotalCost left out or null are cleared. installationDate and finishConfigurationDate,
 * which the form does not show, are optional: left out they keep their value, '' clears them.
 * plannedInstallationDate is a calendar day, sent and answered as `2027-02-01` (a date-time is
 * read as its day: the one written, or with a zone the one it falls on in Iași); the other two
 * dates are moments, a day (`2026-03-01`, midnight in Iași) or a date-time. The hardware list has
 * its own call because the service replaces it in a mutation of its own: one call is one change,
 * never a form saved with a list refused.
 */
import {
  toRestInstallation,
  type RestInstallation as RestInstallationAnswer,
} from '@smarthome/service-kit/contracts';
import { Type, type Static } from 'typebox';
import {
  RestCreateInstallationDocument,
  RestDeleteInstallationDocument,
  RestInstallationDocument,
  RestInstallationsDocument,
  RestInstallationsPageDocument,
  RestSetInstallationHardwareDocument,
  RestUpdateInstallationDocument,
} from '../__generated__/operations.js';
import { deleteById } from './by-id.js';
import { parseClientDate, parseClientDay } from './dates.js';
import { signedInSessionOnly } from './error-replies.js';
import { optInPagingDescription, OptInPageParams, pageAnswer, requestedPage, WholeOrPage } from './paging.js';
import {
  FormBody,
  GRAPHQL_INT_MAX,
  IdParams,
  LongText,
  NoQuery,
  Nullable,
  OneOf,
  SHORT_TEXT_MAX,
  ShortText,
  Version,
} from './schemas.js';
import type { RestRoutes, SameType } from './types.js';

/** What the list holds, as its documentation names it. */
const INSTALLATIONS = 'installations the caller may see';

const InstallationsQuery = Type.Object(OptInPageParams);

export const INSTALLATION_DELETED =
  'Installation deleted successfully, including all related issues and comments.';

/** The operations service's own words for a cost it refuses, so that a string cost reads the same. */
const COST_MESSAGE = 'Estimated cost must be a number of at least 0 with at most 2 decimals';
/** Far above the service's 100 lines: only keeps the GraphQL request small. */
const HARDWARE_ITEMS_MAX = 1_000;

const InstallationFields = {
  name: Type.Optional(ShortText()),
  address: Type.Optional(ShortText()),
  userEmail: Type.Optional(ShortText()),
  package: Type.Optional(
    OneOf(['basic', 'advanced', 'premium'], 'Package must be basic, advanced or premium'),
  ),
  status: Type.Optional(
    OneOf(['pending', 'in_progress', 'completed'], 'Status must be pending, in_progress or completed'),
  ),
  description: Type.Optional(LongText()),
  plannedInstallationDate: Type.Optional(
    Type.String({
      maxLength: SHORT_TEXT_MAX,
      description:
        'A calendar day, 2027-02-01 (a date-time is read as its day: the one written, or with a zone the one it falls on in Iași)',
    }),
  ),
  installationDate: Type.Optional(ShortText()),
  finishConfigurationDate: Type.Optional(ShortText()),
  estimatedTotalCost: Type.Optional(Type.Number({ errorMessage: COST_MESSAGE })),
};
const InstallationBody = FormBody(InstallationFields);
const UpdateInstallationBody = FormBody({ ...InstallationFields, version: Version() });

/**
 * The service judges each line's values (a name, a quantity from 1, a price with 2 decimals) in its
 * own words; here only their types, and a quantity GraphQL's Int can carry.
 */
const HardwareBody = FormBody({
  items: Type.Array(
    Type.Object({
      name: Type.Optional(ShortText()),
      quantity: Type.Optional(Type.Integer({ minimum: -GRAPHQL_INT_MAX, maximum: GRAPHQL_INT_MAX })),
      unitPrice: Type.Optional(Type.Number()),
    }),
    {
      maxItems: HARDWARE_ITEMS_MAX,
      errorMessage: 'items must be a list of {name, quantity (a whole number), unitPrice (a number)}',
    },
  ),
  version: Version(),
});

const RestHardwareItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  quantity: Type.Integer(),
  unit_price: Type.Number(),
  total: Type.Number(),
});

export const RestInstallation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  user_email: Type.String(),
  package: Type.String(),
  status: Type.String(),
  description: Nullable(Type.String()),
  estimated_total_cost: Nullable(Type.Number()),
  planned_installation_date: Nullable(
    Type.String({
      format: 'date',
      description: 'A calendar day, e.g. 2027-02-01: the same day in every time zone',
    }),
  ),
  installation_date: Nullable(Type.String()),
  finish_configuration_date: Nullable(Type.String()),
  hardware: Type.Array(RestHardwareItem),
  hardware_total: Type.Number(),
  version: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

// The answers are the service kit's record, the one a webhook's data carries too.
const _installationAnswerIsTheContract: SameType<
  Static<typeof RestInstallation>,
  RestInstallationAnswer
> = true;

/** A date the form does not show: left out keeps the stored one (undefined), '' clears it. */
const keptDate = (value: string | undefined, field: string) =>
  value === undefined ? undefined : parseClientDate(value, field);

function installationInput(body: Static<typeof InstallationBody>) {
  return {
    name: body.name ?? null,
    address: body.address ?? null,
    customerEmail: body.userEmail ?? null,
    package: body.package ?? null,
    status: body.status ?? null,
    description: body.description ?? null,
    estimatedTotalCost: body.estimatedTotalCost ?? null,
    plannedInstallationDate: parseClientDay(body.plannedInstallationDate, 'plannedInstallationDate'),
    installationDate: keptDate(body.installationDate, 'installationDate'),
    finishConfigurationDate: keptDate(body.finishConfigurationDate, 'finishConfigurationDate'),
  };
}

export const installationsRoutes: RestRoutes = (app, deps) => {
  const { run } = deps;
  app.get(
    '/installations',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'List installations, highest id first',
        description: optInPagingDescription(INSTALLATIONS),
        querystring: InstallationsQuery,
        response: { 200: WholeOrPage(RestInstallation, INSTALLATIONS) },
      },
    },
    async (request, reply) => {
      const paging = requestedPage(request.query);
      if (paging) {
        const { installationsPage } = await run(request, reply, RestInstallationsPageDocument, paging);
        return pageAnswer(installationsPage, toRestInstallation);
      }
      const { installations } = await run(request, reply, RestInstallationsDocument);
      return installations.map(toRestInstallation);
    },
  );

  app.get(
    '/installations/:id',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Get an installation',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: RestInstallation },
      },
    },
    async (request, reply) => {
      const { installation } = await run(request, reply, RestInstallationDocument, {
        id: request.params.id,
      });
      return toRestInstallation(installation);
    },
  );

  app.post(
    '/installations',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Create an installation (admins)',
        body: InstallationBody,
        response: { 201: RestInstallation },
      },
    },
    async (request, reply) => {
      const { createInstallation } = await run(request, reply, RestCreateInstallationDocument, {
        input: installationInput(request.body),
      });
      return reply.code(201).send(toRestInstallation(createInstallation));
    },
  );

  app.put(
    '/installations/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Replace an installation (admins)',
        params: IdParams,
        body: UpdateInstallationBody,
        response: { 200: RestInstallation },
      },
    },
    async (request, reply) => {
      const { updateInstallation } = await run(request, reply, RestUpdateInstallationDocument, {
        id: request.params.id,
        input: installationInput(request.body),
        version: request.body.version ?? null,
      });
      return toRestInstallation(updateInstallation);
    },
  );

  app.put(
    '/installations/:id/hardware',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Replace an installation’s hardware list (admins)',
        params: IdParams,
        body: HardwareBody,
        response: { 200: RestInstallation },
      },
    },
    async (request, reply) => {
      const { setInstallationHardware } = await run(request, reply, RestSetInstallationHardwareDocument, {
        id: request.params.id,
        items: request.body.items,
        version: request.body.version ?? null,
      });
      return toRestInstallation(setInstallationHardware);
    },
  );

  deleteById(app, deps, {
    path: '/installations/:id',
    document: RestDeleteInstallationDocument,
    message: INSTALLATION_DELETED,
    summary: 'Delete an installation with its issues and comments (admins, from a signed-in session only)',
    caller: 'admin',
    errors: signedInSessionOnly('deleting an installation'),
  });
};
