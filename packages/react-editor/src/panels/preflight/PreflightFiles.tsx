import { useId, useRef, useState } from 'react';
import { isServedProfile, type PlannedFile, type PreflightSession } from '@figura/sdk-core/editor';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '../../i18n/translation';

type FileStatus = 'exporting' | 'done' | { error: string };

export interface PreflightFilesProps {
  session: PreflightSession;
  plan: readonly PlannedFile[];
  profileName: string;
  /** Required problems open now (the profile would refuse the files). */
  requiredProblems: number;
  onError: (error: unknown) => void;
}

/**
 * The files the profile asks for, and one button that writes every one that can be written.
 * While required problems are open it asks first: the files are written only if the person
 * chooses to export anyway (then without holding them to the profile).
 */
export function PreflightFiles({
  session,
  plan,
  profileName,
  requiredProblems,
  onError,
}: PreflightFilesProps) {
  const { t } = useTranslation('editor');
  const [statuses, setStatuses] = useState<Record<number, FileStatus>>({});
  const [busy, setBusy] = useState(false);
  /** What waits for the person's answer while required problems are open. */
  const [asking, setAsking] = useState<'files' | 'package' | null>(null);
  const [packageStatus, setPackageStatus] = useState<FileStatus | null>(null);
  const exporter = session.exporter();
  const question = useRef<HTMLDivElement>(null);
  const questionText = useId();
  const ready = plan.filter((entry) => entry.ready);

  const exportAll = async (anyway: boolean) => {
    setAsking(null);
    setBusy(true);
    setStatuses({});
    const profile = session.profile();
    // One at a time: each is a server drawing, and the browser asks about several downloads.
    for (const [index, entry] of plan.entries()) {
      if (!entry.ready) continue;
      setStatuses((current) => ({ ...current, [index]: 'exporting' }));
      try {
        await exporter.export(entry.file, profile, { anyway });
        setStatuses((current) => ({ ...current, [index]: 'done' }));
      } catch (error) {
        onError(error);
        setStatuses((current) => ({ ...current, [index]: { error: errorText(error, t) } }));
      }
    }
    setBusy(false);
  };

  /** The journal's submission package, one ZIP (where the exporter writes one). */
  const exportPackage = async (anyway: boolean) => {
    if (!exporter.package) return;
    setAsking(null);
    setBusy(true);
    setPackageStatus('exporting');
    try {
      await exporter.package(session.profile(), { anyway });
      setPackageStatus('done');
    } catch (error) {
      onError(error);
      setPackageStatus({ error: errorText(error, t) });
    }
    setBusy(false);
  };
  const run = (what: 'files' | 'package', anyway: boolean) =>
    void (what === 'files' ? exportAll(anyway) : exportPackage(anyway));
  const ask = (what: 'files' | 'package') => {
    if (requiredProblems === 0) return run(what, false);
    setAsking(what);
    // The question takes the focus, so a screen reader reads it and Tab reaches its buttons.
    requestAnimationFrame(() => question.current?.focus());
  };
  // A submission package is made for a journal's profile (not the custom one).
  const packaging = exporter.package !== undefined && isServedProfile(session.profile().id);

  const label = (entry: PlannedFile) => {
    const values = {
      format: entry.file.format.toUpperCase(),
      width: entry.file.width,
      height: entry.file.height,
      dpi: entry.file.dpi,
    };
    // A file of the slide's own shape at the profile's width ("…Wide").
    const wide = entry.file.height === null;
    if (entry.standInFor) {
      const standIn = { ...values, format: entry.standInFor.toUpperCase() };
      return wide ? t('preflight.fileStandInWide', standIn) : t('preflight.fileStandIn', standIn);
    }
    return wide ? t('preflight.fileWide', values) : t('preflight.file', values);
  };
  const statusText = (entry: PlannedFile, status: FileStatus | undefined) => {
    if (!entry.ready) return t('preflight.fileComing');
    if (status === 'exporting') return t('preflight.exporting');
    if (status === 'done') return t('preflight.fileDone');
    if (status) return t('preflight.fileFailed', { error: status.error });
    return null;
  };

  return (
    <section aria-label={t('preflight.files', { profile: profileName })}>
      <h3>{t('preflight.files', { profile: profileName })}</h3>
      <ul className="figura-preflight-files">
        {plan.map((entry, index) => {
          const status = statusText(entry, statuses[index]);
          return (
            <li key={`${entry.file.format}-${entry.standInFor ?? ''}`} data-ready={entry.ready}>
              {label(entry)}
              {status ? ` — ${status}` : null}
            </li>
          );
        })}
      </ul>
      {ready.length === 0 ? (
        <p className="figura-message">{t('preflight.nothingToExport')}</p>
      ) : null}
      {asking ? (
        <div
          ref={question}
          className="figura-preflight-ask"
          role="alertdialog"
          aria-label={t('preflight.exportBlockedTitle')}
          aria-describedby={questionText}
          tabIndex={-1}
        >
          <p id={questionText}>
            {asking === 'package'
              ? t('preflight.packageBlocked', { count: requiredProblems, profile: profileName })
              : t('preflight.exportBlocked', { count: requiredProblems, profile: profileName })}
          </p>
          <div className="figura-preflight-ask-actions">
            <button
              type="button"
              className="figura-button figura-primary"
              onClick={() => setAsking(null)}
            >
              {t('preflight.fixFirst')}
            </button>
            <button
              type="button"
              className="figura-button figura-secondary"
              onClick={() => run(asking, true)}
            >
              {t('preflight.exportAnyway')}
            </button>
          </div>
        </div>
      ) : (
        <div className="figura-preflight-ask-actions">
          <button
            type="button"
            className="figura-button figura-primary"
            disabled={busy || ready.length === 0}
            onClick={() => ask('files')}
          >
            {busy && packageStatus !== 'exporting'
              ? t('preflight.exporting')
              : t('preflight.exportAll')}
          </button>
          {packaging ? (
            <button
              type="button"
              className="figura-button figura-secondary"
              disabled={busy}
              title={t('preflight.packageHint')}
              onClick={() => ask('package')}
            >
              {packageStatus === 'exporting' ? t('preflight.exporting') : t('preflight.package')}
            </button>
          ) : null}
        </div>
      )}
      {packaging && packageStatus && packageStatus !== 'exporting' ? (
        <p className="figura-message" role="status">
          {packageStatus === 'done'
            ? t('preflight.packageDone')
            : t('preflight.fileFailed', { error: packageStatus.error })}
        </p>
      ) : null}
    </section>
  );
}
