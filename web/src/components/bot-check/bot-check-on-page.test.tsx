import { act, createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
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
import { placedAltcha, startBotChecksOnPage } from './bot-check-on-page';
import { botCheckSource } from './bot-check-settings';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/ro', () => ({}));

const PAYLOAD = 'cGxhY2VkLWJlZm9yZS1yZWFjdA==';
defineFakeAltchaWidget(PAYLOAD);

const PATH = '/contact/bot-check';
const source = botCheckSource(PATH, 'A apărut o eroare.');
const ALTCHA = () => json(200, { provider: 'altcha', challengeUrl: '/api/v0/contact/challenge' });

function mockSettings(answer: MockAnswer) {
  return mockAuthApi({ kind: 'anonymous' }, { [`GET ${PATH}`]: answer });
}

/** The bot check as the server writes it into a page (its loading note), in a fresh root. */
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

describe('the bot check put in place without React', () => {
  it('replaces the loading note with the ALTCHA widget once the settings say ALTCHA', async () => {
    mockSettings(ALTCHA());
    const root = serverWrittenCheck();
    expect(root.textContent).toContain('Se încarcă verificarea...');

    startBotChecksOnPage();
    await vi.waitFor(() => expect(root.querySelector('altcha-widget')).not.toBeNull());
    const widget = root.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe('/api/v0/contact/challenge');
    expect(widget.getAttribute('auto')).toBe('onload');
    expect(root.textContent).not.toContain('Se încarcă verificarea...');
    expect(root.textContent).toContain('Verificarea rulează automat în browser');
    await vi.waitFor(() => expect(placedAltcha(PATH)?.started).toBe(true));
    expect(placedAltcha(PATH)?.widget).toBe(widget);
  });

  it.each([
    ['reCAPTCHA', () => json(200, { provider: 'recaptcha', siteKey: 'k', action: 'submit' })],
    ['an error', () => json(503, { message: 'Service unavailable' })],
  ])('leaves the note to the form when the settings say %s', async (_, answer) => {
    const fetchMock = mockSettings(answer);
    const root = serverWrittenCheck();
    startBotChecksOnPage();
    await vi.waitFor(() => expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(1));
    await settle();
    expect(root.querySelector('altcha-widget')).toBeNull();
    expect(root.textContent).toContain('Se încarcă verificarea...');
  });

  it('leaves alone a form React has taken over', async () => {
    const fetchMock = mockSettings(ALTCHA());
    const root = serverWrittenCheck();
    root.dataset.live = '';
    startBotChecksOnPage();
    await settle();
    expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(0);
    expect(root.querySelector('altcha-widget')).toBeNull();
  });

  it('is adopted by the form hydrating over it: the same widget, its proof kept, no second load', async () => {
    const fetchMock = mockSettings(ALTCHA());
    const root = serverWrittenCheck();
    startBotChecksOnPage();
    await vi.waitFor(() => expect(placedAltcha(PATH)?.started).toBe(true));
    const widget = placedAltcha(PATH)!.widget;
    // Solved before React comes, as `auto="onload"` does.
    await widget.verify();

    const handle = createRef<BotCheckHandle>();
    const statuses: BotCheckStatus[] = [];
    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <BotCheck ref={handle} onStatusChange={(status) => statuses.push(status)} source={source} />,
        { onRecoverableError: (error) => hydrationErrors.push(error) },
      );
    });
    await settle();

    expect(hydrationErrors).toEqual([]);
    expect(root.querySelector('altcha-widget')).toBe(widget);
    expect(statuses).toEqual(['ready']);
    expect(await handle.current!.token()).toBe(PAYLOAD);
    expect(widgetCalls.verify).toBe(1);
    expect(callsTo(fetchMock, `GET ${PATH}`)).toHaveLength(1);
  });

  it('is ready for the form only once the widget has started on its own proof, not at its load', async () => {
    mockSettings(ALTCHA());
    widgetStart.held = true;
    const root = serverWrittenCheck();
    startBotChecksOnPage();
    await vi.waitFor(() => expect(root.querySelector('altcha-widget')).not.toBeNull());

    const statuses: BotCheckStatus[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <BotCheck ref={createRef()} onStatusChange={(status) => statuses.push(status)} source={source} />,
      );
    });
    await settle();
    expect(placedAltcha(PATH)?.started).toBe(false);
    expect(statuses).toEqual([]);

    startHeldWidgets();
    await vi.waitFor(() => expect(statuses).toContain('ready'));
    expect(statuses.every((status) => status === 'ready')).toBe(true);
  });

  it('gives the proof of the verification under way when asked during it, without a second one', async () => {
    mockSettings(ALTCHA());
    const root = serverWrittenCheck();
    startBotChecksOnPage();
    await vi.waitFor(() => expect(placedAltcha(PATH)?.started).toBe(true));
    const widget = placedAltcha(PATH)!.widget as unknown as FakeAltchaWidget;
    widget.startVerifying();

    const handle = createRef<BotCheckHandle>();
    await act(async () => {
      hydrateRoot(root, <BotCheck ref={handle} onStatusChange={() => undefined} source={source} />);
    });
    const token = handle.current!.token();
    await settle();
    widget.finishVerifying();

    expect(await token).toBe(PAYLOAD);
    expect(widgetCalls.verify).toBe(0);
  });
});
