import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, CSRF_TOKEN, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import {
  defineFakeAltchaWidget,
  resetFakeAltchaWidgets,
  startHeldWidgets,
  widgetCalls,
  widgetStart,
} from '@/test/fake-altcha-widget';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

// The business's settings a test gives the build stay with that test.
afterEach(() => {
  vi.unstubAllEnvs();
});

const PAYLOAD = 'c29sdmVkLXBheWxvYWQ=';
defineFakeAltchaWidget(PAYLOAD);

const ALTCHA = () => json(200, { provider: 'altcha', challengeUrl: '/api/v0/contact/challenge' });

function mockContactApi(routes: Record<string, MockAnswer> = {}) {
  return mockAuthApi({ kind: 'anonymous' }, { 'GET /contact/bot-check': ALTCHA, ...routes });
}

async function openContact() {
  const user = userEvent.setup();
  await renderApp('/contact');
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: the same change events, without one render per key. */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidForm(user: User) {
  await fill(user, 'Nume *', '  Maria Popescu ');
  await fill(user, 'Email *', 'maria@example.ro');
  await fill(user, 'Mesaj *', 'Aș dori o ofertă pentru un apartament.');
  await user.click(screen.getByRole('checkbox'));
}

/** Lets every task already queued run (timers of 0 ms, React's renders and effects). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const submitButton = () => screen.getByRole('button', { name: /Trimite mesajul|Se trimite/ });

beforeEach(resetFakeAltchaWidgets);

describe('the contact form', () => {
  it('shows the agreed text for every empty field and focuses the first one', async () => {
    mockContactApi();
    const user = await openContact();
    await user.click(submitButton());
    for (const text of [
      'Numele este obligatoriu',
      'Email-ul este obligatoriu',
      'Mesajul este obligatoriu',
      'Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nume *')).toHaveFocus();
    expect(screen.getByLabelText('Nume *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears a field’s error when that field is edited, and only that one', async () => {
    mockContactApi();
    const user = await openContact();
    await user.click(submitButton());
    await user.type(screen.getByLabelText('Nume *'), 'M');
    expect(screen.queryByText('Numele este obligatoriu')).not.toBeInTheDocument();
    expect(screen.getByText('Email-ul este obligatoriu')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(
      screen.queryByText('Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Mesajul este obligatoriu')).toBeInTheDocument();
  });

  it('checks the address and the 10 characters of the message after trimming', async () => {
    mockContactApi();
    const user = await openContact();
    await fill(user, 'Email *', 'maria@example');
    await fill(user, 'Mesaj *', '   123456789   ');
    await user.click(submitButton());
    expect(screen.getByText('Email-ul nu este valid')).toBeInTheDocument();
    expect(screen.getByText('Mesajul trebuie să conțină cel puțin 10 caractere')).toBeInTheDocument();
  });

  it('links the consent to /terms', async () => {
    mockContactApi();
    await openContact();
    const consent = screen.getByRole('checkbox', {
      name: /Sunt de acord cu Termenii și Politica de Confidențialitate/,
    });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Termenii și Politica de Confidențialitate' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('blocks sending with “Se încarcă verificarea...” while the bot check has not loaded', async () => {
    const fetchMock = mockContactApi({ 'GET /contact/bot-check': 'pending' });
    const user = await openContact();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Se încarcă verificarea...');
    expect(callsTo(fetchMock, 'POST /contact')).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
  });

  it('sends a message held by the loading bot check once the check has loaded, without a second click', async () => {
    let answerSettings: (response: Response) => void = () => undefined;
    let verificationsBeforeSend = -1;
    const fetchMock = mockContactApi({
      'GET /contact/bot-check': () => new Promise<Response>((resolve) => (answerSettings = resolve)),
      'POST /contact': () => {
        verificationsBeforeSend = widgetCalls.verify;
        return json(201, { id: 'abc', receivedAt: '2026-11-23T10:00:00.000Z', message: 'ok' });
      },
    });
    const user = await openContact();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Se încarcă verificarea...');
    expect(callsTo(fetchMock, 'POST /contact')).toHaveLength(0);

    // Loaded, but not yet started on its own proof: a verification the form began now would be
    // aborted by that start, and the send would fail. The send waits for the start.
    widgetStart.held = true;
    answerSettings(ALTCHA());
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă verificarea...');
    expect(callsTo(fetchMock, 'POST /contact')).toHaveLength(0);

    startHeldWidgets();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /contact')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /contact')[0]!.body).toMatchObject({ botToken: PAYLOAD });
    expect(verificationsBeforeSend).toBe(0);
    expect(screen.queryByText('Se încarcă verificarea...')).not.toBeInTheDocument();
  });

  it('sends: “Se trimite...” on a disabled button, then “Mesajul a fost trimis cu succes!”', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockContactApi({
      'POST /contact': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = await openContact();
    await fillValidForm(user);
    await user.click(submitButton());

    const button = await screen.findByRole('button', { name: 'Se trimite...' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /contact')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST /contact');
    expect(call!.body).toEqual({
      name: 'Maria Popescu',
      email: 'maria@example.ro',
      message: 'Aș dori o ofertă pentru un apartament.',
      consent: true,
      botToken: PAYLOAD,
    });
    expect(call!.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);

    answer(json(201, { id: 'abc', receivedAt: '2026-11-23T10:00:00.000Z', message: 'ok' }));
    expect(
      await screen.findByRole('heading', { name: 'Mesajul a fost trimis cu succes!' }),
    ).toBeInTheDocument();
    // The proof was spent: the next message solves a new challenge.
    expect(widgetCalls.reset).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Trimite alt mesaj' }));
    expect(screen.getByLabelText('Nume *')).toHaveValue('');
  });

  it('keeps what was typed and says “A apărut o eroare. Te rog încearcă din nou.” when sending fails', async () => {
    mockContactApi({ 'POST /contact': () => json(500, { message: 'Internal server error' }) });
    const user = await openContact();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A apărut o eroare. Te rog încearcă din nou.');
    expect(screen.getByLabelText('Nume *')).toHaveValue('  Maria Popescu ');
    expect(submitButton()).toBeEnabled();
  });

  it('says the server’s words when too many messages were sent', async () => {
    const text = 'Ați trimis prea multe mesaje. Vă rugăm să încercați din nou mai târziu.';
    mockContactApi({ 'POST /contact': () => json(429, { message: text }) });
    const user = await openContact();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('fails the same way when the server refuses the bot check', async () => {
    mockContactApi({
      'POST /contact': () => json(400, { errors: [{ msg: 'Verificarea anti-spam nu a reușit.' }] }),
    });
    const user = await openContact();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A apărut o eroare. Te rog încearcă din nou.');
  });
});

describe('/contact page', () => {
  it('has its title, description, contact hours, service area and the floating WhatsApp link', async () => {
    vi.stubEnv('VITE_BUSINESS_WHATSAPP_NUMBER', '40712345678');
    mockContactApi();
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: '' });
    document.head.append(meta);
    await renderApp('/contact');
    expect(document.title).toBe('Contact – SmartHome Iași');
    expect(meta.content).toMatch(/^Scrie-mi pentru o consultație/);
    meta.remove();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const area = within(main).getByRole('region', { name: 'Zona de deservire' });
    expect(
      within(area)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Municipiul Iași', 'Valea Lupului', 'Miroslava', 'Breazu', 'Uricani']);
    expect(area).toHaveTextContent('În alte localități ofer doar consultanță online.');
    const hours = within(main).getByRole('region', { name: 'Program de contact' });
    expect(hours).toHaveTextContent('Luni – Vineri18:00-20:00');
    expect(hours).toHaveTextContent('Sâmbătă10:00-16:00');
    const whatsapp = screen.getByRole('link', {
      name: 'Scrie-ne pe WhatsApp (se deschide într-o filă nouă)',
    });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/40712345678\?text=/);
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Deschide WhatsApp' })).toHaveAttribute(
      'href',
      whatsapp.getAttribute('href'),
    );
  });

  it('shows no WhatsApp link at all when the business has not given its number', async () => {
    vi.stubEnv('VITE_BUSINESS_WHATSAPP_NUMBER', '');
    installMetaDescription();
    mockContactApi();
    await renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
    // Nor does the page's description promise one.
    await waitFor(() => expect(metaDescription()).toMatch(/^Scrie-mi pentru o consultație/));
    expect(metaDescription()).not.toMatch(/WhatsApp/);
  });
});
