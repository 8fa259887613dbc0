import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attachStepAside,
  BUTTON_ZONE_PX,
  FIRST_CHECK_AFTER_LOAD_MS,
  FLOATING_AVOID_MARK,
  ONE_COLUMN,
  stepAsideFrom,
} from './step-aside';

const SCREEN_HEIGHT = 800;
let oneColumn = true;
const mediaListeners = new Set<() => void>();

/** The form's box: `top` and `bottom` in the viewport. */
function placeTarget(target: HTMLElement, top: number, bottom: number) {
  target.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
}

function page(): { button: HTMLElement; target: HTMLElement } {
  document.body.innerHTML = `<section ${FLOATING_AVOID_MARK}></section><a data-floating-corner href="#">WhatsApp</a>`;
  return {
    button: document.querySelector<HTMLElement>('[data-floating-corner]')!,
    target: document.querySelector<HTMLElement>(`[${FLOATING_AVOID_MARK}]`)!,
  };
}

/** The frames asked for and not yet drawn. */
const frames: FrameRequestCallback[] = [];
const drawFrames = () => frames.splice(0).forEach((callback) => callback(0));

/** A scroll of the page, and the frame after it. */
function scroll() {
  window.dispatchEvent(new Event('scroll'));
  drawFrames();
}

beforeEach(() => {
  oneColumn = true;
  mediaListeners.clear();
  vi.stubGlobal('innerHeight', SCREEN_HEIGHT);
  frames.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === ONE_COLUMN && oneColumn;
    },
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  }));
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a floating button stepping aside', () => {
  it('hides while the target reaches into its strip at the bottom of a one-column screen', () => {
    const { button, target } = page();
    placeTarget(target, 100, SCREEN_HEIGHT + 300);
    const detach = stepAsideFrom(button, target);
    expect(button.hasAttribute('data-hidden')).toBe(true);

    // Scrolled until the form ends just above the strip: the button shows again.
    placeTarget(target, -900, SCREEN_HEIGHT - BUTTON_ZONE_PX);
    scroll();
    expect(button.hasAttribute('data-hidden')).toBe(false);
    placeTarget(target, -900, SCREEN_HEIGHT - BUTTON_ZONE_PX + 1);
    scroll();
    expect(button.hasAttribute('data-hidden')).toBe(true);
    // Below the screen, not yet under the button.
    placeTarget(target, SCREEN_HEIGHT, SCREEN_HEIGHT + 500);
    scroll();
    expect(button.hasAttribute('data-hidden')).toBe(false);
    detach();
  });

  it('never hides on a wider screen, where the corner is over the side column', () => {
    oneColumn = false;
    const { button, target } = page();
    placeTarget(target, 100, SCREEN_HEIGHT + 300);
    stepAsideFrom(button, target);
    expect(button.hasAttribute('data-hidden')).toBe(false);

    // The window narrowed to one column.
    oneColumn = true;
    for (const listener of mediaListeners) listener();
    drawFrames();
    expect(button.hasAttribute('data-hidden')).toBe(true);
  });

  it('on a page that has just loaded, steps aside a moment after the load, or at the first scroll', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { button, target } = page();
    placeTarget(target, 100, SCREEN_HEIGHT + 300);
    const detach = stepAsideFrom(button, target, { afterLoad: true });
    expect(button.hasAttribute('data-hidden')).toBe(false);
    vi.advanceTimersByTime(FIRST_CHECK_AFTER_LOAD_MS - 1);
    drawFrames();
    expect(button.hasAttribute('data-hidden')).toBe(false);
    vi.advanceTimersByTime(1);
    drawFrames();
    expect(button.hasAttribute('data-hidden')).toBe(true);
    detach();

    const again = page();
    placeTarget(again.target, 100, SCREEN_HEIGHT + 300);
    stepAsideFrom(again.button, again.target, { afterLoad: true });
    scroll();
    expect(again.button.hasAttribute('data-hidden')).toBe(true);
  });

  it('is attached by the page marks, once however many times it is asked, and stops when detached', () => {
    const { button, target } = page();
    placeTarget(target, -900, 100);
    attachStepAside(document);
    const detach = stepAsideFrom(button, target);
    expect(mediaListeners.size).toBe(1);
    expect(button.hasAttribute('data-hidden')).toBe(false);

    detach();
    expect(mediaListeners.size).toBe(0);
    placeTarget(target, 100, SCREEN_HEIGHT + 300);
    scroll();
    expect(button.hasAttribute('data-hidden')).toBe(false);
  });
});
