import type { AbstractBuilderProps } from './types';

/** The graphical-abstract builder (being built). */
export function AbstractBuilder({ className }: AbstractBuilderProps) {
  return <div className={className ? `figura-root ${className}` : 'figura-root'} />;
}
