import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardExamples } from '../dashboard-examples';
import { DashboardGallery } from './dashboard-gallery';

const thumbnail = (title: string) => screen.getByRole('button', { name: `Mărește imaginea: ${title}` });

describe('/dashboards gallery', () => {
  it('shows the six examples with title, description and a sized, described image', () => {
    render(<DashboardGallery />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    dashboardExamples.forEach((example, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 2, name: example.title })).toBeInTheDocument();
      expect(within(item).getByText(example.description)).toBeInTheDocument();
      const img = item.querySelector('img')!;
      expect(img).toHaveAttribute('alt', example.alt);
      expect(img).toHaveAttribute('width', '1600');
      expect(img).toHaveAttribute('height', '1000');
      expect(img).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
    });
  });

  it('enlarges an image in a modal that Escape closes, focus going back to the thumbnail', async () => {
    const user = userEvent.setup();
    render(<DashboardGallery />);
    await user.click(thumbnail('Monitorizarea energiei'));

    const dialog = screen.getByRole('dialog', { name: 'Monitorizarea energiei' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const energy = dashboardExamples.find((example) => example.id === 'energy')!;
    expect(within(dialog).getByRole('img', { name: energy.alt })).toHaveAttribute('loading', 'eager');
    expect(within(dialog).getByText('3 din 6')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail('Monitorizarea energiei')).toHaveFocus();
  });

  it('walks through the images with the buttons and the arrow keys, wrapping, and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<DashboardGallery />);
    await user.click(thumbnail('Statistici'));

    await user.click(screen.getByRole('button', { name: 'Următoarea' }));
    expect(screen.getByRole('dialog', { name: 'Panoul principal' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Statistici' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Parametri' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Diverse' })).toBeInTheDocument();

    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    // Closed on another image than the one opened: focus goes to that image's thumbnail.
    await user.click(within(dialog).getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail('Diverse')).toHaveFocus();
  });
});
