import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';
import { APP_MOBILE_QUERY } from './theme';

/**
 * On the server, which has no screen: whether the page is drawn for a phone, as the request says
 * (decision 039). Not given in the browser, which asks the screen.
 */
export const ServerIsMobileContext = createContext<boolean | undefined>(undefined);

/**
 * Whether the screen is narrower than the app's mobile breakpoint, known at the first render. Mantine
 * answers `false` at first and the media query's answer after it (for pages rendered on a server);
 * in the browser these pages ask the screen at once, or on a phone each was drawn twice, the second
 * time whole (the signed-in frame and the page in it). A page the server drew for a phone is hydrated
 * on a phone's screen; drawn for the wrong width, React draws it afresh (decision 039).
 */
export function useIsMobile(): boolean {
  const onServer = useContext(ServerIsMobileContext);
  const matches = useMediaQuery(APP_MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  return onServer ?? matches;
}
