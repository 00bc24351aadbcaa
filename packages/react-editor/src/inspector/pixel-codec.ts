import type { PixelCodec, Pixels } from '@figura/sdk-core/editor';
import type { Translate } from '@figura/sdk-core/i18n';

/** Pictures to pixels and back with the page's own canvas (the engine's PixelCodec). */
export function canvasCodec(view: Window & typeof globalThis, t: Translate): PixelCodec {
  const canvasOf = (width: number, height: number) => {
    const canvas = view.document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  };
  return {
    async decode(src) {
      const image = new view.Image();
      image.decoding = 'async';
      image.src = src;
      await image.decode();
      const canvas = canvasOf(image.naturalWidth, image.naturalHeight);
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, data };
    },
    async encode({ width, height, data }: Pixels) {
      const canvas = canvasOf(width, height);
      canvas
        .getContext('2d')!
        .putImageData(new view.ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (made) =>
            made ? resolve(made) : reject(new Error(t('inspector.background.encodeFailed'))),
          'image/png',
        ),
      );
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}
