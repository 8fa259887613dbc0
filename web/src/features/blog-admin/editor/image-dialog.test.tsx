import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockAuthApi } from '@/test/api-mocks';
import { ImageDialog } from './image-dialog';

const CONTENT = '/api/v0/images/89abcdef0123456789abcdef';

describe('the image dialog', () => {
  it('inserts the content-width rendering of an uploaded file, with its alternative text', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /images': () =>
          json(201, {
            share: {
              id: '0123456789abcdef01234567',
              url: '/api/v0/images/0123456789abcdef01234567',
              width: 1200,
              height: 630,
            },
            content: { id: CONTENT.slice(-24), url: CONTENT, width: 1600, height: 900 },
          }),
      },
    );
    const onInsert = vi.fn();
    render(<ImageDialog onInsert={onInsert} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Insert image' });
    expect(dialog).toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText('Image file'),
      new File([new Uint8Array(32)], 'tablou.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByDisplayValue(CONTENT)).toBe(screen.getByLabelText('Image URL'));
    await userEvent.type(screen.getByLabelText('Alternative text'), 'Tabloul electric');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledWith({ src: CONTENT, alt: 'Tabloul electric' });
  });

  it('shows why an upload was refused under the address, and inserts nothing', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /images': () =>
          json(400, { errors: [{ msg: 'SVG images are not accepted: upload a PNG, JPEG, WebP or GIF' }] }),
      },
    );
    const onInsert = vi.fn();
    render(<ImageDialog onInsert={onInsert} onClose={() => undefined} />);
    await userEvent.upload(
      screen.getByLabelText('Image file'),
      new File(['<svg/>'], 'logo.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('SVG images are not accepted: upload a PNG, JPEG, WebP or GIF'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL')).toBeInvalid();
    expect(onInsert).not.toHaveBeenCalled();
  });
});
