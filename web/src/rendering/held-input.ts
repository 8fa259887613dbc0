/**
 * What a visitor does inside an island before React has taken it over, kept and given to React once
 * it has: a click on a button (held, not performed: the HTML's button does nothing yet) or on a box
 * to tick (performed, and given to React again), a form sent
 * with Enter (held: it would otherwise be sent as a plain form), text typed into a field, a choice
 * changed, a field left. React only knows what happens after it is there, so these are replayed as
 * the events React listens to.
 */
export interface HeldInput {
  /** Held clicks and form submissions, in order. */
  actions: (() => void)[];
  /** Fields whose value changed, with the value the visitor left in each. */
  changed: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>;
  /** Fields the focus left. */
  left: Set<Element>;
}

export const noHeldInput = (): HeldInput => ({ actions: [], changed: new Map(), left: new Set() });

/** Controls whose click does something only the island's code knows (links and labels work as HTML). */
const CLICKABLE =
  'button, summary, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]';

const isField = (
  target: EventTarget | null,
): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isCheckable = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * The boxes a ticked box brings along, as its HTML says (`data-brings`: their element ids, e.g. a
 * Zigbee item's the Zigbee adapter's), ticked at once too: the island's rule, answered from the
 * page before its code is there. React, once there, is given the visitor's tick and applies the
 * rule itself; these boxes are not replayed.
 */
function tickBroughtAlong(box: HTMLInputElement): void {
  for (const id of box.dataset.brings?.split(' ') ?? []) {
    const other = document.getElementById(id);
    if (other instanceof HTMLInputElement && other.type === 'checkbox' && !other.disabled)
      other.checked = true;
  }
}

/**
 * Records `event` (inside an island not yet taken over) into `held`; returns whether the event was
 * held back from the page.
 */
export function holdInput(event: Event, held: HeldInput): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  switch (event.type) {
    case 'click': {
      const control = target.closest(CLICKABLE);
      if (!control || !(control instanceof HTMLElement)) return false;
      if (isCheckable(control)) {
        // Ticked at once, as HTML does (the visitor sees it, and so does anything that checks it);
        // once React is there the tick is undone and clicked again, so that React sees the change.
        // The box is already toggled when the click is dispatched.
        const before = control.type === 'checkbox' ? !control.checked : false;
        if (control.checked) tickBroughtAlong(control);
        held.actions.push(() => {
          if (!control.isConnected) return;
          control.checked = before;
          control.click();
        });
        return true;
      }
      event.preventDefault();
      event.stopPropagation();
      held.actions.push(() => {
        if (control.isConnected) control.click();
      });
      return true;
    }
    case 'submit': {
      if (!(target instanceof HTMLFormElement)) return false;
      event.preventDefault();
      event.stopPropagation();
      const submitter = (event as SubmitEvent).submitter;
      held.actions.push(() => {
        if (target.isConnected) target.requestSubmit(submitter?.isConnected ? submitter : undefined);
      });
      return true;
    }
    case 'input':
    case 'change':
      if (isField(target)) held.changed.set(target, target.value);
      return false;
    case 'focusout':
      held.left.add(target);
      return false;
    default:
      return false;
  }
}

/** The event types `holdInput` handles; listened to in the capture phase on the document. */
export const HELD_EVENT_TYPES = ['click', 'submit', 'input', 'change', 'focusout'] as const;

/**
 * Sets what the element's value was as React last saw it (React keeps it in a tracker of its own on
 * the element): React reports a change only when the value differs from it. Set through the
 * element's own `value` property, which React wraps, then the typed value is put back through the
 * prototype's setter, which it does not.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = typed === '' ? ' ' : '';
  setNative?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Gives React, now in charge of the island, everything `held` kept: values, then left fields, then actions. */
export function replayHeldInput(held: HeldInput): void {
  // Hydrating may have put a controlled field back to React's value: the visitor's is set again.
  for (const [field, value] of held.changed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (!isCheckable(field)) {
      replayValue(field, value);
    }
  }
  for (const element of held.left) {
    if (element.isConnected && element !== document.activeElement)
      element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  for (const action of held.actions) action();
  held.changed.clear();
  held.left.clear();
  held.actions.length = 0;
}

/**
 * Whether the visitor has typed, chosen or ticked anything in a field under `root`: a value other
 * than the one the HTML gave it. Such a page must not be reloaded from under them.
 */
export function holdsVisitorInput(root: ParentNode): boolean {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement && isCheckable(field)) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    }
  }
  return false;
}
