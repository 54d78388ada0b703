import { useMediaQuery } from '@mantine/hooks';
import { APP_MOBILE_QUERY } from './theme';

/**
 * Whether the screen is narrower than the app's mobile breakpoint, known at the first render. Mantine
 * answers `false` at first and the media query's answer after it (for pages rendered on a server);
 * these pages render in the browser only, so on a phone that drew each of them twice, the second time
 * whole (the signed-in frame and the page in it).
 */
export function useIsMobile(): boolean {
  return useMediaQuery(APP_MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
