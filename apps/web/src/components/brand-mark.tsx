export interface BrandMarkProps {
  size?: number;
  /** Accessible name; omit when the mark sits next to the product name. */
  title?: string;
}

/** The brand mark: a red shield carrying three white feathers. */
export function BrandMark({ size = 40, title }: BrandMarkProps) {
  return (
    <svg
      width={size}
      height={size * 1.15}
      viewBox="0 0 40 46"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d="M20 1 38 7v15c0 11-7.6 19.6-18 23C9.6 41.6 2 33 2 22V7z" fill="#EE3524" />
      <path d="M20 1 38 7v15c0 11-7.6 19.6-18 23C9.6 41.6 2 33 2 22V7z" fill="none" stroke="#B82214" strokeWidth="1.5" />
      <g fill="#FFFFFF">
        <path d="M20 9c3.2 3.4 4.2 8 3 12.6-.6 2.4-1.8 4.6-3 6.4-1.2-1.8-2.4-4-3-6.4C15.8 17 16.8 12.4 20 9z" />
        <path d="M10.5 14c3.6 1.4 6 4.4 6.8 8.1.4 2-.1 4.3-.6 5.9-1.6-.9-3.4-2.3-4.6-4C10.2 21.4 9.6 17.6 10.5 14z" />
        <path d="M29.5 14c.9 3.6.3 7.4-1.6 10-1.2 1.7-3 3.1-4.6 4-.5-1.6-1-3.9-.6-5.9.8-3.7 3.2-6.7 6.8-8.1z" />
        <rect x="14" y="31" width="12" height="3" rx="1.5" />
      </g>
    </svg>
  );
}
