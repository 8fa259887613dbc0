import {
  GraphQLError,
  getNullableType,
  isInputObjectType,
  isInputType,
  isListType,
  isScalarType,
  isSpecifiedScalarType,
  Kind,
  print,
  typeFromAST,
  type ASTVisitor,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

/**
 * A value written in the query itself (a literal) that a custom scalar refuses is the caller's
 * bad input, named like a refused variable: `Argument "input" of "createBlogPost" got invalid
 * value "not a date" at "input.publishedDate"; DateTime must be an ISO-8601 string`, with the
 * code BAD_USER_INPUT. On its own, graphql-js reports only the scalar's words, which name neither
 * the argument nor the field.
 *
 * Two parts, for every custom scalar of a schema: `scalarLiteralPlacesRule` notes where each
 * literal of a custom scalar stands (when validation enters its argument, before graphql-js
 * reads the literal), and `nameScalarLiteralRefusals` makes the schema's custom scalars name
 * that place when they refuse the literal.
 */

interface Place {
  /** `Argument "input" of "createBlogPost"`, `Default value of variable "$day"`. */
  subject: string;
  /** Where inside that value (`input.publishedDate`, `days[1]`); absent for the whole value. */
  at: string | undefined;
}

/** Where each literal of a custom scalar stands, noted while its document is validated. */
const places = new WeakMap<ValueNode, Place>();

function isCustomScalar(type: unknown): boolean {
  return isScalarType(type) && !isSpecifiedScalarType(type);
}

/** Notes the place of every custom scalar literal inside `value`, of type `type`. */
function notePlaces(value: ValueNode, type: GraphQLInputType, subject: string, root: string, path: string) {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (value.kind !== Kind.LIST) {
      notePlaces(value, nullable.ofType, subject, root, path);
      return;
    }
    value.values.forEach((item, index) =>
      notePlaces(item, nullable.ofType, subject, root, `${path}[${index}]`),
    );
  } else if (isInputObjectType(nullable)) {
    if (value.kind !== Kind.OBJECT) return;
    const fields = nullable.getFields();
    for (const field of value.fields) {
      const definition = fields[field.name.value];
      if (definition) notePlaces(field.value, definition.type, subject, root, `${path}.${field.name.value}`);
    }
  } else if (isCustomScalar(nullable) && value.kind !== Kind.VARIABLE && value.kind !== Kind.NULL) {
    places.set(value, { subject, at: path === '' ? undefined : `${root}${path}` });
  }
}

/** Validation rule: notes where each custom scalar literal of the document stands. */
export function scalarLiteralPlacesRule(context: ValidationContext): ASTVisitor {
  return {
    Argument(node) {
      const argument = context.getArgument();
      if (!argument) return;
      const directive = context.getDirective();
      const owner = directive ? `@${directive.name}` : context.getFieldDef()?.name;
      const name = node.name.value;
      const subject = `Argument "${name}"${owner ? ` of "${owner}"` : ''}`;
      notePlaces(node.value, argument.type, subject, name, '');
    },
    VariableDefinition(node) {
      if (!node.defaultValue) return;
      const type = typeFromAST(context.getSchema(), node.type);
      if (!type || !isInputType(type)) return;
      const name = node.variable.name.value;
      notePlaces(node.defaultValue, type, `Default value of variable "$${name}"`, `$${name}`, '');
    },
  };
}

/**
 * Makes each custom scalar of `schema` name the place of a literal it refuses (noted by
 * `scalarLiteralPlacesRule`), as BAD_USER_INPUT. A literal with no noted place, and every value
 * the scalar accepts, are read exactly as before. Returns the same schema.
 */
export function nameScalarLiteralRefusals(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type) || !isCustomScalar(type)) continue;
    const parseLiteral = type.parseLiteral.bind(type);
    type.parseLiteral = (node, variables) => {
      const place = places.get(node);
      if (!place) return parseLiteral(node, variables);
      let reason = `${type.name} cannot represent it`;
      try {
        const value: unknown = parseLiteral(node, variables);
        if (value !== undefined) return value;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      const at = place.at ? ` at "${place.at}"` : '';
      throw new GraphQLError(`${place.subject} got invalid value ${print(node)}${at}; ${reason}`, {
        nodes: node,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    };
  }
  return schema;
}
