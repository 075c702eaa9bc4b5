import type { ReactNode } from 'react';

// Hand-drawn 24×24 stroke icons; they inherit the text colour. Nothing loads from elsewhere.
const paths: Record<string, ReactNode> = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  'menu-fold': (
    <>
      <path d="M10 7h10M10 12h10M10 17h10" />
      <path d="M7 9l-3 3 3 3" />
    </>
  ),
  'menu-unfold': (
    <>
      <path d="M4 7h10M4 12h10M4 17h10" />
      <path d="M17 9l3 3-3 3" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5s1.1-6.1 3.5-8.5z" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.5v.5" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3.8l9 15.7H3z" />
      <path d="M12 10v4.5M12 17v.4" />
    </>
  ),
  'chevron-down': <path d="M6 9.5l6 6 6-6" />,
  'chevron-right': <path d="M9.5 6l6 6-6 6" />,
  home: (
    <>
      <path d="M4 11l8-6.5 8 6.5" />
      <path d="M6 9.5V19.5h4.5v-5h3v5H18V9.5" />
    </>
  ),
  download: (
    <>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
      <path d="M5 19.5h14" />
    </>
  ),
  upload: (
    <>
      <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
      <path d="M5 14.5v5h14v-5" />
    </>
  ),
  copy: (
    <>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
    </>
  ),
  refresh: (
    <>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4.5v4h-4" />
    </>
  ),
  file: (
    <>
      <path d="M14 3.5H7a1.5 1.5 0 0 0-1.5 1.5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3.5V8h4.5" />
    </>
  ),
  pdf: (
    <>
      <path d="M14 3.5H7a1.5 1.5 0 0 0-1.5 1.5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3.5V8h4.5M8.5 13h7M8.5 16.5h4.5" />
    </>
  ),
  document: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="1.5" />
      <path d="M8.5 8h7M8.5 11.5h7M8.5 15h4" />
    </>
  ),
  image: (
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M4 17l5-4.5 3.5 3 3-2.5 4.5 4" />
    </>
  ),
  id_photo: (
    <>
      <rect x="4" y="4.5" width="16" height="15" rx="2" />
      <circle cx="12" cy="10.5" r="2.6" />
      <path d="M7.5 17c.8-2.2 2.5-3.3 4.5-3.3s3.7 1.1 4.5 3.3" />
    </>
  ),
  audio_video: (
    <>
      <rect x="3.5" y="6" width="12" height="12" rx="2" />
      <path d="M15.5 10.5l5-3v9l-5-3" />
    </>
  ),
  text: <path d="M5 6.5V5h14v1.5M12 5v14M9 19h6" />,
  code: <path d="M8.5 7.5L4 12l4.5 4.5M15.5 7.5L20 12l-4.5 4.5M13.5 5.5l-3 13" />,
  finance: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9 7.5l3 4 3-4M8.5 12h7M8.5 15h7M12 11.5v5.5" />
    </>
  ),
  generator: (
    <>
      <path d="M12 3.5l1.9 4.6 4.6 1.9-4.6 1.9-1.9 4.6-1.9-4.6-4.6-1.9 4.6-1.9z" />
      <path d="M18 15.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8z" />
    </>
  ),
  chart: <path d="M4 20h16M7 16.5V11M11 16.5V6.5M15 16.5v-4M19 16.5V9" />,
  network: (
    <>
      <path d="M12 20.5s6-5.4 6-10.5a6 6 0 0 0-12 0c0 5.1 6 10.5 6 10.5z" />
      <circle cx="12" cy="10" r="2.2" />
    </>
  ),
  life: (
    <>
      <circle cx="12" cy="13" r="7.5" />
      <path d="M12 9v4l2.5 2M9.5 3.5h5" />
    </>
  ),
  game: (
    <>
      <rect x="3" y="7.5" width="18" height="10" rx="4" />
      <path d="M7.5 11v3.5M5.8 12.8h3.4M15.5 11.5v.2M17.8 13.5v.2" />
    </>
  ),
  desktop: (
    <>
      <rect x="3.5" y="4.5" width="17" height="11.5" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
};

export type IconName = keyof typeof paths;

/** The drawing style of every line icon (ours and the bundled Lucide ones): a 24-unit box, round strokes. */
export const lineIconSvg = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** A decorative icon (hidden from assistive tech: the control around it carries the label). */
export function Icon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      {...lineIconSvg}
      aria-hidden="true"
    >
      {paths[name] ?? paths.grid}
    </svg>
  );
}

/** The Toolbox mark: a toolbox on a rounded square in the accent colour. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <path d="M9 12.5h14v10.5a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="#fff" />
      <path d="M12.5 12.5v-2a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v2" fill="none" stroke="#fff" strokeWidth="2" />
      <rect x="9" y="16" width="14" height="2" fill="var(--accent)" />
    </svg>
  );
}

/** An indeterminate spinner with an accessible label. */
export function Spinner({ label, size = 28 }: { label: string; size?: number }) {
  return (
    <span className="spinner" role="status">
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
