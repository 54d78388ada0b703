import { Title, type TitleProps } from '@mantine/core';

/** Eight size levels, 1 (largest) to 8, independent of the heading's place in the outline. */
export const HEADING_SIZES = ['3rem', '2.5rem', '2rem', '1.75rem', '1.5rem', '1.25rem', '1.125rem', '1rem'] as const;
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type HeadingColour = 'primary' | 'secondary' | 'tertiary';

const colours: Record<HeadingColour, string> = {
  primary: 'var(--mantine-color-gray-8)',
  secondary: 'var(--mantine-color-white)',
  tertiary: 'var(--mantine-color-red-7)',
};

export interface HeadingProps extends Omit<TitleProps, 'size' | 'c' | 'order'> {
  /** The outline level (h1 to h6). */
  order?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The visual size level, 1 to 8; defaults to the order. */
  level?: HeadingLevel;
  colour?: HeadingColour;
}

export function Heading({ order = 2, level, colour = 'primary', style, ...props }: HeadingProps) {
  const size = HEADING_SIZES[(level ?? order) - 1];
  return <Title order={order} fw={600} style={{ fontSize: size, color: colours[colour], lineHeight: 1.2, ...(style as object) }} {...props} />;
}
