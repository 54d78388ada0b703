import { useEffect, useState } from 'react';
import { isScrolledPast } from './scroll';

/**
 * The landing page's `scrolled` flag: becomes true once the page has scrolled past the threshold, and
 * stays true. It starts false, as in the HTML made at build time (decision 035), and the first effect
 * reads where the page is.
 */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => {
      if (isScrolledPast(window.scrollY, window.innerWidth)) setScrolled(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}
