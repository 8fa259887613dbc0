/**
 * A stand-in for the `altcha-widget` element (the real one needs WebCrypto workers): the same
 * events and methods, drawing into itself as it does, verifying at once with `payload`. A test file mocks the `altcha` modules
 * (`vi.mock('altcha', () => ({}))`, the same for 'altcha/i18n/ro') and defines this in their place.
 */
export const widgetCalls = { verify: 0, reset: 0 };

export function defineFakeAltchaWidget(payload: string): void {
  if (customElements.get('altcha-widget')) return;
  class FakeAltchaWidget extends HTMLElement {
    private state = 'unverified';
    connectedCallback() {
      // Like the real one, it draws itself into its own children.
      if (!this.firstChild) this.append(document.createElement('div'));
      queueMicrotask(() => this.dispatchEvent(new CustomEvent('load')));
    }
    getState() {
      return this.state;
    }
    async verify() {
      widgetCalls.verify += 1;
      this.state = 'verified';
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
      return { payload };
    }
    reset() {
      widgetCalls.reset += 1;
      this.state = 'unverified';
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified', payload: null } }));
    }
  }
  customElements.define('altcha-widget', FakeAltchaWidget);
}
