import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
/*
 * Scoped queries: role queries over the whole page (22 rows, each with a checkbox, a stepper and
 * hints) are slow in jsdom; labels are what a user reads anyway.
 */
const checkbox = (name: string) => main().getByLabelText(name, { selector: 'input[type="checkbox"]' });
const quantity = (name: string) => main().getByLabelText(`Cantitate: ${name}`);
const region = (labelledBy: string) =>
  within(document.querySelector<HTMLElement>(`[aria-labelledby="${labelledBy}"]`)!);
const packageButton = (name: string) =>
  region('packages-title').getByRole('button', { name: new RegExp(`^${name}`) });
const summary = () => region('estimate-summary-title');
const total = () => summary().getByText('Total estimat').parentElement;

/** The exchange-rate API answers 5.00, so package prices in RON are round: 500, 850, 1.500. */
function mockApi(
  rate: Response | 'network-error' = json(200, {
    rate: 5,
    lastUpdated: '2026-03-12T10:00:00.000Z',
    source: 'bnr',
  }),
) {
  return mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': rate });
}

/**
 * user-event's pointer-events check walks every ancestor's computed style on each click, the slow
 * part of a click on a page of 22 rows; nothing on this page ever sets pointer-events.
 */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
let user: ReturnType<typeof setupUser>;

beforeEach(() => {
  window.localStorage.clear();
  user = setupUser();
});

