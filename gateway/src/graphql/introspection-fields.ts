import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Introspection fields graphql-js knows but Apollo Gateway's query planner does not: the planner
 * would throw on them (an internal error, 500). They are refused at validation instead, as a 400
 * that names the field. (They describe @oneOf input types and deprecated directives, which this
 * schema has none of.)
 */
const UNSUPPORTED = new Map([
  ['__Type', new Set(['isOneOf'])],
  ['__Directive', new Set(['isDeprecated', 'deprecationReason'])],
]);

export const unsupportedIntrospectionFields: ValidationRule = (context) => ({
  Field(node) {
    const parent = context.getParentType()?.name;
    if (parent && UNSUPPORTED.get(parent)?.has(node.name.value)) {
      context.reportError(
        new GraphQLError(`The introspection field ${parent}.${node.name.value} is not supported`, {
          nodes: [node],
        }),
      );
    }
  },
});
