import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { ARTICLE_LICENCES, profileLabel, type PreflightSession } from '@figura/sdk-core/editor';
import { useTranslation } from '../../i18n/translation';
import { CustomProfileFields } from './CustomProfileFields';
import { PreflightFiles } from './PreflightFiles';
import { ProfileOptions } from './ProfileOptions';
import { PreflightProblems } from './PreflightProblems';
import { PREFLIGHT_CSS } from './preflight-styles';
import { useStyleSheet } from '../../ui/use-style-sheet';
import { SidePanel } from '../../ui/SidePanel';

export interface PreflightPanelProps {
  session: PreflightSession;
  onClose: () => void;
  /** A file could not be exported (the editor tells its host). */
  onError: (error: unknown) => void;
}

/**
 * Journal preflight of the open slide: choose a profile, read each problem (a click selects the
 * element at fault), export every file the profile asks for. The checks and their state live in
 * the editor's PreflightSession; this panel shows them.
 */
export function PreflightPanel({ session, onClose, onError }: PreflightPanelProps) {
  const { t } = useTranslation('editor');
  // History entries are named in the engine's words (the common namespace).
  const { t: engineWords } = useTranslation('common');
  const rootRef = useRef<HTMLElement>(null);
  // The whole state: partners' profiles, once listed, change what profiles() offers.
  const { profileId, custom, articleLicence, chosen, result, pending } = useStore(session.state);
  const profile = session.profile();
  const profileName = profileLabel(profile, t);
  // Read on each render: the profile (state above) decides it.
  const plan = session.plan();

  useStyleSheet(rootRef, 'preflight', PREFLIGHT_CSS);
  // Checked while the panel is open, again after each pause in editing.
  useEffect(() => session.watch(t), [session, t]);

  const problems = result?.problems ?? [];
  const status = !result
    ? t('preflight.checking')
    : problems.length === 0
      ? t('preflight.passed', { profile: profileName })
      : result.passed
        ? // Only advice is open: suggestions, not problems.
          `${t('preflight.passed', { profile: profileName })} ${t('preflight.adviceCount', { count: problems.length })}`
        : t('preflight.problemCount', { count: problems.length });

  return (
    <SidePanel
      rootRef={rootRef}
      className="figura-preflight"
      title={t('preflight.title')}
      closeLabel={t('preflight.close')}
      onClose={onClose}
      // Enter and Space act on the panel's focused control, never as canvas shortcuts (Enter
      // would start editing the text a problem just selected).
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      }}
    >
      {/* Label beside field, two rows: at 1280 x 720 the problems had ~130 px under them. */}
      <div className="figura-preflight-choice">
        <label>
          {t('preflight.profile')}
          <select
            className="figura-input"
            value={profileId}
            onChange={(event) => session.setProfile(event.target.value)}
          >
            <ProfileOptions
              profiles={session.profiles()}
              label={(entry) => profileLabel(entry, t)}
            />
          </select>
        </label>
        {profile.source ? (
          <p className="figura-preflight-source">
            <a href={profile.source} target="_blank" rel="noreferrer noopener">
              {t('preflight.source', { publisher: profile.publisher ?? profileName })}
            </a>{' '}
            {profile.read ? t('preflight.read', { date: profile.read }) : null}
          </p>
        ) : null}
        {/* A blank abstract starts on the common journal: the size problems are its, not a rule. */}
        {chosen || profileId === 'custom' ? null : (
          <p className="figura-field-hint">{t('preflight.notChosen', { profile: profileName })}</p>
        )}
        <label>
          {t('preflight.articleLicence')}
          <select
            className="figura-input"
            value={articleLicence ?? ''}
            onChange={(event) => {
              const chosen = ARTICLE_LICENCES.find((licence) => licence === event.target.value);
              session.setArticleLicence(chosen ?? null);
            }}
          >
            <option value="">{t('preflight.articleLicenceNone')}</option>
            {ARTICLE_LICENCES.map((licence) => (
              <option key={licence} value={licence}>
                {t(`preflight.articleLicences.${licence}`)}
              </option>
            ))}
          </select>
        </label>
        {/* Said under the field: inside the option it was cut off at the panel's width. */}
        {articleLicence ? null : (
          <p className="figura-field-hint">{t('preflight.articleLicenceHint')}</p>
        )}
      </div>
      {profileId === 'custom' ? (
        <CustomProfileFields custom={custom} onChange={(change) => session.setCustom(change)} />
      ) : null}
      <p
        className="figura-preflight-status"
        role="status"
        data-passed={result?.passed ?? false}
        aria-busy={pending}
      >
        {status}
      </p>
      {problems.length > 0 ? (
        <PreflightProblems
          problems={problems}
          profileName={profileName}
          onReveal={(problem) => session.reveal(problem)}
          onFix={(problem) => void session.fix(problem, engineWords).catch(onError)}
        />
      ) : null}
      <PreflightFiles
        session={session}
        plan={plan}
        profileName={profileName}
        requiredProblems={problems.filter((problem) => problem.severity === 'error').length}
        onError={onError}
      />
    </SidePanel>
  );
}

export default PreflightPanel;
