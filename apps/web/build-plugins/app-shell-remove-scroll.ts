/**
 * What Mantine's AppShell header, footer and aside take from react-remove-scroll: only
 * `RemoveScroll.classNames.zeroRight`, the class that a Modal's RemoveScroll, while it is open, gives
 * the scroll bar's width as right padding. The same class names, from the same package's constants,
 * without RemoveScroll itself (app-shell-without-remove-scroll.ts; decision 035).
 */
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

export const RemoveScroll = {
  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },
} as const;
