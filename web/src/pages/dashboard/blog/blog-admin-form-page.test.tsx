import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type PlainAnswer } from '@/test/api-mocks';
import { gqlData, gqlError, operationCalls } from '@/test/graphql-mocks';
import {
  draftless,
  gqlPost,
  inBucharestTime,
  listAnswer,
  openBlogAdmin,
  postAnswer,
  published,
} from './blog-admin-test-support';

inBucharestTime();

const content = () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 15_000 });
const save = (name: 'Create' | 'Update') => screen.getByRole('button', { name });

describe('/dashboard/blog/new', () => {
  it('has the labelled fields, the editor and the toolbar', async () => {
    await openBlogAdmin('/dashboard/blog/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Blog Post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('placeholder', 'Enter blog title');
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(await content()).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
    expect(screen.getByLabelText('Featured Post')).not.toBeChecked();
    expect(screen.getByLabelText('Publication Date (optional)')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/blog');
  });

  it("refuses an empty title or content: 'Title and description are required', nothing sent", async () => {
    const { fetchMock } = await openBlogAdmin('/dashboard/blog/new');
    await content();
    await userEvent.click(save('Create'));
    expect(screen.getByRole('alert')).toHaveTextContent('Title and description are required');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toBeInvalid();

    await userEvent.type(screen.getByLabelText('Title'), '   Senzori   ');
    // The content is still missing: the message stays.
    expect(screen.getByRole('alert')).toHaveTextContent('Title and description are required');
    expect(screen.getByLabelText('Title')).toBeValid();
    await userEvent.click(save('Create'));
    expect(screen.getByRole('alert')).toHaveTextContent('Title and description are required');
    expect(await content()).toHaveAttribute('aria-invalid', 'true');
    expect(await content()).toHaveFocus();
    expect(operationCalls(fetchMock, 'CreateBlogPost')).toHaveLength(0);
  });

  it('adds tags with Enter or Add, trimmed and without duplicates, and removes them with ×', async () => {
    const { fetchMock } = await openBlogAdmin('/dashboard/blog/new');
    const entry = screen.getByLabelText('Tags');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(entry, '  zigbee  {Enter}');
    await userEvent.type(entry, 'senzori');
    await userEvent.click(add);
    await userEvent.type(entry, 'zigbee{Enter}');
    const tags = screen.getByRole('list', { name: 'Added tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['zigbee', 'senzori']);
    expect(entry).toHaveValue('');
    // Enter added a tag; it did not submit the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(tags).getByRole('button', { name: 'Remove tag zigbee' }));
    expect(within(screen.getByRole('list', { name: 'Added tags' })).getAllByRole('listitem')).toHaveLength(1);
    expect(entry).toHaveFocus();
    expect(operationCalls(fetchMock, 'CreateBlogPost')).toHaveLength(0);
  });
});

describe('/dashboard/blog/:id/edit', () => {
  const path = `/dashboard/blog/${published.id}/edit`;

  it("says 'Loading...' while the post is read, then opens on it, the date in local time", async () => {
    let answer: PlainAnswer | Promise<Response> = 'pending';
    let release: (response: Response) => void = () => undefined;
    answer = new Promise<Response>((resolve) => (release = resolve));
    await openBlogAdmin(path, { AdminBlogPost: () => answer });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeInTheDocument();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () => release(postAnswer(published)));

    expect(await screen.findByLabelText('Title')).toHaveValue(published.title);
    expect(await content()).toHaveTextContent('De ce Zigbee');
    expect(screen.getByLabelText('Image URL')).toHaveValue('https://example.ro/zigbee.jpg');
    expect(screen.getByLabelText('Featured Post')).toBeChecked();
    // 12:30 UTC is 14:30 in Iași in March.
    expect(screen.getByLabelText('Publication Date (optional)')).toHaveValue('2026-03-05T14:30');
    expect(
      within(screen.getByRole('list', { name: 'Added tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['zigbee', 'senzori']);
    expect(save('Update')).toBeEnabled();
  });

  it("saves with updateBlogPost ('Saving...' meanwhile), then returns to the list", async () => {
    let release: (response: Response) => void = () => undefined;
    const { fetchMock, router } = await openBlogAdmin(path, {
      AdminBlogPost: postAnswer(published),
      UpdateBlogPost: () => new Promise<Response>((resolve) => (release = resolve)),
      AdminBlogPosts: listAnswer([published]),
    });
    const title = await screen.findByLabelText('Title');
    await content();
    await userEvent.clear(title);
    await userEvent.type(title, '  Senzori Zigbee, ghid  ');
    await userEvent.click(screen.getByLabelText('Featured Post'));
    await userEvent.clear(screen.getByLabelText('Publication Date (optional)'));
    await userEvent.type(screen.getByLabelText('Tags'), 'ghid{Enter}');
    await userEvent.click(save('Update'));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [call] = operationCalls(fetchMock, 'UpdateBlogPost');
    // Sent with the version the form was read at: a save over someone else's is refused.
    expect(call?.variables).toEqual({
      id: published.id,
      version: 1,
      input: {
        title: 'Senzori Zigbee, ghid',
        description: published.description,
        tags: ['zigbee', 'senzori', 'ghid'],
        featured: false,
        publishedDate: null,
        imageUrl: 'https://example.ro/zigbee.jpg',
      },
    });
    await act(async () =>
      release(
        gqlData({
          updateBlogPost: gqlPost({ ...published, title: 'Senzori Zigbee, ghid', featured: false }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/blog');
    // In place of the saved form: Back does not open it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a save over a version someone else saved says so and reads the post again into the fields left alone, the editor too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let stored = published;
    const { fetchMock } = await openBlogAdmin(path, {
      AdminBlogPost: () => postAnswer(stored),
      UpdateBlogPost: ({ version, input }) =>
        version === stored.version
          ? gqlData({ updateBlogPost: gqlPost({ ...stored, ...(input as object), version: version + 1 }) })
          : gqlError('CONFLICT', 'This blog post was changed by someone else in the meantime.'),
      AdminBlogPosts: listAnswer([published]),
    });
    const title = await screen.findByLabelText('Title');
    await content();
    // Someone else saves new content and a title of theirs while this form is open; the title is
    // changed here too.
    stored = { ...published, title: 'Titlul altcuiva', description: '<p>Textul altcuiva</p>', version: 2 };
    await userEvent.clear(title);
    await userEvent.type(title, 'Titlul meu');
    await userEvent.click(save('Update'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this blog post in the meantime. The form now shows their changes, and what you changed is kept: check it, then save again.',
    );
    await vi.waitFor(async () => expect(await content()).toHaveTextContent('Textul altcuiva'));
    expect(title).toHaveValue('Titlul meu');
    expect(title).toHaveAccessibleDescription(
      'Someone else saved “Titlul altcuiva” here in the meantime. Yours is kept: saving puts it in their place.',
    );

    await userEvent.click(save('Update'));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(operationCalls(fetchMock, 'UpdateBlogPost').at(-1)?.variables).toMatchObject({
      version: 2,
      input: { title: 'Titlul meu', description: '<p>Textul altcuiva</p>' },
    });
  });

  it('sends the instant of the chosen local publication time', async () => {
    const { fetchMock } = await openBlogAdmin(`/dashboard/blog/${draftless.id}/edit`, {
      AdminBlogPost: postAnswer(draftless),
      UpdateBlogPost: gqlData({ updateBlogPost: gqlPost(draftless) }),
      AdminBlogPosts: listAnswer([draftless]),
    });
    const date = await screen.findByLabelText('Publication Date (optional)');
    expect(date).toHaveValue('');
    await content();
    await userEvent.type(date, '2026-09-01T09:00');
    await userEvent.click(save('Update'));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    // 09:00 in Iași in September is 06:00 UTC.
    expect(operationCalls(fetchMock, 'UpdateBlogPost')[0]?.variables.input).toMatchObject({
      publishedDate: '2026-09-01T06:00:00.000Z',
    });
  });

  it("shows a refused save's messages above the form, else 'Failed to save blog', and stays", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = gqlError('BAD_USER_INPUT', 'invalid', {
      details: {
        errors: [
          { field: 'imageUrl', msg: 'The image must be an http(s) address or an uploaded image' },
          { field: 'tags', msg: 'At most 20 tags' },
        ],
      },
    });
    const { router } = await openBlogAdmin(path, {
      AdminBlogPost: postAnswer(published),
      UpdateBlogPost: () => answer,
    });
    await screen.findByLabelText('Title');
    await content();
    await userEvent.click(save('Update'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The image must be an http(s) address or an uploaded image, At most 20 tags',
    );
    // Above the form's fields.
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('Title')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(save('Update')).toBeEnabled();

    answer = json(500, {});
    await userEvent.click(save('Update'));
    expect(await screen.findByText('Failed to save blog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it("says 'Blog post not found' for an unknown post, with the way back to the list", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openBlogAdmin(path, { AdminBlogPost: gqlError('NOT_FOUND', 'Blog post not found') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog post not found');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/dashboard/blog');
  });

  it("says 'Failed to fetch blog data' when the post cannot be read", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openBlogAdmin(path, { AdminBlogPost: 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blog data');
  });
});
