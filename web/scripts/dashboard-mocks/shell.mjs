/** The Home Assistant frame around a dashboard: sidebar, blue toolbar with the view tabs, content. */
import { haCss } from './theme.mjs';
import { icon } from './icons.mjs';

const sidebarItems = [
  ['overview', 'LayoutGrid', 'Prezentare generală'],
  ['energy', 'Zap', 'Energie'],
  ['map', 'Map', 'Hartă'],
  ['logbook', 'ListChecks', 'Jurnal'],
  ['history', 'ChartLine', 'Istoric'],
  ['media', 'Clapperboard', 'Media'],
  ['todo', 'ClipboardList', 'Liste de activități'],
];

export const dashboardTabs = ['Acasă', 'Irigații', 'Parametri', 'Statistici', 'Diverse'];

function sidebar(active, collapsed) {
  const item = ([id, iconName, label], extra = '') =>
    `<div class="sb-item${id === active ? ' active' : ''}">${icon(iconName, 22)}<span class="label">${label}</span>${extra}</div>`;
  return `<nav class="sidebar${collapsed ? ' collapsed' : ''}">
    <div class="sb-head">${icon('Menu', 22)}<b>Home Assistant</b></div>
    <div class="sb-list">${sidebarItems.map((i) => item(i)).join('')}</div>
    <div class="sb-sep"></div>
    ${item(['dev', 'Hammer', 'Instrumente dezvoltator'])}
    ${item(['settings', 'Settings', 'Setări'], '<span class="sb-badge">2</span>')}
    <div class="sb-sep"></div>
    ${item(['notifications', 'Bell', 'Notificări'])}
    <div class="sb-item"><span class="avatar">A</span><span class="label">Andrei</span></div>
  </nav>`;
}

/**
 * A whole page. `tab` selects a view of the "Acasă" dashboard; `title` replaces the tabs for panels
 * that have none (Energy); `toolbarExtra` goes right of the title.
 */
export function page({
  content,
  tab,
  title,
  sidebarActive = 'overview',
  collapsed = false,
  toolbarExtra = '',
}) {
  const tabs = tab
    ? `<div class="tabs">${dashboardTabs.map((t) => `<span class="tab${t === tab ? ' active' : ''}">${t}</span>`).join('')}</div>`
    : '';
  const actions = tab
    ? ['Search', 'MessageSquare', 'Pencil', 'EllipsisVertical']
    : ['Calendar', 'RefreshCw', 'EllipsisVertical'];
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><style>${haCss}</style></head><body>
  <div class="app">${sidebar(sidebarActive, collapsed)}
    <div class="main">
      <header class="toolbar"><span class="title">${title ?? 'Casa Popescu'}</span>${tabs}${toolbarExtra}
        <div class="tb-actions">${actions.map((a) => `<span>${icon(a, 22)}</span>`).join('')}</div>
      </header>
      <div class="content">${content}</div>
    </div>
  </div></body></html>`;
}
