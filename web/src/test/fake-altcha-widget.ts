/**
 * A stand-in for the `altcha-widget` element (the real one needs WebCrypto workers): the same
 * events and methods, drawing into itself as it does, verifying at once with `payload`. The unit
 * suite's config maps the `altcha` modules to an empty one; a test file defines this in their place.
 * Test files share one document, so the element is defined once and each file sets its payload.
 *
 * Like the real one with `auto="onload"`, it starts verifying on its own in a timer after its `load`
 * event (not counted in `widgetCalls.verify`), and is verified in the task after.
 */
export const widgetCalls = { verify: 0, reset: 0 };

/** While `held`, a widget's own start waits for `startHeldWidgets()` (to look between load and start). */
export const widgetStart = { held: false };
const heldStarts: Array<() => void> = [];

export function startHeldWidgets(): void {
  widgetStart.held = false;
  for (const start of heldStarts.splice(0)) start();
}

/** Between tests: the counts at zero, and widgets starting on their own again. */
export function resetFakeAltchaWidgets(): void {
  widgetCalls.verify = 0;
  widgetCalls.reset = 0;
  widgetStart.held = false;
  heldStarts.length = 0;
}

export interface FakeAltchaWidget extends HTMLElement {
  startVerifying(): void;
  finishVerifying(): void;
}

let proofPayload = '';

export function defineFakeAltchaWidget(payload: string): void {
  proofPayload = payload;
  if (customElements.get('altcha-widget')) return;
  class FakeAltchaWidgetElement extends HTMLElement implements FakeAltchaWidget {
    private state = 'unverified';
    connectedCallback() {
      // Like the real one, it draws itself into its own children.
      if (!this.firstChild) this.append(document.createElement('div'));
      queueMicrotask(() => {
        this.dispatchEvent(new CustomEvent('load'));
        if (this.getAttribute('auto') !== 'onload') return;
        if (widgetStart.held) heldStarts.push(() => this.startOnLoad());
        else setTimeout(() => this.startOnLoad(), 1);
      });
    }
    getState() {
      return this.state;
    }
    async verify() {
      widgetCalls.verify += 1;
      // The real widget's second verify() aborts the first, whose failure then ends both.
      if (this.state === 'verifying') {
        this.setState('error', null);
        return null;
      }
      this.setState('verified', proofPayload);
      return { payload: proofPayload };
    }
    /** As the widget does on load: a verification under way, until `finishVerifying()`. */
    startVerifying() {
      this.setState('verifying', null);
    }
    finishVerifying() {
      if (this.state === 'verifying') this.setState('verified', proofPayload);
    }
    reset() {
      widgetCalls.reset += 1;
      this.setState('unverified', null);
    }
    /** The real widget's own start aborts a verification under way, as a second verify() does. */
    private startOnLoad() {
      if (this.state === 'verifying') this.setState('error', null);
      this.startVerifying();
      setTimeout(() => this.finishVerifying(), 0);
    }
    private setState(state: string, proof: string | null) {
      this.state = state;
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload: proof } }));
    }
  }
  customElements.define('altcha-widget', FakeAltchaWidgetElement);
}
