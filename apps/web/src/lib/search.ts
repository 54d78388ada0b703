/**
 * How long a search box waits after the last key before it asks the server: one figure for the
 * portal's searches, in a module of its own so that a dialog taking it does not bring the page that
 * used to define it (decision 035).
 */
export const SEARCH_DEBOUNCE_MS = 300;
