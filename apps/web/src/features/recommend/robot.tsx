/**
 * The mascot: a small round robot of our own drawing (antenna, screen face, two blinking eyes, a
 * smile, little arms), in the accent colour; the blink stops for visitors who prefer less motion.
 */
export function Robot({ size = 64 }: { size?: number }) {
  return (
    <svg
      className="robot"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <line x1="32" y1="6" x2="32" y2="14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle className="robot-light" cx="32" cy="6" r="3.5" />
      <rect x="11" y="14" width="42" height="32" rx="13" fill="currentColor" />
      <rect x="16" y="19" width="32" height="22" rx="9" className="robot-screen" />
      <g className="robot-eyes">
        <ellipse cx="25.5" cy="28" rx="3" ry="3.6" className="robot-eye" />
        <ellipse cx="38.5" cy="28" rx="3" ry="3.6" className="robot-eye" />
      </g>
      <path
        d="M26 34.5q6 4.5 12 0"
        fill="none"
        className="robot-smile"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <rect x="20" y="46" width="24" height="12" rx="5" fill="currentColor" opacity="0.85" />
      <path d="M20 50l-7 5M44 50l7 5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="52" r="2.2" className="robot-light" />
    </svg>
  );
}
