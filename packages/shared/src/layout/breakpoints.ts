/**
 * The app lays a page out for a phone on screens narrower than this (the web's `md` breakpoint and
 * `APP_MOBILE_QUERY`). The server that draws a signed-in page (decision 039) draws it for the same
 * width, from the browser's viewport hint.
 */
export const PHONE_LAYOUT_BELOW_PX = 768;
