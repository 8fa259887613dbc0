import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, CSRF_TOKEN, json, mockAuthApi } from '@/test/api-mocks';
import { ImageUrlField } from './image-url-field';

const SHARE = '/api/v0/images/0123456789abcdef01234567';
const CONTENT = '/api/v0/images/89abcdef0123456789abcdef';
const uploaded = {
  share: { id: SHARE.slice(-24), url: SHARE, width: 1200, height: 630 },
  content: { id: CONTENT.slice(-24), url: CONTENT, width: 800, height: 600 },
};

/** The field in a form that keeps its value, as the blog form does. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageUrlField id="image" value={value} onChange={setValue} />;
}

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Image file');
const urlField = () => screen.getByLabelText('Image URL');

describe('the Image URL field', () => {
  it("opens the file picker from 'Upload image'", async () => {
    mockAuthApi({ kind: 'anonymous' });
    render(<Field />);
    const click = vi.spyOn(fileInput(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(click).toHaveBeenCalledOnce();
  });

  it("says 'Uploading...' while the file is sent, then fills in the share image and shows it", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /images': () => new Promise<Response>((resolve) => (answer = resolve)) },
    );
    render(<Field />);
    const file = png();
    await userEvent.upload(fileInput(), file);

    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    const [request] = callsTo(fetchMock, 'POST /images');
    expect(request!.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    expect(request!.headers.get('content-type')).toBe('application/octet-stream');
    expect(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/images'))![1]!.body).toBe(file);

    answer(json(201, uploaded));
    expect(await screen.findByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(urlField()).toHaveValue(SHARE);
    expect(screen.getByText(/cropped to 1200×630/)).toBeInTheDocument();
    expect(document.querySelector(`img[src="${SHARE}"]`)).not.toBeNull();
  });

  it("shows the server's reason under the field when the upload is refused, until the field changes", async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /images': () =>
          json(400, { errors: [{ msg: 'The file is not a PNG, JPEG, WebP or GIF image' }] }),
      },
    );
    render(<Field initial="https://example.ro/a.jpg" />);
    await userEvent.upload(fileInput(), png());

    expect(await screen.findByText('The file is not a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(urlField()).toBeInvalid();
    expect(urlField()).toHaveAccessibleDescription('The file is not a PNG, JPEG, WebP or GIF image');
    expect(urlField()).toHaveValue('https://example.ro/a.jpg');

    await userEvent.type(urlField(), 'x');
    expect(urlField()).toBeValid();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' });
    render(<Field />);
    await userEvent.upload(fileInput(), png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image is larger than 5 MB')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /images')).toHaveLength(0);
  });

  it('says the upload failed when no answer comes', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'POST /images': 'network-error' });
    render(<Field />);
    await userEvent.upload(fileInput(), png());
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
  });
});
