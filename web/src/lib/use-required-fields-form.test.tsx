import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRequiredFieldsForm, type FieldMessages } from './use-required-fields-form';

interface Values {
  name: string;
  city: string;
  tags: string[];
}

function TestForm({
  validate,
  save,
}: {
  validate: (values: Values) => string | null | FieldMessages<Values>;
  save: (values: Values) => Promise<void>;
}) {
  const { values, set, error, errors, saving, errorId, submit, markIf } = useRequiredFieldsForm<Values>({
    initial: () => ({ name: '', city: '', tags: [] }),
    fieldIds: { name: 'name', city: 'city' },
    validate,
    save,
    failureMessage: (caught) => (caught instanceof Error ? caught.message : 'Failed to save'),
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={saving || undefined}>
      {error ? <p id={errorId}>{error}</p> : null}
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
      <button type="submit">Save</button>
    </form>
  );
}

const bothRequired = (values: Values) =>
  values.name.trim() && values.city.trim() ? null : 'Fill out all fields';
const eachRequired = (values: Values): FieldMessages<Values> => ({
  ...(values.name.trim() ? {} : { name: 'Name is required' }),
  ...(values.city.trim() ? {} : { city: 'City is required' }),
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
});