// Generous: the page is large for jsdom and the suite runs beside others on a shared machine.
describe('/hardware/calculator', { timeout: 20_000 }, () => {
  it('has its title, description, the 22 items in 5 categories and the two required items always selected', async () => {
    mockApi();
    // index.html's description tag, which the page rewrites.
    const meta = document.head.appendChild(
      Object.assign(document.createElement('meta'), { name: 'description' }),
    );
    await renderApp('/hardware/calculator');
    expect(main().getByRole('heading', { level: 1, name: 'Calculator de costuri' })).toBeInTheDocument();
    expect(document.title).toBe('Calculator de costuri – SmartHome Iași');
    expect(meta.content).toContain('Calculează online costul');
    meta.remove();
    expect(main().getAllByRole('checkbox')).toHaveLength(22);
    expect(
      main()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(
      expect.arrayContaining(['Unitatea centrală și hub-uri', 'Iluminat', 'Senzori', 'Prize inteligente']),
    );
    for (const name of ['Raspberry Pi (mini-calculator)', 'Card de memorie microSD']) {
      expect(checkbox(name)).toBeChecked();
      expect(checkbox(name)).toBeDisabled();
      expect(checkbox(name)).toHaveAccessibleDescription('Necesar în orice instalare, deci mereu inclus.');
    }
    expect(checkbox('Adaptor Zigbee USB')).not.toBeChecked();
    expect(total()).toHaveTextContent('565 lei');
  });

  it('selects the Zigbee adapter with the first Zigbee item and deselects it with the last', async () => {
    mockApi();
    await renderApp('/hardware/calculator');
    await user.click(checkbox('Priză Zigbee'));
    expect(checkbox('Adaptor Zigbee USB')).toBeChecked();
    await user.click(checkbox('Senzor de lumină Zigbee'));
    await user.click(checkbox('Priză Zigbee'));
    expect(checkbox('Adaptor Zigbee USB')).toBeChecked();
    await user.click(checkbox('Senzor de lumină Zigbee'));
    expect(checkbox('Adaptor Zigbee USB')).not.toBeChecked();
    expect(total()).toHaveTextContent('565 lei');
  });

  it('deselects and zeroes the Zigbee items when the adapter is deselected', async () => {
    mockApi();
    await renderApp('/hardware/calculator?zigbee-plug=4');
    expect(quantity('Priză Zigbee')).toHaveValue(4);
    await user.click(checkbox('Adaptor Zigbee USB'));
    expect(checkbox('Priză Zigbee')).not.toBeChecked();
    const field = quantity('Priză Zigbee');
    expect(field).toHaveValue(0);
    expect(field).toBeDisabled();
  });

  it('keeps the door and temperature sensors disabled until the Xiaomi hub is selected', async () => {
    mockApi();
    await renderApp('/hardware/calculator');
    for (const name of ['Senzor de ușă și fereastră', 'Senzor de temperatură și umiditate']) {
      expect(checkbox(name)).toBeDisabled();
      expect(checkbox(name)).toHaveAccessibleDescription('Disponibil după ce selectezi Hub Xiaomi.');
    }
    await user.click(checkbox('Hub Xiaomi'));
    await user.click(checkbox('Senzor de ușă și fereastră'));
    expect(checkbox('Senzor de ușă și fereastră')).toBeChecked();
    expect(checkbox('Senzor de temperatură și umiditate')).toBeEnabled();

    await user.click(checkbox('Hub Xiaomi'));
    expect(checkbox('Senzor de ușă și fereastră')).not.toBeChecked();
    expect(checkbox('Senzor de ușă și fereastră')).toBeDisabled();
  });

  it('keeps a quantity between 1 and the maximum with the buttons and typing', async () => {
    mockApi();
    await renderApp('/hardware/calculator');
    const plus = main().getByLabelText('Crește cantitatea: Senzor de lumină Zigbee');
    const minus = main().getByLabelText('Scade cantitatea: Senzor de lumină Zigbee');
    const field = quantity('Senzor de lumină Zigbee');
    expect(plus).toBeDisabled();

    await user.click(checkbox('Senzor de lumină Zigbee'));
    expect(field).toHaveValue(1);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 6; i += 1) await user.click(plus);
    expect(field).toHaveValue(5);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
    await user.click(minus);
    expect(field).toHaveValue(4);

    await user.clear(field);
    await user.type(field, '9');
    await user.tab();
    expect(field).toHaveValue(5);
    // 500 + 65 + 180 (adapter) + 5 × 70
    expect(total()).toHaveTextContent('1.095 lei');

    // Below the minimum it is the minimum, as over the maximum it is the maximum.
    await user.clear(field);
    await user.type(field, '-3');
    await user.tab();
    expect(field).toHaveValue(1);
    expect(total()).toHaveTextContent('815 lei');

    // Arrow keys on the field are the browser's own number input behaviour: see e2e/calculator.e2e.ts.
  });

  it('selects at most one package, deselects it on a second click and adds its RON price at the live rate', async () => {
    mockApi();
    await renderApp('/hardware/calculator');
    await waitFor(() => expect(summary().getByText(/1 EUR = 5,00 lei/)).toBeInTheDocument());
    expect(summary().getByText(/actualizat la 12 martie 2026/)).toBeInTheDocument();

    await user.click(packageButton('Advanced'));
    expect(packageButton('Advanced')).toHaveAttribute('aria-pressed', 'true');
    expect(summary().getByText('Pachetul Advanced')).toBeInTheDocument();
    expect(summary().getByText('850 lei')).toBeInTheDocument();
    expect(total()).toHaveTextContent('1.415 lei');

    await user.click(packageButton('Premium'));
    expect(packageButton('Advanced')).toHaveAttribute('aria-pressed', 'false');
    expect(packageButton('Premium')).toHaveAttribute('aria-pressed', 'true');
    expect(total()).toHaveTextContent('2.065 lei');

    await user.click(packageButton('Premium'));
    expect(packageButton('Premium')).toHaveAttribute('aria-pressed', 'false');
    expect(summary().getByText('Fără pachet de servicii')).toBeInTheDocument();
    expect(total()).toHaveTextContent('565 lei');
  });

  it('uses the default rate 4,95 with its error text when no rate can be had', async () => {
    mockApi('network-error');
    await renderApp('/hardware/calculator?package=basic');
    expect(
      await summary().findByText('Nu s-a putut actualiza cursul valutar. Se folosește valoarea implicită.'),
    ).toBeInTheDocument();
    expect(summary().getByText(/1 EUR = 4,95 lei/)).toBeInTheDocument();
    expect(total()).toHaveTextContent('1.060 lei');
  });

  it('shows the 10% ordering fee next to the estimate, not in it', async () => {
    mockApi();
    await renderApp('/hardware/calculator?yeelight-bulb=3');
    expect(
      summary().getByText(/comision de serviciu de 10% \(aproximativ 81 lei pentru selecția ta\)/),
    ).toBeInTheDocument();
    expect(total()).toHaveTextContent('805 lei');
  });

  it('keeps the selection in the address, replacing the history entry, and ignores what it does not know', async () => {
    mockApi();
    const { router } = await renderApp(
      '/hardware/calculator?yeelight-bulb=3&door-sensor=2&package=gold&utm_source=x',
    );
    expect(quantity('Bec inteligent Yeelight')).toHaveValue(3);
    expect(checkbox('Senzor de ușă și fereastră')).not.toBeChecked();
    expect(region('packages-title').queryAllByRole('button', { pressed: true })).toHaveLength(0);

    await user.click(checkbox('Hub Xiaomi'));
    await user.click(packageButton('Basic'));
    expect(router.state.location.search).toBe('?utm_source=x&xiaomi-hub=1&yeelight-bulb=3&package=basic');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows the address when it changes from outside: a link, back and forward', async () => {
    mockApi();
    const { router } = await renderApp('/hardware/calculator?finger-bot=3');
    await user.click(checkbox('Bec inteligent Yeelight'));
    expect(checkbox('Bec inteligent Yeelight')).toBeChecked();

    await act(() => router.navigate('/hardware/calculator?relay-thr316d=2&package=premium'));
    expect(checkbox('Bec inteligent Yeelight')).not.toBeChecked();
    expect(checkbox('Finger bot (apăsător de butoane)')).not.toBeChecked();
    expect(quantity('Releu Sonoff THR316D')).toHaveValue(2);
    expect(packageButton('Premium')).toHaveAttribute('aria-pressed', 'true');

    await act(() => router.navigate(-1));
    expect(quantity('Finger bot (apăsător de butoane)')).toHaveValue(3);
    expect(checkbox('Bec inteligent Yeelight')).toBeChecked();
  });

  it('copies the link of the estimate, or shows it to copy by hand when the clipboard refuses', async () => {
    mockApi();
    await renderApp('/hardware/calculator?finger-bot=2');
    await user.click(summary().getByRole('button', { name: 'Copiază linkul' }));
    const expected = `${window.location.origin}/hardware/calculator?finger-bot=2`;
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(summary().getByRole('status')).toHaveTextContent('Linkul estimării a fost copiat.');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(summary().getByRole('button', { name: 'Copiază linkul' }));
    expect(summary().getByRole('status')).toHaveTextContent('Nu am putut copia automat linkul.');
    expect(summary().getByRole('textbox', { name: 'Linkul estimării' })).toHaveValue(expected);
  });

  it('prints the estimate: a sheet with the date, the lines, the totals and the contact details', async () => {
    mockApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderApp('/hardware/calculator?yeelight-bulb=2&package=basic');
    await user.click(summary().getByRole('button', { name: 'Printează estimarea' }));
    expect(print).toHaveBeenCalledOnce();

    const sheet = document.querySelector<HTMLElement>('[data-print-estimate]');
    expect(sheet).not.toBeNull();
    const rows = within(sheet!)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Raspberry Pi (mini-calculator)1500 lei500 lei',
        'Bec inteligent Yeelight280 lei160 lei',
        'Total hardware725 lei',
      ]),
    );
    await waitFor(() =>
      expect(within(sheet!).getByText('Total estimat').parentElement).toHaveTextContent('1.225 lei'),
    );
    expect(sheet).toHaveTextContent(/Data: \d{1,2} \p{L}+ \d{4}/u);
    expect(sheet).toHaveTextContent('Luni – Vineri 18:00-20:00; Sâmbătă 10:00-16:00');
    expect(sheet).toHaveTextContent(`${window.location.origin}/contact`);
  });

  it('resets to the required items and leads to /contact', async () => {
    mockApi();
    const { router } = await renderApp('/hardware/calculator?finger-bot=2&package=premium');
    await user.click(summary().getByRole('button', { name: 'Resetează' }));
    expect(router.state.location.search).toBe('');
    expect(total()).toHaveTextContent('565 lei');
    expect(summary().getByRole('button', { name: 'Resetează' })).toHaveAttribute('aria-disabled', 'true');
    expect(summary().getByRole('link', { name: 'Cere o ofertă' })).toHaveAttribute('href', '/contact');
  });

  it('opens the virtual assistant with the estimate in its input, ready to send', async () => {
    mockApi();
    await renderApp('/hardware/calculator?package=basic');
    await waitFor(() => expect(total()).toHaveTextContent('1.065 lei'));
    await user.click(summary().getByRole('button', { name: 'Întreabă asistentul virtual' }));
    const chat = within(await screen.findByRole('dialog', { name: 'Asistent virtual' }));
    const input = chat.getByRole('textbox', { name: 'Mesajul tău' });
    await waitFor(() =>
      expect(input).toHaveValue(
        'Bună ziua! Am folosit calculatorul de costuri și am obținut un total estimat de 1.065 lei, cu pachetul Basic. Mă puteți ajuta cu o ofertă?',
      ),
    );
    expect(input).toHaveFocus();
    expect(chat.getByRole('button', { name: 'Trimite mesajul' })).toBeEnabled();
    await user.click(chat.getByRole('button', { name: 'Închide asistentul virtual' }));
  });
});
