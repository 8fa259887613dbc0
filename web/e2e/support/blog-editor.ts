import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The blog form's editor toolbar and one of its buttons, by its exact accessible name. */
export function editorToolbar(page: Page): { toolbar: Locator; tool: (name: string) => Locator } {
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  return { toolbar, tool: (name) => toolbar.getByRole('button', { name, exact: true }) };
}

/** Types a two-line Python code block at the caret, its language chosen in the toolbar first. */
export async function typePythonBlock(page: Page): Promise<void> {
  const { toolbar, tool } = editorToolbar(page);
  await toolbar.getByRole('combobox', { name: 'Code language' }).selectOption('python');
  await tool('Code block').click();
  await expect.poll(() => tool('Code block').getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.type('if motion:');
  await page.keyboard.press('Enter');
  await page.keyboard.type('    light.turn_on()');
}
