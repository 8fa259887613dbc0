import { transform } from 'lightningcss';

/** A CSS-module class as the build names it: `_name_hash_n` (Vite's default scoped name). */
const MODULE_CLASS = /^_[A-Za-z0-9]+_[a-z0-9]{5}_\d+$/;

/** Rules that only hold other rules or name things an element must ask for by name. */
const CONTAINERS = new Set(['media', 'supports', 'container', 'layer-block', 'keyframes', 'nesting']);

/**
 * The CSS-module classes of a stylesheet whose rules all need an element of one of them to match
 * anything; null when some rule can match without one (an element or global selector, a font face,
 * an import), or when it has no style rule at all. Such a stylesheet styles nothing on a page that
 * has none of its classes.
 */
export function moduleOnlyClasses(css: string): Set<string> | null {
  const classes = new Set<string>();
  let global = false;
  let styleRules = 0;
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      Rule(rule) {
        if (rule.type === 'style') {
          styleRules += 1;
          for (const selector of rule.value.selectors) {
            // Only a class of the selector's own chain counts: one inside :is() or :not() may be optional.
            const own = selector.filter(
              (component) => component.type === 'class' && MODULE_CLASS.test(component.name),
            );
            if (own.length === 0) global = true;
            for (const component of own) if (component.type === 'class') classes.add(component.name);
          }
        } else if (!CONTAINERS.has(rule.type)) {
          global = true;
        }
      },
    },
  });
  return global || styleRules === 0 ? null : classes;
}
