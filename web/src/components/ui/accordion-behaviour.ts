/**
 * The accordion's behaviour on its own HTML, after the WAI-ARIA accordion pattern: a click (Enter and
 * Space on the native buttons) opens or closes an item on its own (several may be open); Arrow
 * Up/Down move between titles, Home and End jump to the first and the last. Plain DOM, so that a
 * page the server wrote responds from the first touch without loading React (the islands' runtime
 * attaches it there; the Accordion component inside the app).
 *
 * The markup it reads: the accordion `[data-accordion]`, its items' buttons `[data-accordion-toggle]`
 * with `aria-controls` naming their panels. What it sets: each button's `aria-expanded`, its panel's
 * `hidden`, and `data-open` on the item (the button's heading's parent).
 */
const TOGGLE = '[data-accordion-toggle]';

const nextIndex = (key: string, index: number, count: number): number | null => {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index + count - 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

/** Accordions with the behaviour: once each, whoever attaches it first (the runtime, or React inside an island). */
const attached = new WeakSet<HTMLElement>();

export function attachAccordion(accordion: HTMLElement): () => void {
  if (attached.has(accordion)) return () => undefined;
  attached.add(accordion);
  const toggles = () => [...accordion.querySelectorAll<HTMLElement>(TOGGLE)];

  const onClick = (event: MouseEvent) => {
    const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(TOGGLE) : null;
    if (!toggle || !accordion.contains(toggle)) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    const panel = accordion.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !open;
    const item = toggle.parentElement?.parentElement;
    if (item) {
      if (open) item.dataset.open = 'true';
      else delete item.dataset.open;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const list = toggles();
    const index = list.findIndex((toggle) => toggle === event.target);
    if (index === -1) return;
    const target = nextIndex(event.key, index, list.length);
    if (target === null) return;
    event.preventDefault();
    list[target]?.focus();
  };

  accordion.addEventListener('click', onClick);
  accordion.addEventListener('keydown', onKeyDown);
  return () => {
    attached.delete(accordion);
    accordion.removeEventListener('click', onClick);
    accordion.removeEventListener('keydown', onKeyDown);
  };
}
