/** The GraphQL operations the tests send, written once. */

export const INSTALLATION_FIELDS = `
  id name address customerEmail package status description estimatedTotalCost
  plannedInstallationDate installationDate finishConfigurationDate createdAt updatedAt
  customer { id }
  hardware { id name quantity unitPrice total }
  hardwareTotal
`;

export const ISSUE_FIELDS = `
  id title description status installationId installationName createdByEmail version createdAt updatedAt
  createdBy { id }
`;

export const COMMENT_FIELDS = 'id issueId content authorRole createdAt user { id }';

export const BLUEPRINT_FIELDS = 'id title tag content createdAt updatedAt';

export const DOCS = {
  myInstallations: `{ myInstallations { id name } }`,
  installations: `{ installations { id name } }`,
  installationsPage: `query ($page: Int, $limit: Int) { installationsPage(page: $page, limit: $limit) { items { id } total totalPages page } }`,
  installation: `query ($id: ID!) { installation(id: $id) { ${INSTALLATION_FIELDS} issues { id } } }`,
  createInstallation: `mutation ($input: InstallationInput!) { createInstallation(input: $input) { ${INSTALLATION_FIELDS} } }`,
  updateInstallation: `mutation ($id: ID!, $input: InstallationInput!) { updateInstallation(id: $id, input: $input) { ${INSTALLATION_FIELDS} } }`,
  setInstallationHardware: `mutation ($installationId: ID!, $items: [HardwareItemInput!]!) { setInstallationHardware(installationId: $installationId, items: $items) { ${INSTALLATION_FIELDS} } }`,
  deleteInstallation: `mutation ($id: ID!) { deleteInstallation(id: $id) }`,

  issues: `query ($installationId: ID) { issues(installationId: $installationId) { id title } }`,
  issuesPage: `query ($page: Int, $limit: Int, $installationId: ID) { issuesPage(page: $page, limit: $limit, installationId: $installationId) { items { id } total totalPages page } }`,
  issue: `query ($id: ID!) { issue(id: $id) { ${ISSUE_FIELDS} installation { id name } comments { ${COMMENT_FIELDS} } } }`,
  createIssue: `mutation ($input: IssueInput!) { createIssue(input: $input) { ${ISSUE_FIELDS} } }`,
  updateIssue: `mutation ($id: ID!, $input: IssueInput!, $version: Int) { updateIssue(id: $id, input: $input, version: $version) { ${ISSUE_FIELDS} } }`,
  setIssueStatus: `mutation ($id: ID!, $status: IssueStatus!, $version: Int) { setIssueStatus(id: $id, status: $status, version: $version) { ${ISSUE_FIELDS} } }`,
  deleteIssue: `mutation ($id: ID!) { deleteIssue(id: $id) }`,
  addIssueComment: `mutation ($issueId: ID!, $content: String) { addIssueComment(issueId: $issueId, content: $content) { ${COMMENT_FIELDS} } }`,

  myOperationsData: `{ myOperationsData { installations { ${INSTALLATION_FIELDS} } reportedIssues { ${ISSUE_FIELDS} } comments { ${COMMENT_FIELDS} } } }`,

  blueprints: `query ($page: Int, $limit: Int, $tag: String) { blueprints(page: $page, limit: $limit, tag: $tag) { totalPages data { ${BLUEPRINT_FIELDS} } } }`,
  blueprint: `query ($id: ID!) { blueprint(id: $id) { ${BLUEPRINT_FIELDS} } }`,
  blueprintTags: `{ blueprintTags }`,
  createBlueprint: `mutation ($input: BlueprintInput!) { createBlueprint(input: $input) { ${BLUEPRINT_FIELDS} } }`,
  updateBlueprint: `mutation ($id: ID!, $input: BlueprintInput!) { updateBlueprint(id: $id, input: $input) { ${BLUEPRINT_FIELDS} } }`,
  deleteBlueprint: `mutation ($id: ID!) { deleteBlueprint(id: $id) }`,

  entities: `query ($representations: [_Any!]!) { _entities(representations: $representations) {
    __typename
    ... on Installation { id name }
    ... on Issue { id title }
    ... on Blueprint { id title }
  } }`,
} as const;

/** A valid installation form for the owning customer of the tests. */
export const INSTALLATION_FORM = {
  name: 'Casa Popescu',
  address: 'Str. Lungă 1, Iași',
  customerEmail: 'Ana@Example.ro',
  package: 'premium',
  status: 'pending',
  description: 'Zigbee, irigații',
  estimatedTotalCost: 1234.5,
  plannedInstallationDate: '2027-02-01',
} as const;

export const BLUEPRINT_FORM = {
  title: 'Motion-activated light',
  tag: 'lighting',
  content: 'blueprint:\n  name: Motion light\n  domain: automation\n',
} as const;
