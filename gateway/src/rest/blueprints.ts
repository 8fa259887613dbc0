/**
 * The installers' library of Home Assistant blueprints: installers and admins only, enforced by
 * the operations service (401 anonymous, 403 customers).
 *
 *   GET    /blueprints?page&limit[&tag] → {data: [blueprint…], totalPages}, newest first (10 per page)
 *   GET    /blueprints/tags             → {tags: [tag…]}, every tag in use, alphabetically
 *   GET    /blueprints/{id}             → blueprint (404 'Blueprint not found')
 *   POST   /blueprints                  {title, tag, content} → 201 blueprint
 *   PUT    /blueprints/{id}             {title, tag, content, version?} → blueprint (409 when someone
 *                                        saved it since `version`)
 *   DELETE /blueprints/{id}             → {message: 'Blueprint deleted successfully'}
 *
 * A blueprint: {id, title, tag, content (the YAML as written), version, created_at, updated_at}. A blank
 * title, tag or content gets the service's 'Title, tag, and content are required'.
 */
import { Type } from 'typebox';
import {
  RestBlueprintDocument,
  RestBlueprintsDocument,
  RestBlueprintTagsDocument,
  RestCreateBlueprintDocument,
  RestDeleteBlueprintDocument,
  RestUpdateBlueprintDocument,
  type RestBlueprintFragment,
} from '../__generated__/operations.js';
import { deleteById } from './by-id.js';
import {
  CodeText,
  FormBody,
  GRAPHQL_INT_MAX,
  IdParams,
  NoQuery,
  PositiveInt,
  ShortText,
  Version,
} from './schemas.js';
import type { RestRoutes } from './types.js';

export const BLUEPRINT_DELETED = 'Blueprint deleted successfully';
/** The dashboard's page size. */
const DEFAULT_LIMIT = 10;
/** What the operations service serves in one page at most (its own bound). */
const MAX_LIMIT = 50;

const BlueprintsQuery = Type.Object({
  page: Type.Optional(PositiveInt(GRAPHQL_INT_MAX)),
  limit: Type.Optional(PositiveInt(MAX_LIMIT)),
  tag: Type.Optional(ShortText()),
});

const RestBlueprint = Type.Object({
  id: Type.String(),
  title: Type.String(),
  tag: Type.String(),
  content: Type.String(),
  /** Counts its saves: a PUT that sends it back is refused (409) over a newer one. */
  version: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const BlueprintList = Type.Object({ data: Type.Array(RestBlueprint), totalPages: Type.Integer() });
const BlueprintTags = Type.Object({ tags: Type.Array(Type.String()) });

const BlueprintFields = {
  title: Type.Optional(ShortText()),
  tag: Type.Optional(ShortText()),
  content: Type.Optional(CodeText()),
};
const BlueprintBody = FormBody(BlueprintFields);
const UpdateBlueprintBody = FormBody({ ...BlueprintFields, version: Version() });

export function toRestBlueprint(blueprint: RestBlueprintFragment) {
  return {
    id: blueprint.id,
    title: blueprint.title,
    tag: blueprint.tag,
    content: blueprint.content,
    version: blueprint.version,
    created_at: blueprint.createdAt,
    updated_at: blueprint.updatedAt,
  };
}

const blueprintInput = ({ title, tag, content }: { title?: string; tag?: string; content?: string }) => ({
  title: title ?? null,
  tag: tag ?? null,
  content: content ?? null,
});

export const blueprintsRoutes: RestRoutes = (app, deps) => {
  const { run } = deps;
  app.get(
    '/blueprints',
    {
      config: { caller: 'staff' },
      schema: {
        summary: 'List blueprints, newest first (installers, admins)',
        querystring: BlueprintsQuery,
        response: { 200: BlueprintList },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = DEFAULT_LIMIT, tag } = request.query;
      const { blueprints } = await run(request, reply, RestBlueprintsDocument, {
        page,
        limit,
        tag: tag ?? null,
      });
      return { data: blueprints.data.map(toRestBlueprint), totalPages: blueprints.totalPages };
    },
  );

  app.get(
    '/blueprints/tags',
    {
      config: { caller: 'staff' },
      schema: {
        summary: 'List the blueprint tags in use',
        querystring: NoQuery,
        response: { 200: BlueprintTags },
      },
    },
    async (request, reply) => ({
      tags: (await run(request, reply, RestBlueprintTagsDocument)).blueprintTags,
    }),
  );

  app.get(
    '/blueprints/:id',
    {
      config: { caller: 'staff' },
      schema: {
        summary: 'Get a blueprint',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: RestBlueprint },
      },
    },
    async (request, reply) => {
      const { blueprint } = await run(request, reply, RestBlueprintDocument, { id: request.params.id });
      return toRestBlueprint(blueprint);
    },
  );

  app.post(
    '/blueprints',
    {
      config: { caller: 'staff' },
      schema: { summary: 'Create a blueprint', body: BlueprintBody, response: { 201: RestBlueprint } },
    },
    async (request, reply) => {
      const { createBlueprint } = await run(request, reply, RestCreateBlueprintDocument, {
        input: blueprintInput(request.body),
      });
      return reply.code(201).send(toRestBlueprint(createBlueprint));
    },
  );

  app.put(
    '/blueprints/:id',
    {
      config: { caller: 'staff' },
      schema: {
        summary: 'Update a blueprint',
        params: IdParams,
        body: UpdateBlueprintBody,
        response: { 200: RestBlueprint },
      },
    },
    async (request, reply) => {
      const { updateBlueprint } = await run(request, reply, RestUpdateBlueprintDocument, {
        id: request.params.id,
        input: blueprintInput(request.body),
        version: request.body.version ?? null,
      });
      return toRestBlueprint(updateBlueprint);
    },
  );

  deleteById(app, deps, {
    path: '/blueprints/:id',
    document: RestDeleteBlueprintDocument,
    message: BLUEPRINT_DELETED,
    summary: 'Delete a blueprint',
    caller: 'staff',
  });
};
