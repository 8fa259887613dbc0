/**
 * The business facts of the site (prices, limits, hardware, service area, hours, FAQ), defined once. The web app renders them, the
 * assistant answers from them and the services validate against them, so a price changes in one place.
 */
export * from './service-area.js';
export * from './automations.js';
export * from './packages.js';
export * from './hardware.js';
export * from './calculator.js';
export * from './contact-form.js';
export * from './testimonial-form.js';
export * from './faq.js';
export * from './promotion.js';
export * from './installation-status.js';
