import { act } from '@testing-library/react';
import { createRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import {
  defineFakeAltchaWidget,
  resetFakeAltchaWidgets,
  startHeldWidgets,
  widgetCalls,
  widgetStart,
  type FakeAltchaWidget,
} from '@/test/fake-altcha-widget';
import { BotCheck, type BotCheckHandle, type BotCheckStatus } from './bot-check';
import { botCheckSource } from './bot-check-settings';

const PAYLOAD = 'aHlkcmF0ZWQtYm90LWNoZWNr';
defineFakeAltchaWidget(PAYLOAD);

const PATH = '/contact/bot-check';
const source = botCheckSource(PATH, 'A apărut o eroare.');
const ALTCHA = () => json(200, { provider: 'altcha', challengeUrl: '/api/v0/contact/challenge' });

function mockSettings(answer: MockAnswer) {
  return mockAuthApi({ kind: 'anonymous' }, { [`GET ${PATH}`]: answer });
}

/** The bot check as the server writes it into a page (its unstarted place), in a fresh root. */
function serverWrittenCheck(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <BotCheck ref={createRef()} onStatusChange={() => undefined} source={source} />,
  );
  document.body.append(root);
  return root;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(resetFakeAltchaWidgets);

afterEach(() => {
  document.body.innerHTML = '';
});

/** The form taking over the server's HTML, as at the visitor's first touch of the page. */
async function hydrateCheck(root: HTMLElement, handle = createRef<BotCheckHandle>()) {
  const statuses: BotCheckStatus[] = [];
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      root,
      <BotCheck ref={handle} onStatusChange={(status) => statuses.push(status)} source={source} />,
      { onRecoverableError: (error) => hydrationErrors.push(error) },
    );
  });
  return { handle, statuses, hydrationErrors };
}

describe('the bot check of a page the server wrote', () => {
  it('is written unstarted: the widget as it looks unsolved, and nothing is loaded', async () => {
    const fetchMock = mockSettings(ALTCHA());
    const root = serverWrittenCheck();
    await settle();
    expect(root.textContent).toContain('Nu sunt un robot');
    expect(root.textContent).toContain('Protejat de ALTCHA');
    expect(root.textContent).toContain('Verificarea rulează automat în browser');
    expect(root.textContent).not.toContain('Se încarcă verificarea...');
    expect(root.querySelector('altcha-widget')).toBeNull();
    expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(0);
  });

  it('starts once the form takes it over: loading, then the widget solving on its own', async () => {
    const fetchMock = mockSettings(ALTCHA());
    const root = serverWrittenCheck();
    widgetStart.held = true;
    const { statuses, hydrationErrors } = await hydrateCheck(root);
    expect(hydrationErrors).toEqual([]);

    await vi.waitFor(() => expect(root.querySelector('altcha-widget')).not.toBeNull());
    const widget = root.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe('/api/v0/contact/challenge');
    expect(widget.getAttribute('auto')).toBe('onload');
    expect(root.textContent).not.toContain('Nu sunt un robot');
    expect(root.textContent).toContain('Verificarea rulează automat în browser');
    expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(1);

    // Drawn, but not yet started on its own proof: not ready for the form (see AltchaCheck).
    await settle();
    expect(statuses).toEqual(['loading']);
    startHeldWidgets();
    await vi.waitFor(() => expect(statuses).toContain('ready'));
    expect(statuses.slice(1).every((status) => status === 'ready')).toBe(true);
    expect(widgetCalls.verify).toBe(0);
  });

  it('says “Se încarcă verificarea...” in the widget’s place while its settings load', async () => {
    mockSettings('pending');
    const root = serverWrittenCheck();
    await hydrateCheck(root);
    await settle();
    expect(root.textContent).toContain('Se încarcă verificarea...');
    expect(root.textContent).not.toContain('Nu sunt un robot');
    expect(root.querySelector('altcha-widget')).toBeNull();
  });

  it('shows reCAPTCHA’s notice instead when the settings say reCAPTCHA', async () => {
    mockSettings(json(200, { provider: 'recaptcha', siteKey: 'k', action: 'submit' }));
    const root = serverWrittenCheck();
    await hydrateCheck(root);
    await vi.waitFor(() => expect(root.textContent).toContain('Formularul este protejat de reCAPTCHA'));
    expect(root.querySelector('altcha-widget')).toBeNull();
  });

  it('gives the proof of the verification under way when asked during it, without a second one', async () => {
    mockSettings(ALTCHA());
    const root = serverWrittenCheck();
    const { handle, statuses } = await hydrateCheck(root);
    await vi.waitFor(() => expect(statuses).toContain('ready'));
    await settle();
    const widget = root.querySelector<HTMLElement>('altcha-widget') as FakeAltchaWidget;
    widget.startVerifying();

    const token = handle.current!.token();
    await settle();
    widget.finishVerifying();

    expect(await token).toBe(PAYLOAD);
    expect(widgetCalls.verify).toBe(0);
  });
});

describe('the bot check of a form', () => {
  /** A form holding the check and a field, rendered in the browser as the app does. */
  async function renderInForm() {
    const form = createRef<HTMLFormElement>();
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => {
      createRoot(root).render(
        <form ref={form}>
          <input aria-label="Nume" />
          <BotCheck ref={createRef()} onStatusChange={() => undefined} source={source} form={form} />
        </form>,
      );
    });
    return root;
  }

  it('loads nothing while the visitor only reads the page', async () => {
    const fetchMock = mockSettings(ALTCHA());
    const root = await renderInForm();
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(root.textContent).toContain('Nu sunt un robot');
    expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(0);
  });

  it('starts once a field of the form is focused, after the frame that answers it', async () => {
    const fetchMock = mockSettings(ALTCHA());
    const root = await renderInForm();
    act(() => root.querySelector('input')!.focus());
    // The answer to the focus comes first: nothing has started in the same task.
    expect(root.textContent).toContain('Nu sunt un robot');
    expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(0);
    await vi.waitFor(() => expect(root.querySelector('altcha-widget')).not.toBeNull());
    expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(1);
  });
});
