import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  installMetaDescription();
  mockAuthApi({ kind: 'anonymous' });
});

// Whole-app renders: slow in jsdom when the machine is busy.
describe('/installation-process', { timeout: 20_000 }, () => {
  it('has its own meta description naming the typical total of 10-14 days', async () => {
    await renderApp('/installation-process');
    expect(metaDescription()).toContain('10-14 zile');
  });

  it('shows the typical total and closes with a call to book a consultation', async () => {
    await renderApp('/installation-process');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Durata totală tipică:', { exact: false })).toHaveTextContent(
      'Durata totală tipică: 10-14 zile',
    );
    expect(main.getByRole('link', { name: /Programează o consultație/ })).toHaveAttribute('href', '/contact');
    expect(main.getByRole('link', { name: 'Vezi pachetele' })).toHaveAttribute('href', '/packages');
  });
});
