/** What the unit suite imports in place of a module that cannot run under jsdom. */
export {};
