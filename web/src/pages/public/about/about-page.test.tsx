import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

describe('/about', () => {
  it('presents the engineer in Iași and his local, open-source, cloud-free approach', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/about');
    expect(document.title).toBe('Despre mine – SmartHome Iași');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Sunt inginer IT, locuiesc în Iași');
    const principles = within(main).getByRole('region', { name: 'Cum lucrez' });
    expect(
      within(principles)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Local, nu în cloud', 'Open source', 'Prețuri clare', 'Aproape de tine']);
    expect(within(main).getByRole('link', { name: /Scrie-mi/ })).toHaveAttribute('href', '/contact');
  });
});
