/**
 * HTML parsed where nothing in it loads or runs, to read or rewrite it (a post's text, its headings):
 * in the browser, a `<template>`'s content, which fetches no image and runs no script; where there
 * is no browser (the server renderer), a detached element of the document the renderer gives once
 * (`parseHtmlWith`), which loads and runs nothing either.
 */

let serverDocument: Document | undefined;

/** The document HTML is parsed in where there is no browser (src/rendering/render-page.tsx sets it). */
export function parseHtmlWith(document: Document): void {
  serverDocument = document;
}

export interface InertHtml {
  root: ParentNode;
  /** The HTML of `root` as it is now. */
  serialize(): string;
}

export function inertHtml(html: string): InertHtml {
  if (serverDocument) {
    const holder = serverDocument.createElement('div');
    holder.innerHTML = html;
    return { root: holder, serialize: () => holder.innerHTML };
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  return { root: template.content, serialize: () => template.innerHTML };
}
