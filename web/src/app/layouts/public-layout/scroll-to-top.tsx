import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * On navigation the page scrolls to top, or to the part a link names (/terms#confidentialitate), as
 * the browser does when it loads such an address itself. A page that keeps its own state in the
 * query string (the calculator) replaces the history entry at every click: that is the same page
 * changing, not a navigation, so it keeps its scroll position. Nor is Back to the same entry (the
 * one under an overlay that Back closed, see useBackCloses): the page never left.
 */
export function ScrollToTop() {
  const { pathname, search, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const shownEntry = useRef<string | null>(null);
  useLayoutEffect(() => {
    const samePageUpdate =
      (navigationType === NavigationType.Replace && shownPath.current === pathname) ||
      shownEntry.current === key;
    shownPath.current = pathname;
    shownEntry.current = key;
    if (samePageUpdate) return;
    // The page is already rendered here: a route's module is loaded before the navigation ends.
    const part = hash.length > 1 ? document.getElementById(hash.slice(1)) : null;
    if (part) part.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType, key]);
  return null;
}
