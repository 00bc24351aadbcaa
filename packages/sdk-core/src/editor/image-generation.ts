import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GenerationCalls } from '../api/generations';
import type { ProfilesApi } from '../api/profiles';
import { errorText } from '../api/error-text';
import type { Translate } from '../i18n/create-i18n';
import { fileRef } from '../schema/document/file-refs';
import type { GenerationReply, GenerationShape } from '../schema/contract/generations';
import type { FiguraElement, SlideDocument } from '../schema';
import { createPictureElement } from './element-factories';
import { allowanceUsedUp, readAllowance, type PlanAllowance } from './plan-allowance';

export interface ImageGenerationState {
  /** `working`: the job is queued or drawing (`progress` 0-1); `failed`: `message` says why. */
  status: 'idle' | 'working' | 'failed';
  progress: number;
  message: string | null;
  /**
   * The plan's generated images this month (`cap` null: unlimited), read when the form opens
   * (`prepare`): the limit is said before the work. Null until read, or where the API has no plan.
   */
  allowance: PlanAllowance | null;
}

/**
 * Pictures from a prompt, drawn by the deployment's image-generation service
 * (docs/image-generation.md): one at a time, followed until the picture is stored, then handed
 * back as a `generation` element recording its prompt and provenance (the provider and model).
 */
export interface ImageGeneration {
  readonly state: StoreApi<ImageGenerationState>;
  /** Whether the API can generate at all (a host without the calls cannot). */
  readonly available: boolean;
  /** Reads the plan's allowance (the form calls it when it opens). */
  prepare(): Promise<void>;
  /** Whether the plan's generated images for this month are used up. */
  atLimit(): boolean;
  /**
   * Asks for a picture; resolves with the element to add once it is stored, or null when it
   * failed (the state's message says why: the plan's limit, no service, the service's refusal).
   */
  generate(prompt: string, shape: GenerationShape): Promise<FiguraElement | null>;
  dispose(): void;
}

const POLL_MS = 700;

export function createImageGeneration({
  api,
  getDocument,
  t,
  pollMs = POLL_MS,
  setTimer = (callback, ms) => globalThis.setTimeout(callback, ms),
}: {
  api: Partial<GenerationCalls> & Partial<Pick<ProfilesApi, 'getPlan'>>;
  getDocument: () => SlideDocument;
  t: Translate;
  pollMs?: number;
  /** The host's timer (an editor passes its window's); tests pass their own clock. */
  setTimer?: (callback: () => void, ms: number) => unknown;
}): ImageGeneration {
  const state = createStore<ImageGenerationState>(() => ({
    status: 'idle',
    progress: 0,
    message: null,
    allowance: null,
  }));
  let disposed = false;
  const wait = () => new Promise<void>((resolve) => setTimer(resolve, pollMs));
  const { startGeneration, getGeneration } = api;

  const prepare = async () => {
    const allowance = await readAllowance(api, 'imageGenerations');
    if (allowance) state.setState({ allowance });
  };

  const elementOf = (done: GenerationReply): FiguraElement =>
    createPictureElement(
      {
        type: 'generation',
        prompt: done.prompt,
        image: {
          src: fileRef(done.file!),
          naturalWidth: done.width!,
          naturalHeight: done.height!,
        },
        provider: done.provider,
        model: done.model ?? undefined,
      },
      getDocument(),
    );

  return {
    state,
    available: Boolean(startGeneration && getGeneration),
    prepare,
    atLimit: () => allowanceUsedUp(state.getState().allowance),
    async generate(prompt, shape) {
      if (!startGeneration || !getGeneration) {
        state.setState({ status: 'failed', message: t('generation.unavailable') });
        return null;
      }
      state.setState({ status: 'working', progress: 0, message: null });
      try {
        let job = await startGeneration.call(api, { prompt, shape });
        while (job.status === 'queued' || job.status === 'running') {
          state.setState({ progress: job.progress });
          await wait();
          if (disposed) return null;
          job = await getGeneration.call(api, job.id);
        }
        if (job.status === 'failed' || !job.file || !job.width || !job.height) {
          state.setState({ status: 'failed', message: job.message ?? t('errors.unexpected') });
          // A failed one was given back.
          void prepare();
          return null;
        }
        state.setState({ status: 'idle', progress: 1, message: null });
        void prepare();
        return elementOf(job);
      } catch (error) {
        state.setState({ status: 'failed', message: errorText(error, t) });
        void prepare();
        return null;
      }
    },
    dispose() {
      disposed = true;
    },
  };
}
