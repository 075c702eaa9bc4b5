import { useSyncExternalStore } from 'react';
import { toast } from './toast-store.ts';
import { Icon } from './icons.tsx';

/** The live region that shows toasts; mounted once by the shell. */
export function Toaster() {
  const items = useSyncExternalStore(toast.subscribe, toast.current, toast.current);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`}>
          <Icon name={item.kind === 'success' ? 'check' : item.kind === 'info' ? 'info' : 'alert'} />
          <span>{item.message}</span>
        </div>
      ))}
    </div>
  );
}
