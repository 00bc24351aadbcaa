import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { allowanceUsedUp, type DownloadTerms, type EditorEngine } from '@figura/sdk-core/editor';
import { errorText } from '@figura/sdk-core/api';
import {
  EXPORT_COLOURS,
  EXPORT_FORMATS,
  EXPORT_TEXT_MODES,
  isHighResolution,
  mayDownloadFormat,
  type ExportFormat,
  type ExportStatusReply,
} from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { Dialog } from '../ui/Dialog';
import { DownloadCredits } from './DownloadCredits';
import { DownloadPlanNotes } from './DownloadPlanNotes';
import { BleedField } from './BleedField';
import { DownloadSizeFields } from './DownloadSizeFields';
import {
  allSlidesZipped,
  bleedApplies,
  bleedTextValid,
  colourApplies,
  dpiInRange,
  exportOptionsOf,
  formatFitsAllSlides,
  initialChoices,
  pixelSizeOf,
  sizeApplies,
  textApplies,
  transparentAllowed,
  type BackgroundChoice,
  type DownloadChoices,
} from './download-choices';
import { useStyleSheet } from '../ui/use-style-sheet';
import { EXPORT_CSS } from './export-styles';

export interface DownloadDialogProps {
  editor: EditorEngine;
  onClose: () => void;
}

type Phase =
  | { kind: 'choosing' }
  | { kind: 'working'; status?: ExportStatusReply }
  | { kind: 'done'; status?: ExportStatusReply }
  | { kind: 'failed'; message: string; jobId?: string };

const BACKGROUNDS: readonly BackgroundChoice[] = ['slide', 'transparent', 'colour'];

/** The job a failed export left, when it was one (ExportJobError), to run again. */
function jobIdOf(error: unknown): string | undefined {
  const jobId = (error as { jobId?: unknown } | null)?.jobId;
  return typeof jobId === 'string' ? jobId : undefined;
}

/**
 * The Download dialog: format, size (px, cm or in at a dpi, the pixel size shown live),
 * background, colour and text as the format allows, this slide or all of them; long exports show
 * their progress, and a failure says why with "Try again". A modal dialog in the editor's
 * container: focus stays inside, Escape closes it.
 */
