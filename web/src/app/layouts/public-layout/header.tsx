import { ChevronDown, HouseWifi, Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountEntry } from '@/features/auth/components/account-entry';
import { Island } from '@/rendering/island';
import { MOBILE_NAV_MEDIA_QUERY } from '@/lib/business';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { attachHeaderMenus, type HeaderMenus } from './header-menus';
import { navGroups } from './nav-items';
import styles from './header.module.css';

const MENU_ID = 'site-menu';
const submenuId = (group: string): string => `submenu-${group}`;

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

/**
 * The site's header: the brand, the navigation groups, Contact and the account entry; below 1000 px
 * a toggle opens them as a menu over the page. The menus' behaviour is header-menus.ts, on the
 * header's own HTML: the same code whether React renders the header (the app) or the server wrote
 * it (a public page, where it works from the first touch without waiting for any JavaScript but that).
 */
export function Header() {
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menus = useRef<HeaderMenus | null>(null);
  const activeGroup = activeGroupOf(location.pathname);

  useEffect(() => {
    if (!headerRef.current) return undefined;
    const attached = attachHeaderMenus(headerRef.current);
    menus.current = attached;
    return () => attached.detach();
  }, []);
  // Any navigation closes the menus.
  useEffect(() => menus.current?.closeAll(), [location.key]);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-menu-open="false"
      data-mobile-query={MOBILE_NAV_MEDIA_QUERY}
      data-header-menus=""
    >
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
          aria-expanded="false"
          aria-controls={MENU_ID}
          aria-label={ro.a11y.openMenu}
          data-menu-toggle=""
          data-label-open={ro.a11y.openMenu}
          data-label-close={ro.a11y.closeMenu}
        >
          <Menu aria-hidden="true" className={styles.iconWhenClosed} />
          <X aria-hidden="true" className={styles.iconWhenOpen} />
        </button>

        <div id={MENU_ID} className={styles.menu} data-open="false">
          <nav aria-label={ro.a11y.mainNavigation} className={styles.nav}>
            <ul className={styles.navList}>
              {navGroups.map((group) => (
                <li key={group.id} className={styles.navItem}>
                  <button
                    type="button"
                    className={styles.groupButton}
                    data-active={group.id === activeGroup}
                    aria-expanded="false"
                    aria-controls={submenuId(group.id)}
                    data-submenu-toggle=""
                  >
                    {group.label}
                    <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
                  </button>
                  <ul id={submenuId(group.id)} className={styles.submenu} hidden>
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
              ))}
              <li className={styles.navItem}>
                <NavLink to={paths.contact} className={styles.topLink}>
                  {ro.nav.contact}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className={styles.account}>
            {/* Who is signed in is known only in the browser: an island, at once for a signed-in visitor. */}
            <Island name="account" on="session">
              <AccountEntry />
            </Island>
          </div>
        </div>
      </div>
    </header>
  );
}
