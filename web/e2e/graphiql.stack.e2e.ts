/**
 * GraphiQL at /graphql, opened in Chromium against the whole product as `make dev` runs it (with
 * introspection on): the page loads without a console error or a page error, every request it
 * makes goes to the gateway itself on the loopback interface (no CDN, no web fonts, no
 * telemetry), the documentation explorer shows the schema, and a query shows its result.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { STEP_TIMEOUT_MS, useDevStackAndBrowser } from './support/dev-stack-suite';

const suite = useDevStackAndBrowser();

/** Addresses that never leave the machine: the browser's own data and blob URLs. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const QUERY = '{ news(limit: 1) { data { title } } }';

/** The text of one of GraphiQL's CodeMirror editors (the query, the response, …). */
const editorText = (page: Page, editor: string) =>
  page.locator(`${editor} .CodeMirror`).evaluate((element) => {
    const codeMirror = (element as HTMLElement & { CodeMirror: { getValue(): string } }).CodeMirror;
    return codeMirror.getValue();
  });

describe('GraphiQL at /graphql', () => {
  it('loads from the gateway alone, shows the schema and runs a query', { timeout: 120_000 }, async () => {
    const page = await suite.openPage('desktop');
    const gateway = new URL(suite.stack.siteUrl).origin;
    expect(LOOPBACK.has(new URL(gateway).hostname)).toBe(true);

    const requested: string[] = [];
    page.context().on('request', (request) => requested.push(request.url()));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`));

    const response = await page.goto('/graphql');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Smart Home Iași — GraphQL API');

    // The documentation explorer shows the schema, read by introspection.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const explorer = page.locator('.graphiql-doc-explorer');
    await explorer.locator('.graphiql-doc-explorer-type-name', { hasText: /^Query$/ }).click();
    await explorer.locator('.graphiql-doc-explorer-field-name', { hasText: /^news$/ }).waitFor();

    // The headers editor shows where a personal API token goes.
    expect(await editorText(page, '.graphiql-editor-tool .graphiql-editor:not(.hidden)')).toContain(
      '"Authorization": "Bearer shpat_..."',
    );

    // Pasted over the example query, as a person would (typed, CodeMirror would close the braces).
    await page.locator('.graphiql-query-editor .CodeMirror').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(QUERY);
    // GraphiQL has read the new document once the tab no longer bears the example's operation name.
    await page.getByLabel('Select active operation').getByText('<untitled>').waitFor();
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await expect
      .poll(() => editorText(page, '.graphiql-response'), { timeout: STEP_TIMEOUT_MS })
      .toMatch(/"data":\s*\{\s*"news":\s*\{\s*"data":\s*\[/);
    expect(await editorText(page, '.graphiql-response')).not.toContain('"errors"');
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });

    await screenshot(page, 'graphiql-1280x800', false);

    const elsewhere = requested.filter((address) => {
      const url = new URL(address);
      return url.origin !== gateway && !LOCAL_SCHEMES.has(url.protocol);
    });
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });
});
