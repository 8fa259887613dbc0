import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotCheckStatus } from './bot-check';
import type { useBotCheck } from './use-bot-check';
import { useBotCheckedForm } from './use-bot-checked-form';

const check = {
  status: 'ready' as string,
  spend: vi.fn(),
};

// A stand-in for the page's ALTCHA widget (no module mock: the suite's files share one module cache).
const useStandInCheck = (() => ({
  props: {},
  formRef: { current: null },
  waiting: false,
  beforeSend: () => check.status as BotCheckStatus,
  token: () => Promise.resolve('proof'),
  spend: check.spend,
})) as unknown as typeof useBotCheck;

interface Values {
  name: string;
  message: string;
}

const submitEvent = () => ({ preventDefault: () => {} }) as FormEvent<HTMLFormElement>;

function renderForm(send: (values: Values, proof: string) => Promise<void>, emptyAfterSend = false) {
  return renderHook(() =>
    useBotCheckedForm<Values, keyof Values>({
      initial: { name: '', message: '' },
      fields: ['name', 'message'],
      fieldId: (field) => `form-${field}`,
      validate: (values) => ({
        ...(values.name.trim() ? {} : { name: 'Numele este obligatoriu' }),
        ...(values.message.trim() ? {} : { message: 'Mesajul este obligatoriu' }),
      }),
      send,
      failureText: (caught) => (caught instanceof Error ? caught.message : 'Nu s-a putut trimite'),
      emptyAfterSend,
      useCheck: useStandInCheck,
    }),
  );
}

describe('useBotCheckedForm', () => {
  beforeEach(() => {
    check.status = 'ready';
    check.spend.mockClear();
    document.body.innerHTML = '<input id="form-name" /><input id="form-message" />';
  });

  it("refuses a form at fault: each field's message, the first field focused, a field's message gone once edited", async () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = renderForm(send);
    act(() => result.current.edit('message', 'Salut'));
    await act(() => result.current.submit(submitEvent()));

    expect(result.current.errors).toEqual({ name: 'Numele este obligatoriu' });
    expect(document.activeElement?.id).toBe('form-name');
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.edit('name', 'Ana'));
    expect(result.current.errors.name).toBeUndefined();
  });

  it('sends with the proof, spends it, and empties the form when asked; Again goes back to it', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = renderForm(send, true);
    act(() => result.current.edit('name', 'Ana'));
    act(() => result.current.edit('message', 'Salut'));
    await act(() => result.current.submit(submitEvent()));

    expect(send).toHaveBeenCalledWith({ name: 'Ana', message: 'Salut' }, 'proof');
    expect(check.spend).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ kind: 'sent' });
    expect(result.current.values).toEqual({ name: '', message: '' });
    act(() => result.current.again());
    expect(result.current.state).toEqual({ kind: 'idle' });
  });

  it('says why a send failed, and that the check did not load; waits while it loads', async () => {
    const send = vi.fn(() => Promise.reject(new Error('Prea multe mesaje')));
    const { result } = renderForm(send);
    act(() => result.current.edit('name', 'Ana'));
    act(() => result.current.edit('message', 'Salut'));
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.state).toEqual({ kind: 'failed', text: 'Prea multe mesaje' });
    expect(result.current.values.name).toBe('Ana');
    expect(check.spend).toHaveBeenCalledTimes(1);

    check.status = 'error';
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.state).toEqual({ kind: 'failed', text: 'Nu s-a putut trimite' });

    check.status = 'loading';
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.state).toEqual({ kind: 'idle' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
