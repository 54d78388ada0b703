import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  Suspense,
  cloneElement,
  lazy,
  useEffect,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

/** Mantine's Tooltip, with Floating UI, loads the first time a tooltip is wanted (decision 035). */
const LoadedTooltip = lazy(async () => ({ default: (await import('./lazy-tooltip-loaded')).LoadedTooltip }));

/** What LazyTooltip gives its child: a ref to place the tooltip by, and the events that show it. */
interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

export type LazyTooltipProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened' | 'events'> & {
  /** The element the tooltip describes: one element that takes a ref (an ActionIcon, a Button). */
  children: ReactElement<TargetProps>;
};

/** A mouse or a pen hovers; a finger does not (Mantine's Tooltip does not open on touch either). */
const hovers = (pointerType: string) => pointerType === 'mouse' || pointerType === 'pen' || pointerType === '';

/**
 * Mantine's Tooltip as the page drew it (shown while a mouse is over its element, closed by Escape),
 * whose code loads the first time the pointer enters the element or it takes the focus, and which opens
 * on that same hover. Its element is drawn by itself, not inside the Tooltip, so it is never drawn
 * again when the Tooltip arrives: it keeps its focus, name and place.
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  /** The element, once drawn: the Tooltip is placed by it. */
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const own = children.props;
  const ref = useMergedRef(setTarget, own.ref);
  const [wanted, setWanted] = useState(false);
  const [hovered, setHovered] = useState(false);

  // Escape closes it while the pointer stays, as Mantine's own Tooltip does.
  useEffect(() => {
    if (!hovered) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHovered(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [hovered]);

  const element = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      setWanted(true);
      if (hovers(event.pointerType)) setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setHovered(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      setWanted(true);
    },
  });

  return (
    <>
      {element}
      {wanted ? (
        <Suspense fallback={null}>
          <LoadedTooltip {...props} target={target} opened={hovered} />
        </Suspense>
      ) : null}
    </>
  );
}
