import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * On navigation the page scrolls to top. A page that keeps its own state
 * in the query string (the calculator) replaces the history entry at every click: that is the same
 * page changing, not a navigation, so it keeps its scroll position.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    const samePageUpdate = navigationType === NavigationType.Replace && shownPath.current === pathname;
    shownPath.current = pathname;
    if (!samePageUpdate) window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
  return null;
}
