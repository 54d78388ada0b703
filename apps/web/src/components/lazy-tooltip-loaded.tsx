import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMounted } from '@mantine/hooks';

export type LoadedTooltipProps = Omit<TooltipProps, 'children' | 'target' | 'opened'> & {
  /** The element it describes. */
  target: HTMLElement | null;
  opened: boolean;
};

/**
 * The part of `LazyTooltip` that loads when first wanted: Mantine's Tooltip (with Floating UI) placed
 * by its element. It mounts closed and opens on the next render, so it fades in as on any hover.
 */
export function LoadedTooltip({ opened, ...props }: LoadedTooltipProps) {
  const isMounted = useMounted();
  return <Tooltip {...props} opened={opened && isMounted} />;
}
