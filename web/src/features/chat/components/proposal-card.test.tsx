import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';
import { resetChatOpenState } from '../open-chat';
import { issueProposal, proposalEvents, streamResponse, usage } from '../testing/chat-stream';

const HEADING = 'Propunere: raportează o problemă';
const proposal = issueProposal();
const confirmRoute = `POST /chat/actions/${proposal.id}`;
const cancelRoute = `DELETE /chat/actions/${proposal.id}`;
const answerText = 'Pot raporta problema pentru tine. Confirmi?';

/** A signed-in visitor whose every question is answered with `proposals` in turn, and `routes` on top. */
function mockProposals(proposals: unknown[], routes: Record<string, MockAnswer> = {}) {
  let asked = 0;
  return mockAuthApi(
    { kind: 'user', user: {} },
    {
      'GET /chat/history': () => json(200, { messages: [] }),
      'GET /chat/usage': () => json(200, usage),
      'POST /chat/stream': () =>
        streamResponse([proposalEvents(answerText, proposals[Math.min((asked += 1), proposals.length) - 1])]),
      ...routes,
    },
  );
}

/** An answer the test gives when it chooses. */
function heldAnswer() {
  let give: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (give = resolve));
  return { route: () => answer, give };
}

const panel = () => screen.getByRole('dialog', { name: 'Asistent virtual' });
const cards = () => within(panel()).queryAllByRole('group', { name: HEADING });
const announced = () => panel().querySelector('[aria-live="polite"]')?.textContent;

/** Opens the chat on /faq and asks `question`; resolves once the answer's proposal is shown. */
async function askForProposal(question = 'Senzorul de la garaj nu mai răspunde') {
  const user = userEvent.setup();
  const view = await renderApp('/faq');
  await user.click(screen.getByRole('button', { name: 'Deschide asistentul virtual' }));
  const input = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Mesajul tău' });
  await waitFor(() => expect(within(panel()).queryByText('Se încarcă conversația...')).toBeNull());
  await user.type(input, `${question}{Enter}`);
  const card = await within(panel()).findByRole('group', { name: HEADING });
  return { user, card, input, ...view };
}

// The chat's open state lives in a module the next test files of this worker share: a file that
// ends with the panel open would leave it open over their pages (a second banner, the sheet's lock).
afterAll(resetChatOpenState);

beforeEach(() => {
  resetChatOpenState();
  sessionStorage.clear();
});

