import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';
import { isAdminUser } from '@figura/sdk-core/model';
import { useSession } from '../session/SessionContext';
import { useHelpSlotRef } from '../support/help-slot';

export function PortalHeader({ children }: { children?: ReactNode }) {
  const { user, loginUrl } = useSession();
  const { t } = useTranslation('portal');
  const helpSlot = useHelpSlotRef();
  // On a narrow window the sections and the account sit behind a Menu button (styles.css);
  // following a link closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <header className="portal-header">
      <Link to="/my-creations" className="brand" aria-label={t('header.home')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{t('header.brand')}</span>
      </Link>
      <div className="header-middle">{children}</div>
      <button
        type="button"
        className="header-menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {t('header.menu')}
      </button>
      <div id={menuId} className="header-menus" data-open={menuOpen}>
        <nav aria-label={t('header.sections')} className="section-nav">
          <NavLink to="/gallery">{t('header.gallery')}</NavLink>
          {user && <NavLink to="/my-creations">{t('header.myCreations')}</NavLink>}
          {user && <NavLink to="/order-custom-work">{t('header.orderCustomWork')}</NavLink>}
          {user ? (
            <NavLink to="/workspace">{t('header.workspace')}</NavLink>
          ) : (
            <NavLink to="/teams-and-labs">{t('header.teamsAndLabs')}</NavLink>
          )}
          {user?.tp_user === 'A' && <NavLink to="/admin/teams">{t('header.adminTeams')}</NavLink>}
          {isAdminUser(user) && (
            <NavLink to="/admin/identity-providers">{t('header.identityProviders')}</NavLink>
          )}
        </nav>
        {/* Help (the support chat) sits here, in the header, never over the page's controls. */}
        <span ref={helpSlot} className="help-slot" />
        <nav aria-label={t('header.account')} className="account-nav">
          {user && (
            <NavLink to="/my-account/overview/" className="user-name">
              {user.name || user.email}
            </NavLink>
          )}
          {user ? (
            <a href="/auth/logout">{t('header.logout')}</a>
          ) : (
            <a href={loginUrl(window.location.href)}>{t('header.signIn')}</a>
          )}
        </nav>
      </div>
    </header>
  );
}
