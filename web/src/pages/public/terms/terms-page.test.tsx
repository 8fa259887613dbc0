import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const privacySection = () => document.getElementById('confidentialitate');

// Whole-app renders: slow in jsdom when the machine is busy.
describe('/terms', { timeout: 20_000 }, () => {
  it('states consulting only, no hardware sold, the 10% fee, the data, the rights and the cookies', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/terms');
    expect(document.title).toBe('Termeni și confidențialitate – SmartHome Iași');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Serviciul este exclusiv de consultanță');
    expect(main).toHaveTextContent('Nu vând hardware.');
    expect(main).toHaveTextContent('un comision de serviciu de 10% din valoarea lor');
    expect(main).toHaveTextContent('Formularul de contact. Numele, adresa de email, mesajul și acordul tău');
    expect(main).toHaveTextContent('ANSPDCP');
    expect(main).toHaveTextContent('numai cookie-uri strict necesare');
    const toc = within(main).getByRole('navigation', { name: 'Cuprins' });
    const tocLinks = within(toc).getAllByRole('link');
    for (const link of tocLinks) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
    // The privacy notice and each of its parts are in the table of contents.
    expect(tocLinks.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['#confidentialitate', '#date-personale', '#cookie-uri', '#drepturi']),
    );
  });

  it('has the privacy notice as its own section: what is kept, how long, the cookies and how to export or erase', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/terms');
    const section = privacySection();
    expect(section).not.toBeNull();
    const notice = within(section!);
    expect(
      notice.getByRole('heading', { level: 2, name: '4. Confidențialitate: datele tale' }),
    ).toBeVisible();
    for (const part of [
      '4.1. Ce date păstrez și cât timp',
      '4.2. Cine are acces la date',
      '4.3. Cookie-uri',
      '4.4. Drepturile tale: o copie a datelor sau ștergerea lor',
    ]) {
      expect(notice.getByRole('heading', { level: 3, name: part })).toBeVisible();
    }
    // The figures the services keep things by.
    for (const fact of [
      'doar ca hash argon2id',
      'O sesiune se încheie după cel mult 7 zile, iar evidența ei se șterge la o zi după aceea',
      'cel mult 15 minute',
      'Conversația se șterge automat după 30 de zile',
      'Mesajele se șterg automat după 12 luni',
      'Evidența se șterge automat după 90 de zile',
      'lista mesajelor deja procesate (doar identificatorii lor) se păstrează 30 de zile',
    ]) {
      expect(section).toHaveTextContent(fact);
    }
    for (const cookie of ['__Host-session:', 'signed_in:', '__Host-csrf:', '__Host-google-flow:']) {
      expect(notice.getByText(cookie, { selector: 'strong' })).toBeVisible();
    }
    expect(section).toHaveTextContent('Furnizorul de email (serverul SMTP).');
    expect(section).toHaveTextContent(
      'Furnizorul modelului de inteligență artificială, doar dacă este configurat.',
    );
    expect(section).toHaveTextContent('Google, doar dacă alegi „Continuă cu Google”.');
    expect(section).toHaveTextContent('butonul „Download my data” descarcă imediat un fișier JSON');
    expect(section).toHaveTextContent('butonul „Delete my account”');
    expect(section).toHaveTextContent('în cel mult un minut datele tale sunt șterse');
    // The erasure takes the password, or for an account of Google alone a fresh sign-in to Google.
    expect(section).toHaveTextContent('dacă te conectezi doar cu Google, confirmi cu „Confirm with Google”');
    expect(section).toHaveTextContent('Nu rămâne nicio copie a adresei tale de email');
    expect(section).toHaveTextContent(
      'Rămân, anonimizate, instalările, cererile de suport și comentariile (fără numele, adresa de email și legătura cu contul)',
    );
    expect(section).toHaveTextContent('scrie-mi prin formularul de pe pagina de contact');
  });

  it('links the privacy notice from the footer', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Confidențialitate' })).toHaveAttribute(
      'href',
      '/terms#confidentialitate',
    );
    expect(footer.getByRole('link', { name: 'Termeni' })).toHaveAttribute('href', '/terms');
  });

  it('shows the privacy notice itself, not the top of /terms, when a link of the app leads there', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockAuthApi({ kind: 'anonymous' });
    const { router } = await renderApp('/register');
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'nota de confidențialitate' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Termeni și confidențialitate' });
    expect(router.state.location.hash).toBe('#confidentialitate');
    expect(scrollIntoView.mock.contexts).toEqual([privacySection()]);
  });
});
