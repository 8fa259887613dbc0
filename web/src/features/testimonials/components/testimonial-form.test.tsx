import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, CSRF_TOKEN, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { defineFakeAltchaWidget, resetFakeAltchaWidgets, widgetCalls } from '@/test/fake-altcha-widget';
import { renderApp } from '@/test/render-app';

const PAYLOAD = 'dGVzdGltb25pYWwtcHJvb2Y=';
defineFakeAltchaWidget(PAYLOAD);

const ALTCHA = () => json(200, { provider: 'altcha', challengeUrl: '/api/v0/testimonials/challenge' });
const SUBMITTED = () =>
  json(201, {
    id: 'n1',
    is_approved: false,
    message: 'Mulțumim! Mărturia ta a fost trimisă și așteaptă aprobarea.',
  });
const FAILURE = 'A apărut o eroare la trimiterea mărturiei tale. Te rugăm să încerci din nou.';

function mockFormApi(routes: Record<string, MockAnswer> = {}) {
  return mockAuthApi(
    { kind: 'anonymous' },
    {
      'GET /testimonials/bot-check': ALTCHA,
      'POST /testimonials/submit': SUBMITTED,
      'GET /testimonials/approved': () => json(200, { data: [], totalPages: 0 }),
      ...routes,
    },
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function openForm(user: User = userEvent.setup()) {
  const view = await renderApp('/testimonials/add');
  return { user, ...view };
}

/** Pastes rather than types: the same change events, without one render per key. */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidForm(user: User) {
  await fill(user, 'Nume *', '  Maria Popescu ');
  await fill(user, 'Funcție (opțional)', 'Proprietar de casă');
  await fill(user, 'Mărturia ta *', 'Totul funcționează local, chiar și fără internet.');
}

const submitButton = () => screen.getByRole('button', { name: /Trimite mărturia|Se trimite/ });

beforeEach(resetFakeAltchaWidgets);

describe('the testimonial form', () => {
  it('has its title and description, and the rating starts at 5 stars', async () => {
    mockFormApi();
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: '' });
    document.head.append(meta);
    await openForm();
    expect(document.title).toBe('Adaugă o mărturie – SmartHome Iași');
    expect(meta.content).toMatch(/^Lasă o mărturie/);
    meta.remove();
    expect(screen.getByRole('heading', { level: 1, name: 'Adaugă o mărturie' })).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: 'Evaluare *' });
    const stars = within(rating).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(rating).getByRole('radio', { name: '5 stele' })).toBeChecked();
    expect(within(rating).getByRole('radio', { name: '1 stea' })).not.toBeChecked();
  });

  it('shows the agreed texts for the missing name and testimonial and focuses the name', async () => {
    const fetchMock = mockFormApi();
    const { user } = await openForm();
    await user.click(submitButton());
    expect(screen.getByText('Numele este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Conținutul mărturiei este obligatoriu')).toBeInTheDocument();
    expect(screen.getByLabelText('Nume *')).toHaveFocus();
    expect(screen.getByLabelText('Nume *')).toHaveAccessibleDescription('Numele este obligatoriu');
    expect(callsTo(fetchMock, 'POST /testimonials/submit')).toHaveLength(0);
  });

  it('asks for 10 characters after trimming, and clears a field’s error when that field is edited', async () => {
    mockFormApi();
    const { user } = await openForm();
    await fill(user, 'Mărturia ta *', '   123456789   ');
    await user.click(submitButton());
    expect(screen.getByText('Mărturia trebuie să aibă cel puțin 10 caractere')).toBeInTheDocument();
    expect(screen.getByText('Numele este obligatoriu')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nume *'), 'M');
    expect(screen.queryByText('Numele este obligatoriu')).not.toBeInTheDocument();
    expect(screen.getByText('Mărturia trebuie să aibă cel puțin 10 caractere')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mărturia ta *'), '0');
    expect(screen.queryByText('Mărturia trebuie să aibă cel puțin 10 caractere')).not.toBeInTheDocument();
  });

  it('blocks sending with “Se încarcă verificarea...” while the bot check has not loaded', async () => {
    const fetchMock = mockFormApi({ 'GET /testimonials/bot-check': 'pending' });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Se încarcă verificarea...');
    expect(callsTo(fetchMock, 'POST /testimonials/submit')).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
  });

  it('sends: “Se trimite...” on a disabled button, then the thanks and the review notice', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFormApi({
      'POST /testimonials/submit': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await fill(user, 'Companie (opțional)', '   ');
    await user.click(screen.getByRole('radio', { name: '4 stele' }));
    await user.click(submitButton());

    const button = await screen.findByRole('button', { name: 'Se trimite...' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /testimonials/submit')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST /testimonials/submit');
    expect(call!.body).toEqual({
      client_name: 'Maria Popescu',
      position: 'Proprietar de casă',
      company: null,
      content: 'Totul funcționează local, chiar și fără internet.',
      rating: 4,
      recaptcha_token: PAYLOAD,
    });
    expect(call!.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);

    answer(SUBMITTED());
    const thanks = await screen.findByRole('heading', { name: 'Mulțumim pentru mărturie!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(
      screen.getByText(
        'Mărturia ta a fost trimisă și așteaptă aprobarea. Va apărea pe pagina de testimoniale după ce este verificată.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mergi acum la testimoniale' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
    // The proof was spent: a next submission solves a new challenge.
    expect(widgetCalls.reset).toBeGreaterThan(0);
  });

  describe('after sending', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('goes to /testimonials 3 seconds later', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      mockFormApi();
      const { user, router } = await openForm(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
      await fillValidForm(user);
      await user.click(submitButton());
      expect(await screen.findByText('Te ducem la testimoniale în 3 secunde.')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(2_900));
      expect(router.state.location.pathname).toBe('/testimonials/add');
      act(() => vi.advanceTimersByTime(200));
      // The redirect has been asked for; the page it opens loads its module in real time.
      vi.useRealTimers();
      await waitFor(() => expect(router.state.location.pathname).toBe('/testimonials'));
      // In place of the sent form: Back does not open an empty one.
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByRole('heading', { level: 1, name: 'Testimoniale' })).toBeInTheDocument();
    });
  });

  it('shows the server’s field messages joined with “, ” and keeps what was typed', async () => {
    mockFormApi({
      'POST /testimonials/submit': () =>
        json(400, {
          errors: [{ msg: 'Numele este obligatoriu' }, { msg: 'Verificarea anti-spam nu a reușit.' }],
        }),
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Numele este obligatoriu, Verificarea anti-spam nu a reușit.',
    );
    expect(screen.getByLabelText('Nume *')).toHaveValue('  Maria Popescu ');
    expect(submitButton()).toBeEnabled();
  });

  it('says “A apărut o eroare la trimiterea mărturiei tale…” when sending fails otherwise', async () => {
    const fetchMock = mockFormApi({
      'POST /testimonials/submit': () => json(500, { message: 'Internal server error', errorId: 'e1' }),
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    // A second try goes out with a fresh proof.
    await user.click(submitButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /testimonials/submit')).toHaveLength(2));
    expect(widgetCalls.verify).toBeGreaterThanOrEqual(2);
  });

  it('fails with the same text when the bot check cannot load, and loads it again for the next try', async () => {
    let available = false;
    const fetchMock = mockFormApi({
      'GET /testimonials/bot-check': () =>
        available ? ALTCHA() : json(503, { message: 'Service unavailable' }),
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /testimonials/bot-check')).toHaveLength(1));
    available = true;
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /testimonials/bot-check')).toHaveLength(2));
    await user.click(submitButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /testimonials/submit')).toHaveLength(1));
  });

  it('runs reCAPTCHA v3 instead when the server says so, with its action', async () => {
    const execute = vi.fn(async () => 'recaptcha-token');
    const fetchMock = mockFormApi({
      'GET /testimonials/bot-check': () =>
        json(200, { provider: 'recaptcha', siteKey: 'site-key', action: 'testimonial' }),
    });
    const { user } = await openForm();
    // The check starts once the visitor begins with the form.
    await user.click(screen.getByLabelText('Nume *'));
    expect(await screen.findByRole('link', { name: 'Politica de confidențialitate' })).toBeInTheDocument();
    // Started after the frame that answered the click, when the page is idle: waited for.
    const script = await vi.waitFor(() => {
      const added = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
      if (!added) throw new Error('no reCAPTCHA script yet');
      return added;
    });
    expect(script.src).toContain('render=site-key');
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    act(() => {
      script.dispatchEvent(new Event('load'));
    });

    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Mulțumim pentru mărturie!' });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'testimonial' });
    const [call] = callsTo(fetchMock, 'POST /testimonials/submit');
    expect(call!.body).toMatchObject({ recaptcha_token: 'recaptcha-token' });
    script.remove();
  });
});
