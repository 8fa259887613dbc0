/**
 * The service's clock, in milliseconds since the epoch. Everything that decides by time
 * (lock-outs, rate-limit windows, link and token expiry) reads it, so tests move time
 * instead of sleeping.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
