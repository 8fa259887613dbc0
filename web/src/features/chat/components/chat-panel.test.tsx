import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockAuthApi, mockMatchMedia, sampleUser, type MockAnswer } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';
import { resetChatOpenState } from '../open-chat';
import {
  answerEvents,
  controlledStream,
  doneEvent,
  sseEvent,
  streamResponse,
  usage,
} from '../testing/chat-stream';
import { keepPendingQuestion, takePendingQuestion } from '../utils/pending-question';

const OPEN = 'Deschide asistentul virtual';
const apology = 'Ne pare rău, a apărut o eroare. Vă rugăm să încercați din nou.';
const signInText =
  'Pentru a vorbi cu asistentul virtual trebuie să fii conectat. Conectează-te și îți răspund imediat la întrebare.';

const noHistory = () => json(200, { messages: [] });
const todayUsage = () => json(200, usage);

/** A signed-in visitor with an empty stored conversation, and `routes` on top. */
function mockSignedIn(routes: Record<string, MockAnswer> = {}) {
  return mockAuthApi(
    { kind: 'user', user: {} },
    { 'GET /chat/history': noHistory, 'GET /chat/usage': todayUsage, ...routes },
  );
}

const panel = () => screen.getByRole('dialog', { name: 'Asistent virtual' });
const input = () => within(panel()).getByRole('textbox', { name: 'Mesajul tău' });
const sendButton = () => within(panel()).getByRole('button', { name: 'Trimite mesajul' });
const conversation = () => within(panel()).getByRole('list', { name: 'Conversația cu asistentul virtual' });
const bubbles = () =>
  within(conversation())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openChatAt(path: string) {
  const user = userEvent.setup();
  const view = await renderApp(path);
  await user.click(screen.getByRole('button', { name: OPEN }));
  await screen.findByRole('dialog', { name: 'Asistent virtual' });
  return { user, ...view };
}

// The chat's open state lives in a module the next test files of this worker share: a file that
// ends with the panel open would leave it open over their pages (a second banner, the sheet's lock).
afterAll(resetChatOpenState);

beforeEach(() => {
  resetChatOpenState();
  sessionStorage.clear();
});

