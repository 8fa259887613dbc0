import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

/** The pages around the contact form, each with its h1. */
const pages = [
  ['/contact', 'Contact'],
  ['/faq', 'Întrebări frecvente'],
  ['/terms', 'Termeni și confidențialitate'],
  ['/about', 'Despre mine'],
  ['/promotion-details', 'Instalare gratuită pentru primii 3 clienți'],
] as const;

beforeEach(() => {
  installMetaDescription();
  mockAuthApi({ kind: 'anonymous' });
});

// Whole-app renders: slow in jsdom when the machine is busy.
describe('contact, FAQ, terms, about and promotion pages', { timeout: 20_000 }, () => {
  it.each(pages)('%s has its h1 "%s" and a meta description that says something', async (path, heading) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(metaDescription().length).toBeGreaterThan(50);
  });
});
