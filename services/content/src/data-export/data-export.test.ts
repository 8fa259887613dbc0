import { describe, expect, it } from 'vitest';
import { errorCodes, postGraphQL } from '@smarthome/service-kit/testing';
import { useContentSuite } from '../../test/helpers.js';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '../testing/index.js';

const EXPORT = `{ myContentData { testimonials { id clientName content isApproved createdAt } contactMessages { id name email message receivedAt } } }`;
const SUBMIT = `mutation ($input: TestimonialSubmission!) { submitTestimonial(input: $input) { id } }`;

interface Exported {
  myContentData: {
    testimonials: Array<{ id: string; clientName: string; isApproved: boolean }>;
    contactMessages: Array<{ id: string; email: string; message: string }>;
  };
}

const suite = useContentSuite('content_data_export', FAST_ALTCHA_ENV, { relay: false });
let ipCounter = 0;

/** A testimonial sent through the public form, as the visitor with these headers. */
async function submitTestimonial(clientName: string, headers: Record<string, string> = {}): Promise<string> {
  const challenge = await postGraphQL<{ testimonialChallenge: string }>(suite.app, {
    query: '{ testimonialChallenge }',
  });
  const response = await postGraphQL<{ submitTestimonial: { id: string } }>(suite.app, {
    query: SUBMIT,
    variables: {
      input: {
        clientName,
        content: 'Totul funcționează perfect, mulțumim!',
        botToken: await solveAltchaChallenge(challenge.data!.testimonialChallenge),
      },
    },
    headers: { 'x-forwarded-for': `203.0.113.${(ipCounter += 1)}`, ...headers },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.submitTestimonial.id;
}

async function seedContactMessages(emails: string[]): Promise<void> {
  await suite.db.collection('contact_messages').insertMany(
    emails.map((email, index) => ({
      name: 'Vizitator',
      email,
      message: `Mesajul ${index + 1}`,
      consent: true,
      ipHash: 'x',
      eventId: `export-${index}`,
      createdAt: new Date(Date.UTC(2026, 1, 1) + index * 60_000),
    })),
  );
}

describe('myContentData', () => {
  it("holds the testimonials the caller submitted signed in and the messages sent from the caller's e-mail", async () => {
    const own = await submitTestimonial('Ana', suite.headersOf('user'));
    await submitTestimonial('Anonim');
    await submitTestimonial('Instalator', suite.headersOf('installer'));
    // The token's e-mail is user@example.ro; the form keeps an address as typed.
    await seedContactMessages([
      'User@Example.RO',
      'installer@example.ro',
      'user@exampleXro',
      'xuser@example.ro',
    ]);

    const response = await postGraphQL<Exported>(suite.app, {
      query: EXPORT,
      headers: suite.headersOf('user'),
    });
    expect(response.errors).toBeUndefined();
    const data = response.data!.myContentData;
    expect(data.testimonials).toEqual([
      expect.objectContaining({ id: own, clientName: 'Ana', isApproved: false }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: 'User@Example.RO', message: 'Mesajul 1' }),
    ]);
  });

  it('refuses anonymous callers', async () => {
    expect(errorCodes(await postGraphQL(suite.app, { query: EXPORT }))).toEqual(['UNAUTHENTICATED']);
  });
});
