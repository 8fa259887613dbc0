import { faq } from '@smarthome/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

describe('/faq', () => {
  it('lists the 8 questions closed, each a button controlling its answer region', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/faq');
    expect(document.title).toBe('Întrebări frecvente – SmartHome Iași');
    const main = screen.getByRole('main');
    const questions = within(main).getAllByRole('button', { expanded: false });
    expect(questions.map((button) => button.textContent)).toEqual(faq.map((entry) => entry.question));
    for (const button of questions) {
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).not.toBeVisible();
      expect(button.closest('h2')).not.toBeNull();
    }
  });

  it('opens and closes each answer on click, independently of the others', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const user = userEvent.setup();
    await renderApp('/faq');
    const first = screen.getByRole('button', { name: 'Cât costă o casă inteligentă cu Home Assistant?' });
    const second = screen.getByRole('button', { name: 'Ce hardware îmi trebuie și de unde îl cumpăr?' });
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Cât costă o casă inteligentă cu Home Assistant?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Basic 100 €, Advanced 170 € și Premium 300 €');
    expect(within(answer).getByRole('link', { name: 'Calculatorul de costuri' })).toHaveAttribute(
      'href',
      '/hardware/calculator',
    );
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move between questions', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const user = userEvent.setup();
    await renderApp('/faq');
    const buttons = within(screen.getByRole('main')).getAllByRole('button', { expanded: false });
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[7]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[7]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });
});
