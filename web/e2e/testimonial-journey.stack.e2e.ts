/**
 * A client's testimonial from the public form to the public page, in Chromium against the whole
 * product as `make dev` runs it (`@smarthome/dev/testing`): the real ALTCHA check solved in the
 * browser and verified by the content service, the admins' notice read from the development
 * mailbox, the approval in the dashboard, and only then the testimonial on /testimonials.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ViewportName, viewports } from './support/browser';
import { botCheckSolved } from './support/bot-check';
import { DEMO_ADMIN, signInAsDemoAdmin, useDevStackAndBrowser } from './support/dev-stack-suite';

const suite = useDevStackAndBrowser();

/**
 * A whole journey: the proof of work, the event to the notifications service, an argon2id
 * sign-in. Seconds on an idle machine, many times that on a busy one.
 */
const JOURNEY_TIMEOUT_MS = 150_000;

interface Testimonial {
  name: string;
  position: string;
  content: string;
}

let counter = 0;

/** A name no other run shares: the content service and the mailbox outlive a single test. */
function newTestimonial(): Testimonial {
  const run = `${Date.now().toString(36)}${(counter += 1)}`;
  return {
    name: `Elena Journey ${run}`,
    position: 'Proprietar de casă',
    content: `Luminile și centrala merg local, chiar și fără internet (${run}). Recomand cu drag!`,
  };
}

/** The cards of /testimonials, once the list has loaded (or said it is empty). */
async function publicCards(page: Page) {
  const main = page.getByRole('main');
  const cards = main.getByRole('figure');
  await cards
    .or(main.getByRole('heading', { name: 'Încă nu există mărturii publicate' }))
    .first()
    .waitFor();
  return cards;
}

async function sendTestimonial(page: Page, testimonial: Testimonial) {
  await page.goto('/testimonials/add');
  await page.getByLabel('Nume *').fill(testimonial.name);
  await page.getByLabel('Funcție (opțional)').fill(testimonial.position);
  await page.getByLabel('Mărturia ta *').fill(testimonial.content);
  const fiveStars = page.getByRole('group', { name: 'Evaluare *' }).getByRole('radio', { name: '5 stele' });
  await fiveStars.check();
  expect(await fiveStars.isChecked()).toBe(true);
  await botCheckSolved(page);
  await page.getByRole('button', { name: 'Trimite mărturia' }).click();
  await page.getByRole('heading', { name: 'Mulțumim pentru mărturie!' }).waitFor();
}

async function approveAsAdmin(page: Page, testimonial: Testimonial) {
  await signInAsDemoAdmin(page);
  await page.goto('/dashboard/testimonials');
  await page.getByRole('button', { name: `Approve testimonial from ${testimonial.name}` }).click();
  await page.getByRole('status').filter({ hasText: 'Testimonial approved successfully' }).waitFor();
}

describe('a testimonial from the public form to the public page', () => {
  // The visitor on a phone, where most testimonials are written (the form's rules and its layout at
  // 1280 px are testimonials.e2e.ts's); the admin moderates on a desktop screen.
  const viewport: ViewportName = 'mobile';
  it(
    `sent at ${viewports[viewport].width} px, mailed to the admin, hidden until approved, then shown`,
    { timeout: JOURNEY_TIMEOUT_MS },
    async () => {
      const testimonial = newTestimonial();
      const visitor = await suite.openPage(viewport);
      await sendTestimonial(visitor, testimonial);
      // The thanks' own link back to the list, instead of waiting out its 3 s redirect.
      await visitor.getByRole('link', { name: 'Mergi acum la testimoniale' }).click();
      await visitor.waitForURL((url) => url.pathname === '/testimonials');
      expect(await (await publicCards(visitor)).filter({ hasText: testimonial.name }).count()).toBe(0);

      const notice = await suite.stack.waitForMail(
        DEMO_ADMIN.email,
        (mail) => mail.subject === `New testimonial awaiting review: ${testimonial.name} (5/5)`,
      );
      expect(notice.text).toContain(testimonial.name);
      expect(notice.text).toContain(testimonial.content);

      const admin = await suite.openPage('desktop');
      await approveAsAdmin(admin, testimonial);

      const later = await suite.openPage(viewport);
      await later.goto('/testimonials');
      const card = (await publicCards(later)).filter({ hasText: testimonial.name });
      await card.getByText(testimonial.content, { exact: true }).waitFor();
      expect(await card.getByText(testimonial.position, { exact: true }).count()).toBe(1);
    },
  );
});