export default function DownloadDialog({ editor, onClose }: DownloadDialogProps) {
  const { t } = useTranslation('editor');
  const ids = useId();
  const firstRef = useRef<HTMLSelectElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Its rules come with it, off the editor's first load.
  useStyleSheet(firstRef, 'export', EXPORT_CSS);
  const width = useStore(editor.store, (state) => state.document.width);
  const height = useStore(editor.store, (state) => state.document.height);
  const slide = { width, height };
  const [choices, setChoices] = useState<DownloadChoices>(() =>
    initialChoices(slide, editor.preflight.target()?.dpi ?? undefined),
  );
  const [dpiText, setDpiText] = useState(String(choices.dpi));
  const [bleedText, setBleedText] = useState(String(choices.bleed));
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const abort = useRef<AbortController | null>(null);
  // Said before downloading: a restricted plan's watermark, the high-resolution downloads left.
  const [terms, setTerms] = useState<DownloadTerms | null>(null);
  const watermark = terms?.watermark ?? null;

  useEffect(() => {
    firstRef.current?.focus();
    return () => abort.current?.abort();
  }, []);

  useEffect(() => {
    let open = true;
    void editor.downloadTerms().then((read) => {
      if (!open) return;
      setTerms(read);
      // A format the plan's mark cannot hold in (SVG) gives way to PNG.
      if (read.watermark)
        setChoices((now) =>
          mayDownloadFormat(now.format, true) ? now : { ...now, format: 'png' },
        );
    });
    return () => {
      open = false;
    };
  }, [editor]);

  const update = (next: (now: DownloadChoices) => DownloadChoices) => {
    setChoices(next);
    // What was said of the last download is not said of the next one.
    setPhase((now) => (now.kind === 'working' ? now : { kind: 'choosing' }));
  };
  const set = (patch: Partial<DownloadChoices>) => update((now) => ({ ...now, ...patch }));
  const pixels = pixelSizeOf(choices, slide);
  const dpiValid = dpiInRange(Number(dpiText));
  const optionsValid = dpiValid && (!bleedApplies(choices.format) || bleedTextValid(bleedText));
  const working = phase.kind === 'working';
  const highResolution = isHighResolution({ format: choices.format, ...pixels });
  const usedUp = allowanceUsedUp(terms?.highResDownloads ?? null);
  // Refused before it is asked for: the API would refuse it at the cap.
  const overCap = usedUp && highResolution;

  const run = async (retryJobId?: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const options = exportOptionsOf(choices);
    const progress = {
      signal: controller.signal,
      onProgress: (status: ExportStatusReply) => setPhase({ kind: 'working', status }),
    };
    setPhase({ kind: 'working' });
    try {
      if (retryJobId) await editor.retryExport(retryJobId, options, progress);
      else await editor.exportFiles(options, progress);
      if (!controller.signal.aborted)
        setPhase((now) => ({
          kind: 'done',
          status: now.kind === 'working' ? now.status : undefined,
        }));
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ kind: 'failed', message: errorText(error, t), jobId: jobIdOf(error) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!working && optionsValid && !overCap) void run();
  };

  const status = phase.kind === 'working' || phase.kind === 'done' ? phase.status : undefined;
  const percent = Math.round((phase.kind === 'done' ? 1 : (status?.progress ?? 0)) * 100);

  return (
    <Dialog
      title={t('download.title')}
      closeLabel={t('download.close')}
      onClose={onClose}
      className="figura-download"
    >
      <form className="figura-panel-body" onSubmit={submit}>
        <DownloadPlanNotes terms={terms} highResolution={highResolution} usedUp={usedUp} />
        <DownloadCredits editor={editor} />
        <div className="figura-field">
          <label htmlFor={`${ids}-format`}>{t('download.format')}</label>
          <select
            ref={firstRef}
            id={`${ids}-format`}
            className="figura-input"
            value={choices.format}
            onChange={(event) => set({ format: event.target.value as ExportFormat })}
          >
            {EXPORT_FORMATS.map((format) => (
              <option
                key={format}
                value={format}
                disabled={
                  (choices.slides === 'all' && !formatFitsAllSlides(format)) ||
                  !mayDownloadFormat(format, watermark !== null)
                }
              >
                {mayDownloadFormat(format, watermark !== null)
                  ? t(`download.formats.${format}`)
                  : t('download.formatUnmarkable', { format: t(`download.formats.${format}`) })}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="figura-field">
          <legend>{t('download.slides')}</legend>
          {(['current', 'all'] as const).map((which) => (
            <label key={which}>
              <input
                type="radio"
                name={`${ids}-slides`}
                value={which}
                checked={choices.slides === which}
                disabled={which === 'all' && !formatFitsAllSlides(choices.format)}
                onChange={() => set({ slides: which })}
              />{' '}
              {t(`download.slidesChoice.${which}`)}
            </label>
          ))}
          {allSlidesZipped(choices) ? <p className="figura-hint">{t('download.zipHint')}</p> : null}
        </fieldset>

        {sizeApplies(choices.format) ? (
          <DownloadSizeFields
            choices={choices}
            slide={slide}
            pixels={pixels}
            dpiText={dpiText}
            onDpiText={setDpiText}
            update={update}
          />
        ) : null}

        <fieldset className="figura-field">
          <legend>{t('download.background')}</legend>
          {BACKGROUNDS.map((background) => (
            <label key={background}>
              <input
                type="radio"
                name={`${ids}-background`}
                value={background}
                checked={choices.background === background}
                disabled={background === 'transparent' && !transparentAllowed(choices.format)}
                onChange={() => set({ background })}
              />{' '}
              {t(`download.backgrounds.${background}`)}
            </label>
          ))}
          {choices.background === 'colour' ? (
            <input
              type="color"
              aria-label={t('download.backgroundColour')}
              value={choices.backgroundColour}
              onChange={(event) => set({ backgroundColour: event.target.value })}
            />
          ) : null}
        </fieldset>

        {colourApplies(choices.format) ? (
          <div className="figura-field">
            <label htmlFor={`${ids}-colour`}>{t('download.colour')}</label>
            <select
              id={`${ids}-colour`}
              className="figura-input"
              value={choices.colour}
              onChange={(event) => set({ colour: event.target.value as DownloadChoices['colour'] })}
            >
              {EXPORT_COLOURS.map((colour) => (
                <option key={colour} value={colour}>
                  {t(`download.colours.${colour}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        {bleedApplies(choices.format) ? (
          <BleedField
            text={bleedText}
            onChange={(text) => {
              setBleedText(text);
              if (bleedTextValid(text)) set({ bleed: Number(text) });
            }}
          />
        ) : null}

        {textApplies(choices.format) ? (
          <div className="figura-field">
            <label htmlFor={`${ids}-text`}>{t('download.text')}</label>
            <select
              id={`${ids}-text`}
              className="figura-input"
              value={choices.text}
              onChange={(event) => set({ text: event.target.value as DownloadChoices['text'] })}
            >
              {EXPORT_TEXT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`download.texts.${mode}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        {phase.kind === 'working' || phase.kind === 'done' ? (
          <div className="figura-field" role="status">
            <progress
              max={100}
              value={percent}
              aria-label={t('download.progress')}
              aria-valuenow={percent}
            />
            <span>
              {phase.kind === 'done'
                ? t('download.done')
                : status?.status === 'queued'
                  ? t('download.queued')
                  : t('download.working', { percent })}
            </span>
          </div>
        ) : null}
        {phase.kind === 'failed' ? (
          <div className="figura-field">
            <p role="alert" className="figura-download-error">
              {t('download.failed', { message: phase.message })}
            </p>
            <button
              type="button"
              className="figura-button figura-secondary"
              onClick={() => void run(phase.jobId)}
            >
              {t('download.tryAgain')}
            </button>
          </div>
        ) : null}

        <div className="figura-download-actions">
          <button type="button" className="figura-button figura-secondary" onClick={onClose}>
            {t('download.cancel')}
          </button>
          {/* aria-disabled, not disabled, while it runs: a disabled button would lose the focus. */}
          <button
            ref={submitRef}
            type="submit"
            className="figura-button figura-primary"
            aria-disabled={working}
            disabled={!optionsValid || overCap}
          >
            {t('download.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
