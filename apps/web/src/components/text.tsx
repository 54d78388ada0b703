import { Text as MantineText, type TextProps as MantineTextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Four paragraph sizes, 1 (largest) to 4, and two colours. */
export const TEXT_SIZES = ['1.125rem', '1rem', '0.875rem', '0.75rem'] as const;
export type TextSize = 1 | 2 | 3 | 4;
export type TextColour = 'primary' | 'secondary';

const colours: Record<TextColour, string> = {
  primary: 'var(--mantine-color-gray-8)',
  secondary: 'var(--mantine-color-white)',
};

export interface TextProps extends Omit<MantineTextProps, 'size' | 'c'> {
  size?: TextSize;
  colour?: TextColour;
  component?: 'p' | 'span' | 'div' | 'h2' | 'h3' | 'strong' | 'label';
  children?: ReactNode;
  id?: string;
}

export function Text({ size = 2, colour = 'primary', style, component = 'p', ...props }: TextProps) {
  return <MantineText component={component as 'p'} style={{ fontSize: TEXT_SIZES[size - 1], color: colours[colour], ...(style as object) }} {...props} />;
}
