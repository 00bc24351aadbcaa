// The builder's export as the author sees it: check against the journal's profile, show what is
// wrong (and "export anyway" only where the host allows it), download with progress, a failure
// with its reason and "Try again". One flow for the Export step's button and a host's request
// (the element's exportFile(), the frame's `export` message), so both show the same progress.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PreflightResult } from '../preflight/types';
import { BuilderPreflightError, type BuilderExport, type BuilderSession } from './session';

export type ExportPhase = 'idle' | 'problems' | 'exporting' | 'done' | 'failed';

export interface ExportFlowState {
  phase: ExportPhase;
  /** The last check (problems of every severity), or null before the first. */
  checked: PreflightResult | null;
  /** 0..1 while exporting. */
  progress: number;
  /** The file handed over (done). */
  exported: BuilderExport | null;
  /** Why the download failed (failed). */
  error: unknown;
}

export interface ExportFlow {
  readonly state: StoreApi<ExportFlowState>;
  /**
   * Checks, then downloads; resolves with the file (also given to `onExport`). Rejects with a
   * BuilderPreflightError when the journal's checks fail (unless `anyway`, which only a host
   * that allows it offers), or with the download's error.
   */
  run(options?: { anyway?: boolean }): Promise<BuilderExport>;
  /** Back to idle (the author changed something after an export or a failure). */
  reset(): void;
}

export interface ExportFlowOptions {
  /** What checks and writes the file: the builder's session, or the editor's (ContinuedEditor). */
  session: Pick<BuilderSession, 'check' | 'exportFile'>;
  /** Whether "export anyway" is allowed now (read at each run). */
  allowAnyway: () => boolean;
  onExport?: (exported: BuilderExport) => void;
}

const IDLE: ExportFlowState = {
  phase: 'idle',
  checked: null,
  progress: 0,
  exported: null,
  error: null,
};

export function createExportFlow({
  session,
  allowAnyway,
  onExport,
}: ExportFlowOptions): ExportFlow {
  const state = createStore<ExportFlowState>()(() => IDLE);
  let running: Promise<BuilderExport> | undefined;

  const run = async (anyway: boolean): Promise<BuilderExport> => {
    const checked = session.check();
    const passing = anyway && allowAnyway();
    if (!checked.passed && !passing) {
      state.setState({ ...IDLE, phase: 'problems', checked });
      throw new BuilderPreflightError(checked);
    }
    state.setState({ ...IDLE, phase: 'exporting', checked });
    try {
      const exported = await session.exportFile({
        anyway: passing,
        onProgress: ({ progress }) => state.setState({ progress }),
      });
      state.setState({ phase: 'done', progress: 1, exported });
      onExport?.(exported);
      return exported;
    } catch (error) {
      state.setState({ phase: 'failed', error });
      throw error;
    }
  };

  return {
    state,
    run(options = {}) {
      // A second request while one runs gets the same file.
      running ??= run(options.anyway ?? false).finally(() => (running = undefined));
      return running;
    },
    reset: () => {
      if (!running) state.setState(IDLE);
    },
  };
}