describe('the launcher and the panel', () => {
  it('is on every public page and opens a dialog with the welcome text and three suggestions', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const { user, router } = await openChatAt('/faq');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: OPEN })).not.toBeInTheDocument();
    expect(bubbles()).toEqual([expect.stringContaining('Bună! Sunt asistentul virtual SmartHome Iași.')]);
    const suggestions = within(
      within(panel()).getByRole('list', { name: 'Întrebări frecvente' }),
    ).getAllByRole('button');
    expect(suggestions.map((button) => button.textContent)).toEqual([
      'Ce include pachetul Basic și cât costă?',
      'Ce hardware îmi trebuie și cum estimez costul cu calculatorul?',
      'În ce localități faceți instalări?',
    ]);

    // Escape closes it and gives the focus back to the launcher; on another page it is still there.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: OPEN })).toHaveFocus();
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('button', { name: OPEN })).toBeInTheDocument();
  });

  it('sends nothing blank: the send button waits for text, Shift+Enter makes a new line', async () => {
    const fetchMock = mockSignedIn();
    const { user } = await openChatAt('/faq');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.type(input(), 'Prima linie{Shift>}{Enter}{/Shift}a doua');
    expect(input()).toHaveValue('   Prima linie\na doua');
    expect(sendButton()).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /chat/stream')).toHaveLength(0);
  });

  it('closes with its close button, and keeps the conversation for the next opening', async () => {
    mockSignedIn({ 'POST /chat/stream': () => streamResponse([answerEvents(['Da, în Iași.'])]) });
    const { user } = await openChatAt('/faq');
    await user.type(input(), 'Lucrați în Iași?{Enter}');
    await within(conversation()).findByText('Da, în Iași.');
    await user.click(within(panel()).getByRole('button', { name: 'Închide asistentul virtual' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(bubbles().slice(1)).toEqual(['Tu: Lucrați în Iași?', 'Asistentul: Da, în Iași.']);
  });
});

describe('asking a question', () => {
  it('shows the answer while it streams in, then the messages left for today', async () => {
    const stream = controlledStream();
    const fetchMock = mockSignedIn({ 'POST /chat/stream': () => stream.response });
    const { user } = await openChatAt('/faq');
    await user.type(input(), '  Cât costă pachetul Basic?  {Enter}');

    expect(input()).toHaveValue('');
    expect(within(panel()).getByRole('img', { name: 'Asistentul scrie...' })).toBeInTheDocument();
    await user.type(input(), 'Și Premium?');
    expect(sendButton()).toBeDisabled();

    stream.write(sseEvent('delta', { text: 'Pachetul Basic ' }));
    await within(conversation()).findByText('Pachetul Basic');
    stream.write(sseEvent('delta', { text: 'costă 100 €.' }));
    await within(conversation()).findByText('Pachetul Basic costă 100 €.');
    // The day's usage from when the panel opened, until the answer says what is left.
    expect(within(panel()).getByText('Îți mai rămân 17 mesaje din 20 pentru azi.')).toBeInTheDocument();

    stream.write(doneEvent('Pachetul Basic costă 100 €.', 16));
    stream.end();
    await within(panel()).findByText('Îți mai rămân 16 mesaje din 20 pentru azi.');
    expect(sendButton()).toBeEnabled();
    expect(bubbles().slice(1)).toEqual([
      'Tu: Cât costă pachetul Basic?',
      'Asistentul: Pachetul Basic costă 100 €.',
    ]);
    expect(callsTo(fetchMock, 'POST /chat/stream')[0]?.body).toEqual({
      messages: [{ role: 'user', content: 'Cât costă pachetul Basic?' }],
    });
  });

  it('sends the visible conversation with the next question', async () => {
    let answers = 0;
    const fetchMock = mockSignedIn({
      'POST /chat/stream': () => streamResponse([answerEvents([`Răspunsul ${(answers += 1)}`])]),
    });
    const { user } = await openChatAt('/faq');
    await user.click(within(panel()).getByRole('button', { name: 'În ce localități faceți instalări?' }));
    await within(conversation()).findByText('Răspunsul 1');
    await user.type(input(), 'Și în Miroslava?{Enter}');
    await within(conversation()).findByText('Răspunsul 2');
    expect(callsTo(fetchMock, 'POST /chat/stream')[1]?.body).toEqual({
      messages: [
        { role: 'user', content: 'În ce localități faceți instalări?' },
        { role: 'assistant', content: 'Răspunsul 1' },
        { role: 'user', content: 'Și în Miroslava?' },
      ],
    });
  });

  it('falls back to the answer in one piece when the stream breaks', async () => {
    const fetchMock = mockSignedIn({
      'POST /chat/stream': () => streamResponse([sseEvent('delta', { text: 'Pach' })]),
      'POST /chat': () => json(200, { response: 'Pachetul Premium costă 300 €.' }),
    });
    const { user } = await openChatAt('/faq');
    await user.type(input(), 'Cât costă Premium?{Enter}');
    await within(conversation()).findByText('Pachetul Premium costă 300 €.');
    expect(callsTo(fetchMock, 'POST /chat')).toHaveLength(1);
  });

  it('turns the links of an answer into links of the site, and announces their labels', async () => {
    mockSignedIn({
      'POST /chat/stream': () =>
        streamResponse([answerEvents(['Detalii pe pagina [pachetului Basic](/packages/basic).'])]),
    });
    const { user, router } = await openChatAt('/faq');
    await user.type(input(), 'Basic?{Enter}');
    const link = await within(conversation()).findByRole('link', { name: 'pachetului Basic' });
    expect(link).toHaveAttribute('href', '/packages/basic');
    // A screen reader hears the answer as it reads, the link by its label, not its Markdown.
    await waitFor(() =>
      expect(document.querySelector('p.visually-hidden[aria-live="polite"]')).toHaveTextContent(
        'Asistentul: Detalii pe pagina pachetului Basic.',
      ),
    );
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/basic'));
  });
});

describe('failures', () => {
  it.each<[string, MockAnswer, string]>([
    [
      'a 429 with its message',
      () => json(429, { message: 'Ai atins limita de azi.' }),
      'Ai atins limita de azi.',
    ],
    [
      'a 429 without one',
      () => new Response('', { status: 429 }),
      'You have reached your daily message limit',
    ],
    [
      'a 503 with its message',
      () => json(503, { message: 'Asistentul nu răspunde acum.' }),
      'Asistentul nu răspunde acum.',
    ],
    ['a 500 without one', () => new Response('', { status: 500 }), 'Failed to send message: 500'],
  ])('shows %s in the answer bubble and lets the visitor ask again', async (_, answer, text) => {
    mockSignedIn({ 'POST /chat/stream': answer });
    const { user } = await openChatAt('/faq');
    await user.type(input(), 'Salut{Enter}');
    await within(conversation()).findByText(text);
    expect(input()).toBeEnabled();
    await user.type(input(), 'Din nou');
    expect(sendButton()).toBeEnabled();
  });

  it('apologises in Romanian when no answer comes at all', async () => {
    mockSignedIn({ 'POST /chat/stream': 'network-error', 'POST /chat': 'network-error' });
    const { user } = await openChatAt('/faq');
    await user.type(input(), 'Salut{Enter}');
    await within(conversation()).findByText(apology);
  });

  it('stops showing the messages left for today once the session has ended (signed out in another tab)', async () => {
    mockSignedIn({ 'POST /chat/stream': () => json(401, { message: 'Authentication required' }) });
    const { user } = await openChatAt('/faq');
    await within(panel()).findByText('Îți mai rămân 17 mesaje din 20 pentru azi.');
    await user.type(input(), 'Salut{Enter}');
    await within(conversation()).findByText(signInText);
    expect(within(panel()).queryByText(/Îți mai rămân/)).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in, keeps the question, and a clear starts over', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /chat/stream': () => json(401, { message: 'Not authenticated' }) },
    );
    const { user } = await openChatAt('/packages?tab=basic');
    await user.type(input(), 'Cât costă pachetul Basic?{Enter}');

    await within(conversation()).findByText(signInText);
    const signIn = within(panel()).getByRole('link', { name: 'Conectare' });
    expect(signIn).toHaveAttribute('href', '/login?source=chat&returnTo=%2Fpackages%3Ftab%3Dbasic');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(within(panel()).queryByRole('list', { name: 'Întrebări frecvente' })).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Șterge conversația' }));
    expect(bubbles()).toHaveLength(1);
    expect(input()).toBeEnabled();
    expect(takePendingQuestion()).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /chat/history')).toHaveLength(0);
  });

  it('answers the kept question once the visitor is back signed in', async () => {
    let signedIn = false;
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /auth/login': () => {
          signedIn = true;
          return json(200, { user: sampleUser });
        },
        'POST /chat/stream': () =>
          signedIn
            ? streamResponse([answerEvents(['Pachetul Basic costă 100 €.'])])
            : json(401, { message: 'Not authenticated' }),
        'GET /chat/history': noHistory,
        'GET /chat/usage': todayUsage,
      },
    );
    const { user, router } = await openChatAt('/faq');
    await user.type(input(), 'Cât costă pachetul Basic?{Enter}');
    await user.click(await within(panel()).findByRole('link', { name: 'Conectare' }));

    const form = await screen.findByRole('form', { name: 'Conectare' });
    expect(router.state.location.search).toBe('?source=chat&returnTo=%2Ffaq');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), sampleUser.email);
    await user.type(within(form).getByLabelText('Parolă', { exact: true }), 'parola-mea');
    await user.click(within(form).getByRole('button', { name: 'Conectare' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    await within(await screen.findByRole('dialog', { name: 'Asistent virtual' })).findByText(
      'Pachetul Basic costă 100 €.',
    );
    expect(bubbles().slice(1)).toEqual([
      'Tu: Cât costă pachetul Basic?',
      'Asistentul: Pachetul Basic costă 100 €.',
    ]);
    expect(input()).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /chat/stream')).toHaveLength(2);
    expect(takePendingQuestion()).toBeNull();
  });
});

