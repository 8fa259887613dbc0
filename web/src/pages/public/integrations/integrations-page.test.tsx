import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
const categoryTitles = () =>
  main()
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

beforeEach(() => {
  mockAuthApi({ kind: 'anonymous' });
});

// The page renders 46 cards: role queries over them are slow in jsdom on a busy machine.
describe('/integrari', { timeout: 30_000 }, () => {
  it('lists the integrations grouped by category, each marked local or through the internet', async () => {
    await renderApp('/integrari');
    expect(main().getByRole('heading', { level: 1, name: 'Integrări' })).toBeInTheDocument();
    expect(categoryTitles().slice(0, -1)).toEqual([
      'Zigbee',
      'WiFi: ESPHome și Tasmota',
      'Xiaomi și Aqara',
      'Iluminat: Yeelight și WLED',
      'Sonoff',
      'Shelly',
      'Tuya local',
      'Energie și invertoare solare',
      'Climă și încălzire',
      'Meteo',
      'Notificări și Telegram',
      'Asistenți vocali: Google și Alexa',
      'Media și divertisment',
      'Camere și securitate',
    ]);
    const voice = within(main().getByRole('region', { name: 'Asistenți vocali: Google și Alexa' }));
    expect(voice.getByRole('heading', { name: 'Google Assistant' }).closest('li')).toHaveTextContent(
      'Prin internet',
    );
    expect(voice.getByRole('heading', { name: 'Assist' }).closest('li')).toHaveTextContent('Local');
    expect(main().getByRole('status')).toHaveTextContent('46 integrări afișate');
  });

  it('filters by search text and by category, with the chosen category marked pressed', async () => {
    const user = userEvent.setup();
    await renderApp('/integrari');
    // One paste instead of six keystrokes: each keystroke re-renders the whole list.
    await user.click(main().getByRole('searchbox', { name: 'Caută o integrare' }));
    await user.paste('shelly');
    // The list follows the search box one render later (useDeferredValue).
    await waitFor(() => expect(categoryTitles().slice(0, -1)).toEqual(['Shelly']));
    expect(main().getByRole('status')).toHaveTextContent('2 integrări afișate');

    await user.clear(main().getByRole('searchbox', { name: 'Caută o integrare' }));
    const solar = main().getByRole('button', { name: 'Energie și invertoare solare' });
    await user.click(solar);
    expect(solar).toHaveAttribute('aria-pressed', 'true');
    expect(main().getByRole('button', { name: 'Toate' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(categoryTitles().slice(0, -1)).toEqual(['Energie și invertoare solare']));

    await user.click(solar);
    expect(main().getByRole('button', { name: 'Toate' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing matches and brings the whole list back', async () => {
    const user = userEvent.setup();
    await renderApp('/integrari');
    await user.click(main().getByRole('searchbox', { name: 'Caută o integrare' }));
    await user.paste('frigider cu bere');
    expect(await main().findByRole('heading', { name: 'Nicio integrare găsită' })).toBeInTheDocument();
    expect(main().getByRole('status')).toHaveTextContent('0 integrări afișate');
    await user.click(main().getByRole('button', { name: 'Arată toate integrările' }));
    expect(main().getByRole('searchbox', { name: 'Caută o integrare' })).toHaveValue('');
    await waitFor(() => expect(main().getByRole('status')).toHaveTextContent('46 integrări afișate'));
  });
});