describe('a proposal of the assistant', () => {
  it('shows under its answer what it would report, as plain text, with Confirmă and Anulează', async () => {
    const description = 'Nu mai răspunde <b>deloc</b>.\nNici după repornire.';
    mockProposals([{ ...proposal, description }]);
    const { card } = await askForProposal();
    // In the answer's own list item, after its bubble.
    const item = card.closest('li')!;
    expect(within(item).getByText(answerText)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: HEADING })).toBeInTheDocument();
    expect(within(card).getByText('Garaj și grădină Miroslava')).toBeInTheDocument();
    expect(within(card).getByText(proposal.title)).toBeInTheDocument();
    const shown = within(card).getByText((_, element) => element?.textContent === description);
    expect(shown.querySelector('b')).toBeNull();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirmă', 'Anulează']);
  });

  it('confirmed from the keyboard: both buttons wait while it is sent, then the issue is linked and announced', async () => {
    const held = heldAnswer();
    const fetchMock = mockProposals([proposal], { [confirmRoute]: held.route });
    const { user, card, router } = await askForProposal();

    within(card).getByRole('button', { name: 'Confirmă' }).focus();
    await user.keyboard('{Enter}');
    const sending = within(card).getByRole('button', { name: 'Se trimite…' });
    const cancel = within(card).getByRole('button', { name: 'Anulează' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    // A second press while it is on its way sends nothing more.
    await user.keyboard('{Enter}');
    await user.click(cancel);
    expect(callsTo(fetchMock, confirmRoute)).toHaveLength(1);
    expect(callsTo(fetchMock, cancelRoute)).toHaveLength(0);

    held.give(json(201, { issue: { id: 57, title: proposal.title, status: 'open', installation_id: 3 } }));
    const outcome = await within(card).findByText('Problema a fost raportată.', { exact: false });
    expect(outcome).toHaveFocus();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(announced()).toBe('Problema a fost raportată.');
    const link = within(card).getByRole('link', { name: 'Vezi problema #57' });
    expect(link).toHaveAttribute('href', '/dashboard/issues/57');

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/issues/57'));
  });

  it('cancelled: the card says so, and so does the announcement', async () => {
    const fetchMock = mockProposals([proposal], {
      [cancelRoute]: () => json(200, { message: 'Propunerea a fost anulată.' }),
    });
    const { user, card } = await askForProposal();
    await user.click(within(card).getByRole('button', { name: 'Anulează' }));
    await within(card).findByText('Propunerea a fost anulată.');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText(proposal.title)).toBeNull();
    expect(announced()).toBe('Propunerea a fost anulată.');
    expect(callsTo(fetchMock, cancelRoute)).toHaveLength(1);
    expect(callsTo(fetchMock, confirmRoute)).toHaveLength(0);
  });

  it.each<[number, string]>([
    [409, 'Propunerea a fost deja folosită.'],
    [404, 'Propunerea nu a fost găsită sau a expirat.'],
  ])("refused with a %i: the server's words, and no buttons any more", async (status, message) => {
    mockProposals([proposal], { [confirmRoute]: () => json(status, { message }) });
    const { user, card } = await askForProposal();
    await user.click(within(card).getByRole('button', { name: 'Confirmă' }));
    await within(card).findByText(message);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByText(proposal.title)).toBeInTheDocument();
    expect(announced()).toBe(message);
  });

  it('failed otherwise: the reason, and the buttons stay to try again', async () => {
    let tries = 0;
    mockProposals([proposal], {
      [confirmRoute]: () =>
        (tries += 1) === 1
          ? json(503, { message: 'Serviciul de operațiuni nu răspunde acum.' })
          : json(201, { issue: { id: 58, title: proposal.title } }),
    });
    const { user, card } = await askForProposal();
    await user.click(within(card).getByRole('button', { name: 'Confirmă' }));
    await within(card).findByText('Serviciul de operațiuni nu răspunde acum.');
    expect(announced()).toBe('Serviciul de operațiuni nu răspunde acum.');
    await user.click(within(card).getByRole('button', { name: 'Confirmă' }));
    await within(card).findByRole('link', { name: 'Vezi problema #58' });
    expect(within(card).queryByText('Serviciul de operațiuni nu răspunde acum.')).toBeNull();
  });

  it('superseded by a later proposal: the earlier one shows as expired, only the later one has buttons', async () => {
    const later = issueProposal('ffffffffffffffffffffffffffffffff', { title: 'Senzorul de fum nu răspunde' });
    mockProposals([proposal, later]);
    const { user, input } = await askForProposal();
    await user.type(input, 'Și senzorul de fum{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(within(first!).getByText('Propunere expirată.')).toBeInTheDocument();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(second!).getByText('Senzorul de fum nu răspunde')).toBeInTheDocument();
    expect(within(second!).getAllByRole('button')).toHaveLength(2);
  });

  it('past its expiry: shown as expired, without buttons', async () => {
    mockProposals([issueProposal(undefined, { expiresAt: '2020-01-01T00:00:00.000Z' })]);
    const { card } = await askForProposal();
    expect(within(card).getByText('Propunere expirată.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('turns expired when its time comes while it is on screen', async () => {
    // It expires a second after the answer is written.
    mockProposals([], {
      'POST /chat/stream': () =>
        streamResponse([
          proposalEvents(
            answerText,
            issueProposal(undefined, { expiresAt: new Date(Date.now() + 1_000).toISOString() }),
          ),
        ]),
    });
    const { card } = await askForProposal();
    expect(within(card).getAllByRole('button')).toHaveLength(2);
    await within(card).findByText('Propunere expirată.', undefined, { timeout: 4_000 });
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('stays answered when the panel is closed and opened again', async () => {
    mockProposals([proposal], { [cancelRoute]: () => json(200, { message: 'Propunerea a fost anulată.' }) });
    const { user, card } = await askForProposal();
    await user.click(within(card).getByRole('button', { name: 'Anulează' }));
    await within(card).findByText('Propunerea a fost anulată.');
    await user.click(within(panel()).getByRole('button', { name: 'Închide asistentul virtual' }));
    await user.click(screen.getByRole('button', { name: 'Deschide asistentul virtual' }));
    expect(within(cards()[0]!).getByText('Propunerea a fost anulată.')).toBeInTheDocument();
  });
});
