import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** On navigation the page scrolls to top (public-site.md section 2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
