/** Screens this wide or narrower reveal the features after a shorter scroll. */
export const NARROW_SCREEN_PX = 400;

/** How far the page must scroll before the feature text and phone mockup are revealed: 150px, or 50px on screens 400px wide or less. */
export function scrollThreshold(viewportWidth: number): number {
  return viewportWidth <= NARROW_SCREEN_PX ? 50 : 150;
}

export function isScrolledPast(scrollY: number, viewportWidth: number): boolean {
  return scrollY >= scrollThreshold(viewportWidth);
}
