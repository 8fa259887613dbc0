import {
  AppError,
  FormCheck,
  toRecordId,
  pageCount,
  pageWindow,
  versionOf,
  writeVersioned,
  type PageRequest,
} from '@smarthome/service-kit';
import type { BlueprintModel, BlueprintRecord } from './blueprints.model.js';

/** A blueprint as the API shows it. */
export interface Blueprint {
  id: string;
  title: string;
  tag: string;
  content: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface BlueprintPage {
  data: Blueprint[];
  totalPages: number;
}

export interface BlueprintInput {
  title?: string | null;
  tag?: string | null;
  content?: string | null;
}

export const BLUEPRINT_NOT_FOUND = 'Blueprint not found';
export const BLUEPRINT_CHANGED_MEANWHILE =
  'This blueprint was changed by someone else in the meantime. Reload it and try again.';
/** The dashboard form's text when any field is blank. */
export const BLUEPRINT_REQUIRED = 'Title, tag, and content are required';
export const BLUEPRINT_LIMITS = { title: 200, tag: 50, content: 100_000 } as const;
/** The dashboard shows 10 per page. */
export const BLUEPRINT_PAGE = { defaultLimit: 10, maxLimit: 50 } as const;

/** Blueprints: the installers' library of Home Assistant automations (the roles are checked by the resolvers). */
export class BlueprintsService {
  constructor(private readonly blueprints: BlueprintModel) {}

  /** One page, newest first (ties broken by id so that pages never overlap); `tag` keeps that tag's. */
  async list({ tag, ...paging }: PageRequest & { tag?: string | null }): Promise<BlueprintPage> {
    const { skip, limit } = pageWindow(paging, BLUEPRINT_PAGE);
    const wanted = tag?.trim();
    const filter = wanted ? { tag: wanted } : {};
    const [records, total] = await Promise.all([
      this.blueprints
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<BlueprintRecord[]>()
        .exec(),
      this.blueprints.countDocuments(filter).exec(),
    ]);
    return { data: records.map(toBlueprint), totalPages: pageCount(total, limit) };
  }

  /** Every tag in use, alphabetically (the list's filter). */
  async tags(): Promise<string[]> {
    const tags = await this.blueprints.distinct('tag').exec();
    return tags.sort((a, b) => a.localeCompare(b, 'en'));
  }

  async get(id: string): Promise<Blueprint> {
    const record = await this.blueprints
      .findById(toRecordId(id, BLUEPRINT_NOT_FOUND))
      .lean<BlueprintRecord>()
      .exec();
    if (!record) throw new AppError('NOT_FOUND', BLUEPRINT_NOT_FOUND);
    return toBlueprint(record);
  }

  async create(input: BlueprintInput): Promise<Blueprint> {
    const record = await this.blueprints.create(validBlueprint(input));
    return toBlueprint(record.toObject<BlueprintRecord>());
  }

  /** The form saved over the blueprint; with `version`, CONFLICT when it changed since. */
  async update(id: string, input: BlueprintInput, version?: number | null): Promise<Blueprint> {
    const fields = validBlueprint(input);
    const record = await writeVersioned({
      model: this.blueprints,
      _id: toRecordId(id, BLUEPRINT_NOT_FOUND),
      sentVersion: version,
      set: () => fields,
      notFound: BLUEPRINT_NOT_FOUND,
      changed: BLUEPRINT_CHANGED_MEANWHILE,
    });
    return toBlueprint(record);
  }

  async delete(id: string): Promise<boolean> {
    const { deletedCount } = await this.blueprints
      .deleteOne({ _id: toRecordId(id, BLUEPRINT_NOT_FOUND) })
      .exec();
    if (deletedCount === 0) throw new AppError('NOT_FOUND', BLUEPRINT_NOT_FOUND);
    return true;
  }

  /** The blueprint of a federation reference (the resolver checks the role), or null. */
  async byReference(id: unknown): Promise<Blueprint | null> {
    if (typeof id !== 'string') return null;
    return this.get(id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
  }
}

/** The form's fields as stored, or BAD_USER_INPUT with the dashboard's texts. */
export function validBlueprint(input: BlueprintInput): Pick<BlueprintRecord, 'title' | 'tag' | 'content'> {
  const form = new FormCheck();
  const title = form.requiredText(input.title, {
    field: 'title',
    label: 'Title',
    max: BLUEPRINT_LIMITS.title,
    required: BLUEPRINT_REQUIRED,
  });
  const tag = form.requiredText(input.tag, {
    field: 'tag',
    label: 'Tag',
    max: BLUEPRINT_LIMITS.tag,
    required: BLUEPRINT_REQUIRED,
  });
  const content = form.requiredText(input.content, {
    field: 'content',
    label: 'Content',
    max: BLUEPRINT_LIMITS.content,
    clean: 'multiLine',
    required: BLUEPRINT_REQUIRED,
  });
  form.done();
  return { title, tag, content };
}

function toBlueprint(record: BlueprintRecord): Blueprint {
  return {
    id: record._id.toHexString(),
    title: record.title,
    tag: record.tag,
    content: record.content,
    version: versionOf(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
