import type { Caller, OperationsClient } from './operations-client.js';

export type InstallationStatus = 'pending' | 'in_progress' | 'completed';
export type IssueStatus = 'open' | 'wip' | 'resolved';

export interface InstallationRecord {
  id: string;
  name: string;
  address: string;
  package: 'basic' | 'advanced' | 'premium';
  status: InstallationStatus;
  /** A calendar day, YYYY-MM-DD. */
  plannedInstallationDate: string | null;
  /** ISO date-times. */
  installationDate: string | null;
  finishConfigurationDate: string | null;
  hardware: Array<{ name: string; quantity: number; unitPrice: number; total: number }>;
  hardwareTotal: number;
}

export interface IssueRecord {
  id: string;
  title: string;
  description: string;
  status: IssueStatus;
  installationId: string;
  installationName: string;
  createdAt: string;
  updatedAt: string;
  comments: Array<{ content: string; authorRole: string; createdAt: string }>;
}

export interface CreatedIssue {
  id: string;
  title: string;
  installationId: string;
}

const INSTALLATIONS = /* GraphQL */ `
  query AssistantInstallations {
    installations {
      id
      name
      address
      package
      status
      plannedInstallationDate
      installationDate
      finishConfigurationDate
      hardware {
        name
        quantity
        unitPrice
        total
      }
      hardwareTotal
    }
  }
`;

const ISSUES = /* GraphQL */ `
  query AssistantIssues {
    issues {
      id
      title
      description
      status
      installationId
      installationName
      createdAt
      updatedAt
      comments {
        content
        authorRole
        createdAt
      }
    }
  }
`;

const CREATE_ISSUE = /* GraphQL */ `
  mutation AssistantCreateIssue($input: IssueInput!) {
    createIssue(input: $input) {
      id
      title
      installationId
    }
  }
`;

/**
 * The caller's installations and issues, read and written through the operations subgraph with the
 * caller's own token: a customer gets theirs, installers and admins every one, as the dashboard
 * shows them. Nothing is cached: each message reads what is true now.
 */
export class CallerRecords {
  constructor(private readonly operations: OperationsClient) {}

  /** Newest first. */
  async installations(caller: Caller): Promise<InstallationRecord[]> {
    const data = await this.operations.request<{ installations: InstallationRecord[] }>(
      caller,
      INSTALLATIONS,
    );
    return data.installations;
  }

  /** Newest first, each with its comments oldest first. */
  async issues(caller: Caller): Promise<IssueRecord[]> {
    const data = await this.operations.request<{ issues: IssueRecord[] }>(caller, ISSUES);
    return data.issues;
  }

  /** Reports an issue as the caller; the operations subgraph checks the installation is theirs and mails the staff. */
  async createIssue(
    caller: Caller,
    input: { installationId: string; title: string; description: string },
  ): Promise<CreatedIssue> {
    const data = await this.operations.request<{ createIssue: CreatedIssue }>(caller, CREATE_ISSUE, {
      input,
    });
    return data.createIssue;
  }
}
