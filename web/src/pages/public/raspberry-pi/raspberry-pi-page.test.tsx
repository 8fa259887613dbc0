import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  mockAuthApi({ kind: 'anonymous' });
});

// Whole-app renders: slow in jsdom when the machine is busy.
describe('/raspberry-pi', { timeout: 20_000 }, () => {
  it('gives the cost of about 400-500 lei', async () => {
    await renderApp('/raspberry-pi');
    expect(main().getByRole('heading', { level: 1, name: 'Raspberry Pi' })).toBeInTheDocument();
    expect(main().getByText('Cost aproximativ:').closest('p')).toHaveTextContent(
      'Cost aproximativ: 400-500 lei',
    );
  });

  it('prices the central unit as the calculator does: 500 + 65 lei, 180 lei more with the Zigbee adapter', async () => {
    await renderApp('/raspberry-pi');
    const table = within(main().getByRole('table', { name: /Costul estimat al unității centrale/ }));
    const amount = (name: string | RegExp) => table.getByRole('rowheader', { name }).closest('tr')!.lastChild;
    expect(amount(/Raspberry Pi/)).toHaveTextContent('500 lei');
    expect(amount(/Card de memorie/)).toHaveTextContent('65 lei');
    expect(amount('Minimul necesar')).toHaveTextContent('565 lei');
    expect(amount(/Adaptor Zigbee/)).toHaveTextContent('+ 180 lei');
    expect(amount('Cu adaptor Zigbee')).toHaveTextContent('745 lei');
    expect(main().getByRole('link', { name: 'Deschide calculatorul' })).toHaveAttribute(
      'href',
      '/hardware/calculator',
    );
  });

  it('recommends model, RAM, power supply, storage, case and Zigbee adapter, and compares SD card with SSD', async () => {
    await renderApp('/raspberry-pi');
    const recommendations = within(main().getByRole('region', { name: 'Recomandările mele' }));
    expect(recommendations.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Modelul',
      'Memoria RAM',
      'Sursa de alimentare',
      'Stocarea',
      'Carcasa și răcirea',
      'Adaptorul Zigbee',
    ]);
    const storage = within(main().getByRole('table', { name: /cardul microSD și SSD/ }));
    expect(storage.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Criteriu',
      'Card microSD',
      'SSD',
    ]);
    expect(storage.getByRole('rowheader', { name: 'Cost' }).closest('tr')).toHaveTextContent(
      '65 lei în calculator',
    );
  });
});
