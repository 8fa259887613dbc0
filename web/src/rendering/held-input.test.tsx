import { act, createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HELD_EVENT_TYPES,
  holdInput,
  holdsVisitorInput,
  noHeldInput,
  replayHeldInput,
  type HeldInput,
} from './held-input';

/** A small island: a controlled field, a choice, a counter button and a form that counts its sendings. */
function Form() {
  const [name, setName] = useState('');
  const [size, setSize] = useState('s');
  const [clicks, setClicks] = useState(0);
  const [sent, setSent] = useState<string[]>([]);
  const [left, setLeft] = useState(false);
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((list) => [...list, name]);
      }}
    >
      <input
        aria-label="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <select aria-label="size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <input
        type="checkbox"
        aria-label="agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        more
      </button>
      <output>{`${name}|${size}|${clicks}|${sent.join(',')}|${left ? 'left' : 'here'}${agreed ? '|agreed' : ''}`}</output>
    </form>
  );
}

/** Two boxes with a rule: ticking the socket brings the adapter along (the calculator's Zigbee rule). */
function Pair() {
  const [socket, setSocket] = useState(false);
  const [adapter, setAdapter] = useState(false);
  return (
    <form>
      <input
        type="checkbox"
        aria-label="socket"
        data-brings="adapter"
        checked={socket}
        onChange={(event) => {
          setSocket(event.target.checked);
          if (event.target.checked) setAdapter(true);
        }}
      />
      <input
        id="adapter"
        type="checkbox"
        aria-label="adapter"
        checked={adapter}
        onChange={(event) => setAdapter(event.target.checked)}
      />
      <output>{`${socket ? 'socket' : ''}|${adapter ? 'adapter' : ''}`}</output>
    </form>
  );
}

let container: HTMLElement;
let held: HeldInput;
let islandComponent: () => React.JSX.Element = Form;
const record = (event: Event) => void holdInput(event, held);

/** The island as the server wrote it, with input held until React is there. */
function serverHtml(island: () => React.JSX.Element = Form): void {
  islandComponent = island;
  container = document.createElement('div');
  container.innerHTML = renderToString(createElement(island));
  document.body.append(container);
  held = noHeldInput();
  for (const type of HELD_EVENT_TYPES) document.addEventListener(type, record, { capture: true });
}

function stopHolding(): void {
  for (const type of HELD_EVENT_TYPES) document.removeEventListener(type, record, { capture: true });
}

async function hydrate(): Promise<void> {
  stopHolding();
  await act(async () => {
    hydrateRoot(container, createElement(islandComponent));
  });
  await act(async () => replayHeldInput(held));
}

const shown = () => container.querySelector('output')?.textContent;
const field = () => container.querySelector('input') as HTMLInputElement;

afterEach(() => {
  stopHolding();
  container.remove();
});

describe('input held until an island is hydrated', () => {
  it('gives React the text typed and the choice made before it was there', async () => {
    serverHtml();
    field().value = 'Ana';
    field().dispatchEvent(new Event('input', { bubbles: true }));
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'm';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrate();
    expect(shown()).toBe('Ana|m|0||here');
    expect(field().value).toBe('Ana');
  });

  it('ticks a box at once, as HTML does, and tells React once it is there', async () => {
    serverHtml();
    const box = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(true);
    await hydrate();
    expect(box.checked).toBe(true);
    expect(shown()).toBe('|s|0||here|agreed');
  });

  it('ticks at once the boxes a ticked box brings along, and leaves the rule to React once it is there', async () => {
    serverHtml(Pair);
    const [socket, adapter] = container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    socket!.click();
    expect(adapter!.checked).toBe(true);
    await hydrate();
    expect([socket!.checked, adapter!.checked]).toEqual([true, true]);
    expect(shown()).toBe('socket|adapter');
  });

  it('gives React a box ticked and unticked again as unticked', async () => {
    serverHtml();
    const box = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    box.click();
    await hydrate();
    expect(box.checked).toBe(false);
    expect(shown()).toBe('|s|0||here');
  });

  it('holds a click on a button, and performs it once React is there', async () => {
    serverHtml();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(held.actions).toHaveLength(1);
    await hydrate();
    expect(shown()).toBe('|s|1||here');
  });

  it('holds a form sent with Enter, and sends it through React with the typed value', async () => {
    serverHtml();
    field().value = 'Ion';
    field().dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await hydrate();
    expect(shown()).toBe('Ion|s|0|Ion|here');
  });

  it('tells React about a field the visitor left', async () => {
    serverHtml();
    field().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await hydrate();
    expect(shown()).toBe('|s|0||left');
  });

  it('lets links and plain text clicks through', () => {
    serverHtml();
    const link = document.createElement('a');
    link.href = '/contact';
    container.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(held.actions).toHaveLength(0);
  });
});

describe('holdsVisitorInput', () => {
  /** Fields as a server writes them, each with its own value. */
  function page(): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = `
      <input name="name" value="Ana">
      <textarea name="message">Salut</textarea>
      <input type="checkbox" name="socket">
      <select name="package"><option value="basic" selected>Basic</option><option value="pro">Pro</option></select>`;
    return root;
  }

  it('is false for fields as the HTML gave them', () => {
    expect(holdsVisitorInput(page())).toBe(false);
  });

  it.each([
    ['text typed', (root: HTMLElement) => (root.querySelector('input')!.value = 'Ana Maria')],
    ['a message changed', (root: HTMLElement) => (root.querySelector('textarea')!.value = 'Bună')],
    [
      'a box ticked',
      (root: HTMLElement) => (root.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true),
    ],
    ['another choice', (root: HTMLElement) => (root.querySelector('select')!.value = 'pro')],
  ])('is true with %s', (_what, change) => {
    const root = page();
    change(root);
    expect(holdsVisitorInput(root)).toBe(true);
  });
});
