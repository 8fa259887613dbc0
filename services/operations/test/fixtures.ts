/** Data the tests start from, made through the API as the dashboard makes it. */
import { DOCS, INSTALLATION_FORM } from './documents.js';
import { PEOPLE, type OperationsSuite, type PersonName } from './operations-suite.js';

export interface World {
  /** The owning customer's installation, and one of the other customer's. */
  ownInstallation: string;
  otherInstallation: string;
  /** An issue the owner reported on their installation, one the installer reported there, and one of the other customer's. */
  ownIssue: string;
  staffIssueOnOwn: string;
  otherIssue: string;
}

export async function createInstallation(
  suite: OperationsSuite,
  form: Record<string, unknown> = {},
): Promise<string> {
  const data = await suite.ok<{ createInstallation: { id: string } }>('admin', DOCS.createInstallation, {
    input: { ...INSTALLATION_FORM, ...form },
  });
  return data.createInstallation.id;
}

export async function createIssue(
  suite: OperationsSuite,
  who: PersonName,
  installationId: string,
  form: Record<string, unknown> = {},
): Promise<string> {
  const data = await suite.ok<{ createIssue: { id: string } }>(who, DOCS.createIssue, {
    input: { installationId, title: 'Senzorul nu răspunde', description: 'Din hol, de ieri.', ...form },
  });
  return data.createIssue.id;
}

export async function addComment(
  suite: OperationsSuite,
  who: PersonName,
  issueId: string,
  content = 'Am verificat.',
): Promise<string> {
  const data = await suite.ok<{ addIssueComment: { id: string } }>(who, DOCS.addIssueComment, {
    issueId,
    content,
  });
  return data.addIssueComment.id;
}

/** Two customers' installations with issues of the owner, of staff and of the other customer. */
export async function buildWorld(suite: OperationsSuite): Promise<World> {
  const ownInstallation = await createInstallation(suite, { name: 'Casa Ana' });
  const otherInstallation = await createInstallation(suite, {
    name: 'Casa Ion',
    customerEmail: PEOPLE.other.email,
  });
  return {
    ownInstallation,
    otherInstallation,
    ownIssue: await createIssue(suite, 'owner', ownInstallation, { title: 'Ana: releu' }),
    staffIssueOnOwn: await createIssue(suite, 'installer', ownInstallation, { title: 'Instalator: baterie' }),
    otherIssue: await createIssue(suite, 'other', otherInstallation, { title: 'Ion: termostat' }),
  };
}
