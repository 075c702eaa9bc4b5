import type { ReactNode } from 'react';
import { Icon, lineIconSvg } from '../../ui/icons.tsx';

// Drawings for the operator's banner icons (by name); other names fall back to the shared icons.
const drawings: Record<string, ReactNode> = {
  gift: (
    <>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8.5v12" />
      <path d="M12 8.5c-1.5-3-5.5-4-5.5-1.5 0 1.5 2.5 1.5 5.5 1.5zM12 8.5c1.5-3 5.5-4 5.5-1.5 0 1.5-2.5 1.5-5.5 1.5z" />
    </>
  ),
  crown: <path d="M4 17.5l-1-9 5 4 4-7 4 7 5-4-1 9zM5 20.5h14" />,
  message: (
    <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5v-3.5h-1a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zM8 10h8M8 13h5" />
  ),
  megaphone: <path d="M4 10v4h3l7 4V6l-7 4zM17 9.5a3 3 0 0 1 0 5M7 14l1.5 5h2L9.5 14" />,
};

/** The icon of a banner item: one of the drawings above by name, or a same-site image path. */
export function PromoIcon({ icon, size = 22 }: { icon: string; size?: number }) {
  if (icon.startsWith('/')) return <img src={icon} alt="" width={size} height={size} />;
  const drawing = drawings[icon];
  if (!drawing) return <Icon name={icon || 'info'} size={size} />;
  return (
    <svg className="icon" width={size} height={size} {...lineIconSvg} aria-hidden="true">
      {drawing}
    </svg>
  );
}
