import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supergraphApiSchema } from '@smarthome/service-kit/codegen';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const supergraphFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'supergraph.graphql');

/** Federation's own machinery, should any of it reach the API schema. */
const FEDERATION_PREFIXES = ['join__', 'link__'];

const described = (description: string | null | undefined) => Boolean(description?.trim());

/**
 * Schema coordinates (`Type`, `Type.field`, `Type.field(arg:)`, `Input.field`, `Enum.VALUE`) of
 * everything in the API schema that has no description, leaving out GraphQL's built-in scalars and
 * introspection types.
 */
function undescribedCoordinates(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
    .filter((type) => !FEDERATION_PREFIXES.some((prefix) => type.name.startsWith(prefix)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const type of types) {
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (!described(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

describe('the API schema of gateway/supergraph.graphql', () => {
  it('describes every type, field, argument, input field and enum value', async () => {
    const schema = await supergraphApiSchema(supergraphFile);
    // Not vacuous: the schema clients see was really read.
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {}).length).toBeGreaterThan(0);
    const missing = undescribedCoordinates(schema);
    expect(missing, `${missing.length} without a description:\n  ${missing.join('\n  ')}\n`).toEqual([]);
  });
});