describe('a signed-in visitor', () => {
  it('finds the stored conversation and can clear it, on the server too', async () => {
    const fetchMock = mockSignedIn({
      'GET /chat/history': () =>
        json(200, {
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'Ce backup are Basic?',
              timestamp: '2026-03-12T10:00:00.000Z',
            },
            { id: 'm2', role: 'assistant', content: 'Backup local.', timestamp: '2026-03-12T10:00:01.000Z' },
          ],
        }),
      'DELETE /chat/history': () => json(200, { message: 'Chat history cleared' }),
    });
    const { user } = await openChatAt('/faq');
    await within(conversation()).findByText('Backup local.');
    expect(bubbles().slice(1)).toEqual(['Tu: Ce backup are Basic?', 'Asistentul: Backup local.']);
    expect(within(panel()).getByText('Îți mai rămân 17 mesaje din 20 pentru azi.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('list', { name: 'Întrebări frecvente' })).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Șterge conversația' }));
    expect(bubbles()).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /chat/history')).toHaveLength(1));
    expect(within(panel()).getByRole('list', { name: 'Întrebări frecvente' })).toBeInTheDocument();
  });

  it('sends nothing and suggests nothing while the stored conversation loads', async () => {
    mockSignedIn({ 'GET /chat/history': 'pending' });
    const { user } = await openChatAt('/faq');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Se încarcă conversația...');
    expect(within(panel()).queryByRole('list', { name: 'Întrebări frecvente' })).not.toBeInTheDocument();
    await user.type(input(), 'Salut');
    expect(sendButton()).toBeDisabled();
  });

  it('sends nothing while the session is still being checked', async () => {
    const fetchMock = mockAuthApi({ kind: 'pending' });
    const { user } = await openChatAt('/faq');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Se încarcă conversația...');
    await user.type(input(), 'Salut{Enter}');
    expect(sendButton()).toBeDisabled();
    expect(bubbles()).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /chat/stream')).toHaveLength(0);
  });

  it('answers a question kept from before a full sign-in round trip as soon as the page loads', async () => {
    keepPendingQuestion('În ce localități faceți instalări?');
    const fetchMock = mockSignedIn({
      'POST /chat/stream': () => streamResponse([answerEvents(['În Iași și împrejurimi.'])]),
    });
    await renderApp('/contact');
    const dialog = await screen.findByRole('dialog', { name: 'Asistent virtual' });
    await within(dialog).findByText('În Iași și împrejurimi.');
    expect(callsTo(fetchMock, 'POST /chat/stream')[0]?.body).toEqual({
      messages: [{ role: 'user', content: 'În ce localități faceți instalări?' }],
    });
  });
});

