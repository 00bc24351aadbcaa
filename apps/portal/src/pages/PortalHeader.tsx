import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../session/SessionContext';

export function PortalHeader({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  return (
    <header className="portal-header">
      <Link to="/my-creations" className="brand" aria-label="Figura home">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>Figura</span>
      </Link>
      <div className="header-middle">{children}</div>
      <nav aria-label="Account" className="account-nav">
        {user && <span className="user-name">{user.name || user.email}</span>}
        <a href="/auth/logout">Log out</a>
      </nav>
    </header>
  );
}
