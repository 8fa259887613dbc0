/**
 * Demo operations data for development (`make dev`, infra/dev): installations of the demo
 * customer and of two other customers with their hardware, support issues in every status with
 * threads by the customer and the staff, and the installers' library of Home Assistant
 * blueprints. Not part of the running service: the orchestrator calls `seedDemo` on the
 * operations database before the service starts. Installations, issues and comments are written
 * together, only while there is no installation; blueprints only while there is no blueprint.
 *
 * Ids are fixed small numbers; the id sequences are moved above them, so new installations and
 * issues continue after the demo ones. Nothing is mailed: the demo documents carry no events.
 */
import { BUSINESS_TIME_ZONE, calendarDayIn } from '@smarthome/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import { createBlueprintModel } from './blueprints/blueprints.model.js';
import { createCommentModel } from './comments/comments.model.js';
import { createInstallationModel } from './installations/installations.model.js';
import { createIssueModel } from './issues/issues.model.js';
import { loadDemoBlueprints } from './seed/demo-blueprints.js';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_INSTALLATIONS,
  DEMO_ISSUES,
  type DemoAuthor,
} from './seed/demo-installations.js';
import { createCounterModel, Sequences } from './shared/sequences.js';

export { DEMO_CUSTOMER_EMAIL } from './seed/demo-installations.js';

export interface OperationsSeedOptions {
  /** The demo accounts the auth seed created, by key (admin, installer, client): authors and the customer's link. */
  users?: Record<string, { id: string; email: string; role?: string } | undefined>;
  /** The "today" the demo dates count from (tests pin it). */
  now?: Date;
}

export interface OperationsSeedResult {
  /** Documents inserted, by collection (0 when the collection already had data). */
  inserted: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fallbacks when the auth seed did not run: the references then resolve to no account. */
const FALLBACK_AUTHORS: Record<DemoAuthor, { id: string; email: string }> = {
  client: { id: 'demo-client', email: DEMO_CUSTOMER_EMAIL },
  installer: { id: 'demo-installer', email: 'installer@smarthome.local' },
  admin: { id: 'demo-admin', email: 'admin@smarthome.local' },
};

const ROLE_OF: Record<DemoAuthor, 'user' | 'installer' | 'admin'> = {
  client: 'user',
  installer: 'installer',
  admin: 'admin',
};

async function isEmpty<T>(model: Model<T>): Promise<boolean> {
  await model.init();
  return (await model.exists({})) === null;
}

export async function seedDemo(
  connection: Connection,
  options: OperationsSeedOptions = {},
): Promise<OperationsSeedResult> {
  const now = options.now ?? new Date();
  /** A working-hours moment `offset` days from today. */
  const day = (offset: number, hour = 8) => {
    const date = new Date(now.getTime() + offset * DAY_MS);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  const author = (key: DemoAuthor) => options.users?.[key] ?? FALLBACK_AUTHORS[key];
  const inserted = { installations: 0, issues: 0, comments: 0, blueprints: 0 };

  const installations = createInstallationModel(connection);
  const issues = createIssueModel(connection);
  const comments = createCommentModel(connection);
  if (await isEmpty(installations)) {
    await Promise.all([issues.init(), comments.init()]);
    const customerId = options.users?.client?.id ?? null;
    const byId = new Map<number, string>();
    const installationDocs = DEMO_INSTALLATIONS.map(({ createdDaysAgo, days, hardware, ...fields }) => {
      byId.set(fields._id, fields.name);
      const [planned, installed, finished] = days.map((offset) => (offset === null ? null : day(offset)));
      return {
        ...fields,
        customerId: fields.customerEmail === DEMO_CUSTOMER_EMAIL ? customerId : null,
        // A planned date is a calendar day: the day of that working-hours moment in Iași.
        plannedInstallationDate: planned && calendarDayIn(planned, BUSINESS_TIME_ZONE),
        installationDate: installed,
        finishConfigurationDate: finished,
        hardware: hardware.map((item) => ({ _id: new Types.ObjectId(), ...item })),
        createdAt: day(-createdDaysAgo),
        updatedAt: day(-createdDaysAgo),
      };
    });
    inserted.installations = (await installations.insertMany(installationDocs)).length;

    const issueDocs = DEMO_ISSUES.map(({ by, reportedDaysAgo, comments: _thread, ...fields }) => ({
      ...fields,
      installationName: byId.get(fields.installationId) ?? '',
      createdById: author(by).id,
      createdByEmail: author(by).email,
      version: 1,
      createdAt: day(-reportedDaysAgo, 9),
      updatedAt: day(-reportedDaysAgo, 9),
    }));
    inserted.issues = (await issues.insertMany(issueDocs)).length;

    const commentDocs = DEMO_ISSUES.flatMap((issue) =>
      issue.comments.map((comment, index) => {
        const at = day(-issue.reportedDaysAgo + comment.after, 10 + index);
        return {
          issueId: issue._id,
          content: comment.content,
          authorId: author(comment.by).id,
          authorEmail: author(comment.by).email,
          authorRole: ROLE_OF[comment.by],
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    inserted.comments = (await comments.insertMany(commentDocs)).length;

    const sequences = new Sequences(createCounterModel(connection));
    await sequences.continueAboveHighest('installations', installations);
    await sequences.continueAboveHighest('issues', issues);
  }

  const blueprints = createBlueprintModel(connection);
  if (await isEmpty(blueprints)) {
    const docs = (await loadDemoBlueprints()).map(({ daysAgo, ...fields }) => ({
      ...fields,
      createdAt: day(-daysAgo, 15),
      updatedAt: day(-daysAgo, 15),
    }));
    inserted.blueprints = (await blueprints.insertMany(docs)).length;
  }
  return { inserted };
}
