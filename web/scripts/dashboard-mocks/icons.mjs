/** Lucide icons as inline SVG strings (the app already depends on lucide-react; MDI is not installed). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

export function icon(name, size = 24, strokeWidth = 2) {
  const Icon = lucide[name];
  if (!Icon) throw new Error(`unknown lucide icon ${name}`);
  return renderToStaticMarkup(createElement(Icon, { size, strokeWidth }));
}
