import { FormCheck } from '@smarthome/service-kit';
import {
  isWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
} from '@smarthome/service-kit/contracts/webhooks';
import {
  parseWebhookUrl,
  UrlRefusal,
  vetHost,
  WEBHOOK_URL_MAX_LENGTH,
  type ResolveHost,
  type UrlRules,
} from './url-guard.js';

export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

/** A form's fields: all of them at creation, the ones given at an update (null counts as not given). */
export interface WebhookForm {
  url?: string | null;
  events?: readonly string[] | null;
  description?: string | null;
}

/** The fields as stored; only those the form gave. */
export interface WebhookFields {
  url?: string;
  events?: string[];
  description?: string | null;
}

export interface WebhookFormRules extends UrlRules {
  resolve?: ResolveHost;
}

/**
 * Reads a webhook form: the URL (its form, then where its host resolves: refused with the texts of
 * WEBHOOK_MESSAGES on the `url` field), the events (at least one, each a known type, duplicates
 * dropped) and the optional description (blank clears it). Every refused field is answered at once
 * as BAD_USER_INPUT. `required`: creation, where url and events must be given.
 */
export async function validWebhookForm(
  form: WebhookForm,
  rules: WebhookFormRules,
  { required }: { required: boolean },
): Promise<WebhookFields> {
  const check = new FormCheck();
  const fields: WebhookFields = {};

  if (form.url != null || required) {
    const url = check.text(form.url, {
      field: 'url',
      max: WEBHOOK_URL_MAX_LENGTH,
      clean: 'trim',
      required: WEBHOOK_MESSAGES.urlRequired,
      tooLong: WEBHOOK_MESSAGES.urlTooLong,
      notText: WEBHOOK_MESSAGES.urlInvalid,
    });
    if (url !== null && !check.has('url')) {
      try {
        const parsed = parseWebhookUrl(url, rules);
        await vetHost(parsed, rules, rules.resolve);
        fields.url = url;
      } catch (error) {
        if (!(error instanceof UrlRefusal)) throw error;
        check.fail('url', error.message);
      }
    }
  }

  if (form.events != null || required) {
    const events = [...new Set(form.events ?? [])];
    const unknown = events.find((type) => !isWebhookEventType(type));
    if (events.length === 0) check.fail('events', WEBHOOK_MESSAGES.eventsRequired);
    else if (unknown !== undefined) check.fail('events', WEBHOOK_MESSAGES.unknownEvent(unknown));
    // Stored in the catalogue's order, whatever order the form listed them in.
    else fields.events = WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
  }

  if (form.description !== undefined) {
    fields.description = check.text(form.description, {
      field: 'description',
      label: 'Description',
      max: WEBHOOK_DESCRIPTION_MAX_LENGTH,
      tooLong: WEBHOOK_MESSAGES.descriptionTooLong,
    });
  }

  check.done();
  return fields;
}
