import { useEffect, useState } from 'react';
import { isScrolledPast } from './scroll';

/** The landing page's `scrolled` flag: becomes true once the page has scrolled past the threshold, and stays true. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => isScrolledPast(window.scrollY, window.innerWidth));
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
