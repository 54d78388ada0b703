import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** Text and background of each tone: dark text on a pale tint, well above 4.5:1 at badge size. */
export const STATUS_TONES: Record<StatusTone, { color: string; background: string }> = {
  success: { color: '#1E5E2B', background: '#E6F4EA' },
  warning: { color: '#7A4100', background: '#FFF4D6' },
  danger: { color: '#8A1C12', background: '#FDECEA' },
  neutral: { color: '#3C3C3B', background: '#ECECEC' },
  info: { color: '#0B4F8A', background: '#E7F1FB' },
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  tone: StatusTone;
  children: ReactNode;
}

/** A small status label (e.g. 'Approved', 'Pending') in one of five tones with AA contrast. */
export function StatusBadge({ tone, style, ...props }: StatusBadgeProps) {
  const { color, background } = STATUS_TONES[tone];
  return <Badge variant="light" style={{ ...(style as object), color, background }} {...props} />;
}
