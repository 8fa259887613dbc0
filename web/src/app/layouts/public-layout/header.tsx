import { ChevronDown, HouseWifi, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ACCOUNT_MENU_ID, AccountEntry } from '@/features/auth/components/account-entry';
import { MOBILE_NAV_MEDIA_QUERY } from '@/lib/business';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useMediaQuery } from '@/lib/use-media-query';
import { navGroups } from './nav-items';
import styles from './header.module.css';

type SubmenuId = (typeof navGroups)[number]['id'] | 'account';

/** Remembers on which navigation (location.key) a menu was opened: any later navigation closes it. */
interface OpenedAt<T> {
  value: T;
  key: string;
}

const MENU_ID = 'site-menu';
/** The element each toggle controls (aria-controls); the account entry names its own list. */
const controlledId = (id: SubmenuId | 'menu'): string =>
  id === 'menu' ? MENU_ID : id === 'account' ? ACCOUNT_MENU_ID : `submenu-${id}`;

/**
 * The button that opens a submenu (or the menu). Escape gives it the focus back, as the disclosure
 * navigation pattern of WAI-ARIA asks, so a keyboard user stays where they were.
 */
function triggerIn(header: HTMLElement | null, id: SubmenuId | 'menu'): HTMLElement | null {
  return header?.querySelector<HTMLElement>(`[aria-controls="${controlledId(id)}"]`) ?? null;
}

/** The group holding the most specific link to the current page (/hardware/calculator is Solutions, not Platform). */
function activeGroupOf(pathname: string): string | null {
  let best: { group: string; length: number } | null = null;
  for (const group of navGroups) {
    for (const item of group.items) {
      const matches = pathname === item.to || pathname.startsWith(`${item.to}/`);
      if (matches && (!best || item.to.length > best.length))
        best = { group: group.id, length: item.to.length };
    }
  }
  return best?.group ?? null;
}

export function Header() {
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_NAV_MEDIA_QUERY);
  const headerRef = useRef<HTMLElement>(null);

  // Deriving "open" from the navigation it was opened on closes both menus on every route change
  // without an effect racing the render.
  const [menu, setMenu] = useState<OpenedAt<true> | null>(null);
  const [submenu, setSubmenu] = useState<OpenedAt<SubmenuId> | null>(null);
  const menuOpen = menu?.key === location.key;
  const openSubmenu = submenu?.key === location.key ? submenu.value : null;

  useBodyScrollLock(isMobile && menuOpen);
  const activeGroup = activeGroupOf(location.pathname);

  // Only one submenu is open at a time: opening one replaces the other.
  const setSubmenuOpen = (id: SubmenuId, open: boolean) =>
    setSubmenu(open ? { value: id, key: location.key } : null);

  useEffect(() => {
    if (openSubmenu === null && !menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const closing = openSubmenu ?? 'menu';
      if (openSubmenu !== null) setSubmenu(null);
      else setMenu(null);
      triggerIn(headerRef.current, closing)?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      // On desktop, a click outside the header closes an open dropdown.
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setSubmenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openSubmenu, menuOpen]);

  // Tabbing out of an open dropdown closes it: a keyboard user never leaves a panel open over the page.
  // Not in the mobile menu, where a submenu is an accordion inside the page flow, not a panel over it
  // (closing it there on pointer-down would also move the button being clicked).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (isMobile || openSubmenu === null || !(event.relatedTarget instanceof Node)) return;
    const group = triggerIn(headerRef.current, openSubmenu)?.parentElement;
    if (group && !group.contains(event.relatedTarget)) setSubmenu(null);
  };

  return (
    <header ref={headerRef} className={styles.header} data-menu-open={menuOpen} onBlur={onBlur}>
      <div className={styles.bar}>
        {/* Named by its visible text (name and tagline): an aria-label that differs from what is shown
            fails WCAG 2.5.3 (label in name) for voice-control users. */}
        <Link to={paths.home} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <HouseWifi size={22} strokeWidth={2.2} />
          </span>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{ro.brand.name}</span>
            <span className={styles.brandTagline}>{ro.brand.tagline}</span>
          </span>
        </Link>

        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? ro.a11y.closeMenu : ro.a11y.openMenu}
          onClick={() => {
            setMenu(menuOpen ? null : { value: true, key: location.key });
            setSubmenu(null);
          }}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>

        <div id={MENU_ID} className={styles.menu} data-open={menuOpen}>
          <nav aria-label={ro.a11y.mainNavigation} className={styles.nav}>
            <ul className={styles.navList}>
              {navGroups.map((group) => {
                const expanded = openSubmenu === group.id;
                const submenuId = controlledId(group.id);
                return (
                  <li key={group.id} className={styles.navItem}>
                    <button
                      type="button"
                      className={styles.groupButton}
                      data-active={group.id === activeGroup}
                      aria-expanded={expanded}
                      aria-controls={submenuId}
                      onClick={() => setSubmenuOpen(group.id, !expanded)}
                    >
                      {group.label}
                      <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
                    </button>
                    <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
                      {group.items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={item.to} className={styles.submenuLink}>
                            <span className={styles.submenuIcon} aria-hidden="true">
                              <item.icon size={20} />
                            </span>
                            <span className={styles.submenuText}>
                              <span className={styles.submenuLabel}>{item.label}</span>
                              <span className={styles.submenuDescription}>{item.description}</span>
                            </span>
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
              <li className={styles.navItem}>
                <NavLink to={paths.contact} className={styles.topLink}>
                  {ro.nav.contact}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className={styles.account}>
            <AccountEntry
              expanded={openSubmenu === 'account'}
              onExpandedChange={(open) => setSubmenuOpen('account', open)}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
