import {
  IconAffiliate,
  IconBallAmericanFootball,
  IconCards,
  IconCircleDot,
  IconClipboardCheck,
  IconClipboardText,
  IconFirstAidKit,
  IconFlag,
  IconGavel,
  IconHeartHandshake,
  IconMap2,
  IconSchool,
  IconShield,
  IconShieldCheck,
  IconUsersGroup,
  IconStopwatch,
  type Icon,
} from '@tabler/icons-react';
import { createElement } from 'react';
import { contrastRatio } from '../lib/contrast';

/**
 * The Tabler icons a lookup may name (`tablerIcon`, e.g. 'IconWhistle'). Only these are bundled,
 * not the whole icon set; a name not listed here shows a plain dot.
 */
const ICONS: Record<string, Icon> = {
  IconAffiliate,
  IconBallAmericanFootball,
  IconCards,
  IconClipboardCheck,
  IconClipboardText,
  IconFirstAidKit,
  IconFlag,
  IconGavel,
  IconHeartHandshake,
  IconMap2,
  IconSchool,
  IconShield,
  IconShieldCheck,
  IconUsersGroup,
  // This Tabler release has no whistle; a coach's or referee's stopwatch stands in for it.
  IconWhistle: IconStopwatch,
};

/** The component of a named Tabler icon; a plain dot for an unknown or missing name. */
export function tablerIconByName(name: string | null | undefined): Icon {
  return (name ? ICONS[name] : undefined) ?? IconCircleDot;
}

const DARK = '#1a1a1a';
const LIGHT = '#ffffff';
const BRAND = '#EE3524';

/** The icon colour that reads best on a background (#rrggbb): white or near-black, whichever contrasts more. */
export function iconColourOn(background: string): string {
  return contrastRatio(LIGHT, background) >= contrastRatio(DARK, background) ? LIGHT : DARK;
}

export interface TablerIconBadgeProps {
  /** A Tabler icon name, as a lookup sends it. */
  name: string | null | undefined;
  /** The badge's background (#rrggbb); the brand red when missing or not a colour. */
  colour?: string | null | undefined;
  size?: number;
}

/** A named Tabler icon in a round badge of the given colour, the icon in the colour that contrasts with it. Decorative. */
export function TablerIconBadge({ name, colour, size = 40 }: TablerIconBadgeProps) {
  const background = colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : BRAND;
  return (
    <span
      aria-hidden
      data-icon={name ?? undefined}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background,
        color: iconColourOn(background),
      }}
    >
      {createElement(tablerIconByName(name), { size: Math.round(size * 0.6), 'aria-hidden': true })}
    </span>
  );
}