describe('on a narrow screen', () => {
  /** A pointer event as a finger makes it (jsdom has no PointerEvent: a MouseEvent with its fields). */
  function drag(target: Element, type: string, clientY: number) {
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientY, button: 0 });
    Object.defineProperties(event, { pointerId: { value: 1 }, isPrimary: { value: true } });
    fireEvent(target, event);
  }

  it('a swipe down of more than 100 px on the header closes the sheet; a shorter one does not', async () => {
    mockMatchMedia(true);
    mockAuthApi({ kind: 'anonymous' });
    await openChatAt('/faq');
    expect(panel()).toHaveAttribute('aria-modal', 'true');
    const header = within(panel()).getByRole('heading', { name: 'Asistent virtual' }).closest('header')!;

    drag(header, 'pointerdown', 300);
    drag(header, 'pointermove', 380);
    drag(header, 'pointerup', 380);
    expect(panel()).toBeInTheDocument();

    drag(header, 'pointerdown', 300);
    drag(header, 'pointermove', 360);
    drag(header, 'pointermove', 420);
    drag(header, 'pointerup', 420);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: OPEN })).toHaveFocus();
  });

  it("a link followed from the sheet closes it and takes the sheet's history entry, with no step back", async () => {
    mockMatchMedia(true);
    mockSignedIn({
      'POST /chat/stream': () => streamResponse([answerEvents(['Vezi [pachetul Basic](/packages/basic).'])]),
    });
    const back = vi.spyOn(window.history, 'back');
    const { user, router } = await openChatAt('/faq');
    await user.type(input(), 'Basic?{Enter}');
    await user.click(await within(conversation()).findByRole('link', { name: 'pachetul Basic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/basic'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(back).not.toHaveBeenCalled();
  });
});
