import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRequiredFieldsForm, type FieldMessages, type FormProblems } from './use-required-fields-form';

interface Values {
  name: string;
  city: string;
  tags: string[];
}

function TestForm({
  validate,
  save,
  resetAfterSave,
  refusedFields,
}: {
  validate: (values: Values) => string | null | FormProblems<Values>;
  save: (values: Values) => Promise<void>;
  resetAfterSave?: boolean;
  refusedFields?: (caught: unknown) => FieldMessages<Values>;
}) {
  const { values, set, error, errors, saving, errorId, submit, markIf, dismissError } =
    useRequiredFieldsForm<Values>({
      initial: () => ({ name: '', city: '', tags: [] }),
      fieldIds: { name: 'name', city: 'city' },
      validate,
      save,
      failureMessage: (caught) => (caught instanceof Error ? caught.message : 'Failed to save'),
      refusedFields,
      resetAfterSave,
    });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={saving || undefined}>
      {error ? (
        <p id={errorId}>
          {error}
          <button type="button" onClick={dismissError}>
            Dismiss
          </button>
        </p>
      ) : null}
      <label htmlFor="name">Name</label>
      <input
        id="name"
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        {...markIf('name')}
      />
      {errors.name ? <p>{errors.name}</p> : null}
      <label htmlFor="city">City</label>
      <input
        id="city"
        value={values.city}
        onChange={(e) => set({ city: e.target.value })}
        {...markIf('city', 'city-hint')}
      />
      {errors.city ? <p>{errors.city}</p> : null}
      <button type="submit" disabled={saving}>
        Save
      </button>
    </form>
  );
}

const bothRequired = (values: Values) =>
  values.name.trim() && values.city.trim() ? null : 'Fill out all fields';
const eachRequired = (values: Values): FormProblems<Values> => ({
  fields: {
    ...(values.name.trim() ? {} : { name: 'Name is required' }),
    ...(values.city.trim() ? {} : { city: 'City is required' }),
  },
});

describe('useRequiredFieldsForm', () => {
  it('with one message: marks the empty fields, focuses the first, and clears all on the next change', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<TestForm validate={bothRequired} save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = screen.getByText('Fill out all fields');
    const city = screen.getByLabelText('City');
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAttribute('aria-describedby', `${message.id} city-hint`);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(city, 'I');
    expect(screen.queryByText('Fill out all fields')).not.toBeInTheDocument();
    expect(city).not.toHaveAttribute('aria-invalid');
  });

  it("with a message per field: shows each at its field, focuses the first, and clears a field's own on its change", async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<TestForm validate={eachRequired} save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('City'), 'Iasi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Ana', city: 'Iasi', tags: [] });
  });

  it('says a failed save above the form until the next submit, keeping what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi.fn(() => Promise.reject(new Error('Wrong password')));
    render(<TestForm validate={eachRequired} save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('City'), 'Iasi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('City'), 'x');
    expect(screen.getByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Iasix');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the fields a failed save was refused for at those fields, focusing the first, and nothing above the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(new Error('city: No such city'))
      .mockRejectedValueOnce(new Error('Offline'));
    // The refusal names its field in its text here; a real server's names it in its details.
    const refusedFields = (caught: unknown): FieldMessages<Values> => {
      const [field, message] = String((caught as Error).message).split(': ');
      return field === 'city' && message ? { city: message } : {};
    };
    render(<TestForm validate={eachRequired} save={save} refusedFields={refusedFields} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('City'), 'Atlantis');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('No such city')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.queryByText('city: No such city')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('City'), 'x');
    expect(screen.queryByText('No such city')).not.toBeInTheDocument();

    // A refusal that names no field is told above the form, as before.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
  });

  it('with a message that marks the fields it names: marks them though filled, and clears all on the next change', async () => {
    const save = vi.fn(() => Promise.resolve());
    const cityShape = (values: Values): FormProblems<Values> | null =>
      /^[A-Z]/.test(values.city) ? null : { form: 'Write the city with a capital', marked: ['city'] };
    render(<TestForm validate={cityShape} save={save} />);
    await userEvent.type(screen.getByLabelText('City'), 'iasi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const city = screen.getByLabelText('City');
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Write the city with a capital')).not.toBeInTheDocument();
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveBeenCalled();
  });

  it("with a message that marks no field beside the fields' own: keeps it until the next submit", async () => {
    const save = vi.fn(() => Promise.resolve());
    const limit = (values: Values): FormProblems<Values> => ({
      form: 'Too many cities',
      marked: [],
      fields: eachRequired(values).fields,
    });
    render(<TestForm validate={limit} save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('City'), 'Iasi');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByText('Too many cities')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('empties the form after a save when asked, ready for the next one; the close button takes the failure away', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi
      .fn<(values: Values) => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('Offline'));
    render(<TestForm validate={bothRequired} save={save} resetAfterSave />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('City'), 'Iasi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.type(screen.getByLabelText('Name'), 'Bia');
    await userEvent.type(screen.getByLabelText('City'), 'Cluj');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Cluj');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('stays busy after a save without being asked to empty, as the page moves on', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<TestForm validate={bothRequired} save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('City'), 'Iasi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  });
});
