/**
 * Staff accounts that must turn on a second factor (the auth service's STAFF_SECOND_FACTOR) and
 * have not may sign in, but only to enrol. The auth service marks the access tokens of such a
 * session with a claim; every process that verifies tokens refuses what such a token asks for in
 * the account's name, except the few operations of the auth service that enrolment needs. The mark lives in the
 * token, not in a lookup, so that every service enforces it without asking the auth service.
 */

/** The access token claim (`true`) of a session that must enrol its second factor first. */
export const SECOND_FACTOR_ENROLMENT_CLAIM = 'sfe';

export const SECOND_FACTOR_ENROLMENT_CODE = 'SECOND_FACTOR_ENROLMENT_REQUIRED';

/** The refusal's text (English, like the dashboard staff work in). */
export const SECOND_FACTOR_ENROLMENT_MESSAGE =
  'Staff accounts need a second factor: turn on the authenticator app in your account security settings first';

/** The part of a GraphQL selection this looks at (graphql-js's SelectionNode, structurally). */
interface SelectionLike {
  kind: string;
  name?: { value: string };
  selectionSet?: { selections: readonly SelectionLike[] };
}

interface DocumentLike {
  definitions: readonly { kind: string; name?: { value: string } | undefined; selectionSet?: unknown }[];
}

/**
 * The root fields an operation selects, through its fragments (`__typename` left out: it reads
 * nothing). Unknown fragments yield a name no allow-list holds, so they are refused.
 */
export function rootFieldsOf(
  selections: readonly SelectionLike[],
  document: DocumentLike | undefined,
  seen = new Set<string>(),
): string[] {
  return selections.flatMap((selection): string[] => {
    if (selection.kind === 'Field') {
      const name = selection.name?.value ?? '';
      return name === '__typename' ? [] : [name];
    }
    if (selection.kind === 'InlineFragment') {
      return rootFieldsOf(selection.selectionSet?.selections ?? [], document, seen);
    }
    if (selection.kind === 'FragmentSpread') {
      const name = selection.name?.value ?? '';
      if (seen.has(name)) return [];
      seen.add(name);
      const fragment = document?.definitions.find(
        (definition) => definition.kind === 'FragmentDefinition' && definition.name?.value === name,
      ) as { selectionSet?: { selections: readonly SelectionLike[] } } | undefined;
      return fragment?.selectionSet
        ? rootFieldsOf(fragment.selectionSet.selections, document, seen)
        : [`...${name}`];
    }
    return [`<${selection.kind}>`];
  });
}

/**
 * An Apollo Server plugin: a caller whose token carries the enrolment claim (`pendingOf`) keeps
 * its identity only for operations whose every root field is in `allowed`; any other operation
 * is handed to `hold`, which runs it as an anonymous caller's, so that public reads (the site's
 * pages, fetched with the cookie) still answer while everything that needs the account is
 * refused. Written against the part of Apollo's plugin interface it uses, so that these
 * contracts import no Apollo code.
 */
export function secondFactorEnrolmentPlugin<TContext>(
  pendingOf: (context: TContext) => boolean,
  allowed: readonly string[],
  hold: (context: TContext) => void,
) {
  const allowedFields = new Set(allowed);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({
          operation,
          document,
          contextValue,
        }: {
          operation?: { selectionSet: { selections: readonly SelectionLike[] } } | null;
          document?: DocumentLike;
          contextValue: TContext;
        }) {
          if (!pendingOf(contextValue)) return;
          const fields = operation ? rootFieldsOf(operation.selectionSet.selections, document) : [''];
          if (fields.some((field) => !allowedFields.has(field))) hold(contextValue);
        },
      };
    },
  };
}
