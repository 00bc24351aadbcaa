// The one CMYK ICC profile of every CMYK file: libvips' built-in "Chemical proof" (by Graeme W.
// Gill, released into the public domain), the one sharp converts through. The CMYK TIFF embeds it;
// the print PDF names it as its output intent.
import sharp from 'sharp';

let profile: Promise<Buffer> | undefined;

/** The profile's bytes, as sharp embeds them in a file (read once per process). */
export function cmykIccProfile(): Promise<Buffer> {
  profile ??= sharp(Buffer.from([255, 255, 255]), { raw: { width: 1, height: 1, channels: 3 } })
    .withIccProfile('cmyk')
    .toColourspace('cmyk')
    .tiff()
    .toBuffer()
    .then(async (tiff) => {
      const { icc } = await sharp(tiff).metadata();
      if (!icc) throw new Error('sharp wrote no CMYK ICC profile');
      return icc;
    });
  return profile;
}
