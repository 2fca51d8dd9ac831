import type { ReactNode } from 'react';
import './components.css';

/** Centred content column: 960px, 1280px on wide screens (spec §9). */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `ui-container ${className}` : 'ui-container'}>{children}</div>;
}
