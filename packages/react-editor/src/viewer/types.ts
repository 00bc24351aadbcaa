import type { FiguraI18n } from '@figura/sdk-core/i18n';
import type { ViewerApi } from '@figura/sdk-core/viewer';

export interface ViewerReadyDetail {
  creationId: string;
  name: string;
  slideCount: number;
}

export interface ViewerSlideDetail {
  /** 0-based. */
  index: number;
  slideId: string;
}

export interface ViewerErrorDetail {
  kind: 'load' | 'slide';
  message: string;
}

export interface CreationViewerProps {
  /** Reads the creation and its slides (a FiguraClient, or anything with the two calls). */
  api: ViewerApi;
  creationId: string;
  /** The slide to show first, 0-based. */
  startAt?: number;
  /** The strings (createFiguraI18n); the viewer makes its own English ones without. */
  i18n?: FiguraI18n;
  /** The page's style nonce, for browsers that cannot adopt stylesheets. */
  styleNonce?: string;
  className?: string;
  onReady?: (detail: ViewerReadyDetail) => void;
  onSlideChange?: (detail: ViewerSlideDetail) => void;
  onError?: (detail: ViewerErrorDetail) => void;
}
