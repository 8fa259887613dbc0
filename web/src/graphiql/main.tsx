/**
 * GraphiQL against this site's /graphql (graphiql.html; the gateway shows it at GET /graphql when
 * introspection is on). Bundled whole: no font, script or link loads from another origin.
 */
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './graphiql-page.css';
import { EXAMPLE_HEADERS, fetchGraphQL } from './fetcher';

// Short lines: the query editor is narrow once the documentation explorer is open.
const DEFAULT_QUERY = `# The GraphQL API of Smart Home Iași.
#
# The schema, and who may call each field: the
# documentation explorer (the book, top left).
#
# Signed in on this site, you call it as yourself.
# As an integrator, create a personal API token at
# /dashboard/api-tokens and put it in the
# Authorization header below, in place of the example.

query LatestNews {
  news(limit: 1) {
    data {
      title
    }
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetchGraphQL}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={EXAMPLE_HEADERS}
      isHeadersEditorEnabled
      defaultEditorToolsVisibility="headers"
      // A token typed into the headers stays in this tab only, never in the browser's storage.
      shouldPersistHeaders={false}
      showPersistHeadersSettings={false}
    >
      {/* In place of GraphiQL's logo, which links to its project's site. */}
      <GraphiQL.Logo>Smart Home Iași — GraphQL API</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
