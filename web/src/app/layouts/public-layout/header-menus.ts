/**
 * The header's menus, on the header's HTML itself: the mobile menu and the submenus (the navigation
 * groups and the account's Dashboard/Logout list), as the WAI-ARIA disclosure navigation pattern
 * has them. Plain DOM, so that they work at the first touch of a page the server wrote, before (and
 * without) any React: the islands' runtime attaches them to that page's header, and the app's
 * Header component to the header it renders.
 *
 * The markup it reads: the header's `data-mobile-query` (the media query of the mobile layout); the
 * menu's toggle `[data-menu-toggle]` with its `aria-controls`, `data-label-open` (its name while
 * the menu is closed) and `data-label-close`; each submenu's toggle `[data-submenu-toggle]` with
 * `aria-controls` naming its list. What it sets: the toggles' `aria-expanded` and the menu's name,
 * the lists' `hidden`, `data-menu-open` on the header and `data-open` on the menu. Only one submenu is
 * open at a time.
 */
import { lockBodyScroll } from '@/lib/body-scroll-lock';

export interface HeaderMenus {
  /** Closes the menu and any submenu (a navigation happened). */
  closeAll(): void;
  detach(): void;
}

const MENU_TOGGLE = '[data-menu-toggle]';
const SUBMENU_TOGGLE = '[data-submenu-toggle]';

const isOpen = (toggle: Element | null): boolean => toggle?.getAttribute('aria-expanded') === 'true';

export function attachHeaderMenus(header: HTMLElement): HeaderMenus {
  const doc = header.ownerDocument;
  const query = header.dataset.mobileQuery;
  const media = query && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  const isMobile = () => media?.matches ?? false;
  let unlock: (() => void) | null = null;

  const menuToggle = () => header.querySelector<HTMLElement>(MENU_TOGGLE);
  const submenuToggles = () => [...header.querySelectorAll<HTMLElement>(SUBMENU_TOGGLE)];
  const controlled = (toggle: Element) => doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const openSubmenu = () => submenuToggles().find(isOpen) ?? null;

  /** The page behind stays put while the menu covers it (the mobile layout only). */
  const updateScrollLock = () => {
    const locked = isOpen(menuToggle()) && isMobile();
    if (locked && !unlock) unlock = lockBodyScroll();
    if (!locked && unlock) {
      unlock();
      unlock = null;
    }
  };

  const setSubmenu = (open: Element | null) => {
    for (const toggle of submenuToggles()) {
      toggle.setAttribute('aria-expanded', String(toggle === open));
      const list = controlled(toggle);
      if (list) list.hidden = toggle !== open;
    }
  };

  const setMenu = (open: boolean) => {
    const toggle = menuToggle();
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute('aria-label', label);
    header.dataset.menuOpen = String(open);
    const menu = controlled(toggle);
    if (menu) menu.dataset.open = String(open);
    updateScrollLock();
  };

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const menu = event.target.closest(MENU_TOGGLE);
    if (menu && header.contains(menu)) {
      setMenu(!isOpen(menu));
      setSubmenu(null);
      return;
    }
    const submenu = event.target.closest(SUBMENU_TOGGLE);
    if (submenu && header.contains(submenu)) setSubmenu(isOpen(submenu) ? null : submenu);
  };

  // Escape closes the open submenu, else the menu, and gives the focus back to its toggle, so a
  // keyboard user stays where they were.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const submenu = openSubmenu();
    if (submenu) {
      setSubmenu(null);
      submenu.focus();
    } else if (isOpen(menuToggle())) {
      setMenu(false);
      menuToggle()?.focus();
    }
  };

  // On desktop, a press outside the header closes an open dropdown.
  const onPointerDown = (event: PointerEvent) => {
    if (event.target instanceof Node && !header.contains(event.target)) setSubmenu(null);
  };

  // Tabbing out of an open dropdown closes it: a keyboard user never leaves a panel open over the
  // page. Not in the mobile menu, where a submenu is an accordion inside the page flow, not a panel
  // over it (closing it there on pointer-down would also move the button being pressed).
  const onFocusOut = (event: FocusEvent) => {
    const submenu = openSubmenu();
    if (isMobile() || !submenu || !(event.relatedTarget instanceof Node)) return;
    const group = submenu.parentElement;
    if (group && !group.contains(event.relatedTarget)) setSubmenu(null);
  };

  header.addEventListener('click', onClick);
  header.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('pointerdown', onPointerDown);
  media?.addEventListener('change', updateScrollLock);

  return {
    closeAll() {
      setSubmenu(null);
      setMenu(false);
    },
    detach() {
      header.removeEventListener('click', onClick);
      header.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown);
      media?.removeEventListener('change', updateScrollLock);
      unlock?.();
      unlock = null;
    },
  };
}
