import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  mockAuthApi({ kind: 'anonymous' });
});

describe('/automations', { timeout: 20_000 }, () => {
  it('shows six cards, each a link to its automation page', async () => {
    await renderApp('/automations');
    const list = within(main().getByRole('region', { name: 'Alege o automatizare' }));
    const links = list.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Iluminat automat', '/automations/lights'],
      ['Automatizare beci', '/automations/cellar'],
      ['Irigații automate', '/automations/irrigation'],
      ['Monitorizare panouri solare', '/automations/solar'],
      ['Control centrală termică', '/automations/heater'],
      ['Ușă de garaj inteligentă', '/automations/garage-door'],
    ]);
  });

  it('goes to an automation page when its card is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/automations');
    await user.click(main().getByRole('link', { name: 'Irigații automate' }));
    // The page is a lazy route chunk: give it time to load.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Irigații automate' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/automations/irrigation');
  });
});

describe('/automations/{id}', { timeout: 20_000 }, () => {
  it.each([
    ['lights', 'Iluminat automat'],
    ['cellar', 'Automatizare beci'],
    ['irrigation', 'Irigații automate'],
    ['solar', 'Monitorizare panouri solare'],
    ['heater', 'Control centrală termică'],
    ['garage-door', 'Ușă de garaj inteligentă'],
  ])(
    '/automations/%s has a description, priced components and trigger → conditions → actions',
    async (id, title) => {
      await renderApp(`/automations/${id}`);
      expect(main().getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(main().getByRole('heading', { level: 2, name: 'Descriere' })).toBeInTheDocument();

      const components = within(main().getByRole('region', { name: 'Componente necesare' }));
      // The central unit is listed on every page, at the calculator's prices.
      expect(components.getByText('Raspberry Pi (mini-calculator)').closest('li')).toHaveTextContent(
        '500 lei',
      );
      expect(components.getByText('Card de memorie microSD').closest('li')).toHaveTextContent('65 lei');

      const logic = within(main().getByRole('region', { name: 'Logica automatizării' }));
      expect(logic.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Declanșator',
        'Condiții',
        'Acțiuni',
      ]);
      expect(main().getByRole('link', { name: /Toate automatizările/ })).toHaveAttribute(
        'href',
        '/automations',
      );
      expect(
        main()
          .getByRole('link', { name: /Calculează costul/ })
          .getAttribute('href'),
      ).toMatch(/^\/hardware\/calculator\?/);
    },
  );

  it('/automations/lights lists its parts at the calculator prices and prefills the calculator with them', async () => {
    await renderApp('/automations/lights');
    const components = within(main().getByRole('region', { name: 'Componente necesare' }));
    const price = (name: string) => components.getByText(name).closest('li');
    expect(price('Senzor de mișcare')).toHaveTextContent('93 lei');
    expect(price('Senzor de lumină Zigbee')).toHaveTextContent('70 lei');
    expect(price('Adaptor Zigbee USB')).toHaveTextContent('180 lei');
    expect(price('Bec inteligent Yeelight')).toHaveTextContent('2 × 80 lei');
    expect(main().getByRole('link', { name: /Calculează costul/ })).toHaveAttribute(
      'href',
      '/hardware/calculator?zigbee-adapter=1&yeelight-bulb=2&motion-sensor=1&light-sensor-zigbee=1',
    );
  });

  it('/automations/garage-door has the 5-minute notification and the 90-second auto-close, in words and in YAML', async () => {
    const user = userEvent.setup();
    await renderApp('/automations/garage-door');
    const logic = within(main().getByRole('region', { name: 'Logica automatizării' }));
    expect(logic.getByText('Poarta stă deschisă 5 minute.')).toBeInTheDocument();
    expect(logic.getByText(/nu ai răspuns în 90 de secunde/)).toBeInTheDocument();

    await user.click(logic.getByText('Vezi automatizarea așa cum arată în Home Assistant (YAML)'));
    const yaml = main().getByRole('region', { name: 'Configurația YAML a automatizării' });
    expect(yaml).toHaveTextContent('minutes: 5');
    expect(yaml).toHaveTextContent('seconds: 90');
    expect(main().getByRole('link', { name: 'Detalii tehnice despre modulul porții' })).toHaveAttribute(
      'href',
      '/garage-automation',
    );
  });
});
