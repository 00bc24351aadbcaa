// "CMYK" in the PDF export: device CMYK numbers from sharp's (libvips') built-in CMYK ICC
// transform, the same one the CMYK TIFF uses, for every colour of the vector drawing and every
// raster image. No PDF/X OutputIntent is written: a printer reads plain DeviceCMYK.
import sharp from 'sharp';

export type Rgb = [number, number, number];
/** pdfkit's CMYK: four numbers from 0 to 100. */
export type Cmyk = [number, number, number, number];

const key = ([r, g, b]: Rgb) => `${r},${g},${b}`;

/** The colours converted through the CMYK profile in one image: one pixel per colour. */
export async function cmykOf(colours: Iterable<Rgb>): Promise<Map<string, Cmyk>> {
  const unique = [...new Map([...colours].map((colour) => [key(colour), colour])).values()];
  const result = new Map<string, Cmyk>();
  if (unique.length === 0) return result;
  const pixels = Buffer.from(unique.flatMap((colour) => colour.map((part) => Math.round(part))));
  const converted = await sharp(pixels, { raw: { width: unique.length, height: 1, channels: 3 } })
    .toColourspace('cmyk')
    .raw()
    .toBuffer();
  unique.forEach((colour, index) => {
    const at = index * 4;
    result.set(
      key(colour),
      [0, 1, 2, 3].map(
        (channel) => Math.round((converted[at + channel]! / 255) * 1000) / 10,
      ) as Cmyk,
    );
  });
  return result;
}

/** A converted colour, or the naive formula for a colour the dry run did not see. */
export function lookUpCmyk(table: Map<string, Cmyk>, colour: Rgb): Cmyk {
  const found = table.get(key(colour));
  if (found) return found;
  const [r, g, b] = colour.map((part) => part / 255) as Rgb;
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 100];
  const part = (value: number) => Math.round(((1 - value - k) / (1 - k)) * 1000) / 10;
  return [part(r), part(g), part(b), Math.round(k * 1000) / 10];
}

/** A raster image as a CMYK JPEG (pdfkit embeds it as DeviceCMYK), flattened on white. */
export async function cmykJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .flatten({ background: '#ffffff' })
    .toColourspace('cmyk')
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
