import { createTheme, type ComboboxProps, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { PHONE_LAYOUT_BELOW_PX } from '@mywru/shared/layout/breakpoints';

/** Brand red #EE3524 is shade 6; shade 7 is what text and filled buttons use, for AA contrast on white. */
export const brandRed: MantineColorsTuple = [
  '#FFF0EF',
  '#FFDCD9',
  '#FBB6B0',
  '#F78B82',
  '#F3665B',
  '#F04B3F',
  '#EE3524',
  '#D42A1A',
  '#B82214',
  '#9A1A0E',
];

/** Brand greys; shade 6 (dimmed text) still passes AA on white and light grey. */
export const brandGrey: MantineColorsTuple = [
  '#F8F8F8',
  '#F2F2F2',
  '#E6E6E6',
  '#D4D4D4',
  '#B3B3B3',
  '#8C8C8C',
  '#636363',
  '#4D4D4D',
  '#3C3C3B',
  '#262626',
];

export const BRAND = {
  red: brandRed[6],
  redText: brandRed[7],
  grey: brandGrey[8],
  lightGrey: brandGrey[1],
  white: '#FFFFFF',
} as const;

/** The spec's breakpoints: landing mobile 500px, app mobile 768px, desktop layouts 640, 768 and 840px. */
export const BREAKPOINTS_PX = { xs: 500, sm: 640, md: PHONE_LAYOUT_BELOW_PX, lg: 840, xl: 1200 } as const;
export const LANDING_MOBILE_QUERY = `(max-width: ${BREAKPOINTS_PX.xs}px)`;
export const APP_MOBILE_QUERY = `(max-width: ${BREAKPOINTS_PX.md - 0.02}px)`;

const fontFamily = "'Open Sans', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 7,
  colors: { red: brandRed, gray: brandGrey },
  black: BRAND.grey,
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  breakpoints: {
    xs: `${BREAKPOINTS_PX.xs / 16}em`,
    sm: `${BREAKPOINTS_PX.sm / 16}em`,
    md: `${BREAKPOINTS_PX.md / 16}em`,
    lg: `${BREAKPOINTS_PX.lg / 16}em`,
    xl: `${BREAKPOINTS_PX.xl / 16}em`,
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Every select and autocomplete keeps its list mounted while closed, positioned with no width.
    // Centred ('bottom'), a closed list sits half a field to the right, so the moment it opens it
    // pokes past the right edge of a 390 px phone; a mobile browser then widens the page, zooms out
    // and clamps the scroll, moving the field off screen, and the list hides with its field. Aligned
    // to the field's start the list never sticks out, on a phone or on a desktop.
    // A plain object (what Combobox.extend returns): naming the component here would put it, and
    // the popover positioning it needs, into every page's first chunk (decision 035).
    Combobox: { defaultProps: { position: 'bottom-start' } satisfies Partial<ComboboxProps> },
  },
});

/** Field errors use a red that passes WCAG AA on white (the default error red is the lighter brand red). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // Shade 6 passes AA on white; Mantine's shade 5 does not, and a file input's placeholder is text.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
