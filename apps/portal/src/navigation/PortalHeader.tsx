import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';
import { isAdminUser } from '@figura/sdk-core/model';
import { useSession } from '../session/SessionContext';
import { useHelpSlotRef } from '../support/help-slot';
import { useHeaderMenu } from './header-menu';

/**
 * Below these window widths the sections and the account sit behind a Menu button: sooner when
 * the header also holds the page's own line (an open creation's name and History), which would
 * otherwise be cut (on a 1440 px window once Help arrives in the header).
 */
const COMPACT_BELOW_PX = { plain: 1100, withPageLine: 1500 };

function useCompactHeader(withPageLine: boolean): boolean {
  const query = `(max-width: ${withPageLine ? COMPACT_BELOW_PX.withPageLine : COMPACT_BELOW_PX.plain}px)`;
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}

export function PortalHeader({ children }: { children?: ReactNode }) {
  const { user, loginUrl, config } = useSession();
  const { t } = useTranslation('portal');
  const helpSlot = useHelpSlotRef();
  const compact = useCompactHeader(children !== undefined && children !== null);
  // Compact, the sections and the account sit behind a Menu button (styles.css); following a
  // link closes it, and it stays open across the swap to the next page's header (header-menu.tsx).
  const [menuOpen, setMenuOpen] = useHeaderMenu();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // An open menu closes on Escape (focus back on Menu) and on a press anywhere outside the header.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [menuOpen, setMenuOpen]);
  return (
    <header ref={headerRef} className="portal-header" data-compact={compact}>
      <Link to="/my-creations" className="brand" aria-label={t('header.home')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{t('header.brand')}</span>
      </Link>
      <div className="header-middle">{children}</div>
      <button
        type="button"
        ref={toggleRef}
        className="header-menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {t('header.menu')}
      </button>
      <div
        id={menuId}
        className="header-menus"
        data-open={menuOpen}
        // A followed link closes the menu at once, not when the next page has loaded.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setMenuOpen(false);
        }}
      >
        <nav aria-label={t('header.sections')} className="section-nav">
          <NavLink to="/gallery">{t('header.gallery')}</NavLink>
          {user && <NavLink to="/my-creations">{t('header.myCreations')}</NavLink>}
          {user && <NavLink to="/order-custom-work">{t('header.orderCustomWork')}</NavLink>}
          {user ? (
            <NavLink to="/workspace">{t('header.workspace')}</NavLink>
          ) : (
            <NavLink to="/teams-and-labs">{t('header.teamsAndLabs')}</NavLink>
          )}
          {isAdminUser(user) && <NavLink to="/admin/teams">{t('header.adminTeams')}</NavLink>}
          {isAdminUser(user) && (
            <NavLink to="/admin/identity-providers">{t('header.identityProviders')}</NavLink>
          )}
        </nav>
        {/* Help (the support chat) sits here, in the header, never over the page's controls. */}
        {/* Its room is kept from the start: Help arrives after a few seconds (spec §2), and the
            links beside it did not move when it came. */}
        <span
          ref={helpSlot}
          className="help-slot"
          data-reserved={config.supportChat ? 'true' : undefined}
        />
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
