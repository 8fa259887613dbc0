import type { IntegrationCategory } from './integrations-content';

/** Lower case without diacritics, so "incalzire" finds "încălzire" and "tasmota" finds "Tasmota". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('ro-RO');
}

/**
 * The categories to show for a search text and a chosen category (null: all). An integration
 * matches when every word of the query occurs in its name, its text or its category's name; a
 * category with no match left is dropped.
 */
export function filterIntegrations(
  categories: readonly IntegrationCategory[],
  query: string,
  categoryId: string | null,
): IntegrationCategory[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  return categories
    .filter((category) => categoryId === null || category.id === categoryId)
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => {
        const haystack = searchable(`${item.name} ${item.text} ${category.name}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.items.length > 0);
}
