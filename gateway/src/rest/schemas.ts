/**
 * Building blocks of the facade's route schemas (TypeBox, validated by rest/validation.ts), and
 * the bounds of what a REST call may send, stated once here.
 *
 * Text caps: each string a client sends is capped. The services check their own, tighter limits
 * and word those messages in the site's language (auth: names 100 characters, e-mails 254,
 * passwords 200, one-time tokens 256; content: contact name 100, e-mail 254, message 5,000,
 * bot-check token 10,000), so the caps sit above every one of them: they only keep the GraphQL
 * request the facade builds far below the subgraphs' 1 MiB body limit, whose 413 a client could
 * otherwise provoke. The largest form (contact) stays under 62,000 characters in all.
 */
import { Type, type TProperties, type TSchema } from 'typebox';

/** Names, e-mail addresses, passwords, roles, one-time tokens, return paths. */
export const SHORT_TEXT_MAX = 1_000;
/** The contact message and bot-check tokens. */
export const LONG_TEXT_MAX = 20_000;
/** Longest path parameter (`/users/:id`); longer ones are refused by the router with 414. */
export const MAX_PARAM_LENGTH = 100;
/** GraphQL's Int is a signed 32-bit integer: the largest page number a subgraph can be asked for. */
export const GRAPHQL_INT_MAX = 2 ** 31 - 1;

/**
 * A blog post's HTML: the content service's own cap (200,000 characters). Even all in three-byte
 * characters it stays below the subgraphs' 1 MiB body limit. A blueprint's YAML (100,000 in the
 * operations service) shares it.
 */
export const HTML_TEXT_MAX = 200_000;

export const ShortText = () => Type.String({ maxLength: SHORT_TEXT_MAX });
export const HtmlText = () => Type.String({ maxLength: HTML_TEXT_MAX });
export const LongText = () => Type.String({ maxLength: LONG_TEXT_MAX });
/** A blueprint's YAML, as an installer pastes it. */
export const CodeText = () => Type.String({ maxLength: HTML_TEXT_MAX });

/**
 * One word of a fixed list (a status, a package), as the GraphQL enum spells it. Every failure of
 * the field (another word, another type) answers `message`, which names the allowed words.
 */
export const OneOf = <const T extends string[]>(values: readonly [...T], message: string) =>
  Type.Enum(values, { errorMessage: message });

/**
 * A whole number of at least 1 in a query string (`?page=2`); absent means the route's default.
 * Its messages: '<name> must be a positive integer', '<name> must be at most <max>'. The
 * description, if any, is the parameter's in the OpenAPI document.
 */
export const PositiveInt = (max: number, description?: string) =>
  Type.Integer({ minimum: 1, maximum: max, ...(description === undefined ? {} : { description }) });

/**
 * The version of a record an edit was made from (optional): the service answers 409 when the record
 * changed since, and applies the edit to whatever is current when it is left out.
 */
export const Version = () =>
  Type.Optional(
    PositiveInt(
      GRAPHQL_INT_MAX,
      'The version the record was read at: 409 when it changed since; left out, the change applies to the current one',
    ),
  );

/**
 * The body of a form submission: its fields, each optional (the services answer a missing one
 * with their own "required" text), plus the CSRF token a signed-in browser may send in it.
 * Other fields are ignored, never forwarded.
 */
export const FormBody = <T extends TProperties>(fields: T) =>
  Type.Object({ ...fields, csrfToken: Type.Optional(ShortText()) });

/** A call that reads no query parameters (unknown ones, e.g. a cache buster, are ignored). */
export const NoQuery = Type.Object({});

/** `/:id` of the users admin. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: MAX_PARAM_LENGTH }) });

/** The general answer shape for a message (and for every error). */
export const MessageReply = Type.Object({ message: Type.String() });

/** A browser navigation answered with a redirect: no body, the target in `Location`. */
export const Redirect = Type.Null({ description: 'No body; the target is in the Location header' });

/** `T | null`, for the answers' nullable fields (a null must not be serialized as '' or 0). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
