import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PHOTO_LIMITS,
  PhotoRejected,
  photoHash,
  processPhoto,
  sniffImage,
} from "./photo-process";

// The photo pipeline's checks and variants (decision 0219): content decides what is an image,
// metadata (camera GPS) never survives, the picture is turned upright, nothing is upscaled.

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6f97" } });

/** A JPEG from a phone: turned on its side (orientation 6) and carrying a GPS position. */
async function phoneJpeg(width = 1000, height = 500): Promise<Uint8Array> {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "9/1 58/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "76/1 15/1 0/1",
      },
    })
    .toBuffer();
}

/** The EXIF GPS pointer tag (0x8825), in either byte order. */
const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(
    exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))),
  );

async function rejection(bytes: Uint8Array, limits = DEFAULT_PHOTO_LIMITS) {
  try {
    await processPhoto(bytes, limits);
  } catch (error) {
    if (error instanceof PhotoRejected) return error.problem;
    throw error;
  }
  return null;
}

describe("sniffImage", () => {
  it("knows JPEG, PNG, WebP and AVIF by their first bytes, and nothing else", async () => {
    const png = await solid(8, 8).png().toBuffer();
    const webp = await solid(8, 8).webp().toBuffer();
    const avif = await solid(64, 64).avif().toBuffer();
    const jpeg = await solid(8, 8).jpeg().toBuffer();
    const gif = await solid(8, 8).gif().toBuffer();
    expect([jpeg, png, webp, avif].map((b) => sniffImage(b.subarray(0, 16)))).toEqual([
      "jpeg",
      "png",
      "webp",
      "avif",
    ]);
    expect(sniffImage(gif.subarray(0, 16))).toBeNull();
    expect(
      sniffImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).toBeNull();
  });
});

describe("processPhoto", () => {
  it("refuses what is not an image, whatever it is called", async () => {
    expect(await rejection(new TextEncoder().encode("%PDF-1.7 not a photo at all"))).toBe(
      "not-an-image",
    );
    const svg = await sharp(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"/>'),
    );
    expect(await rejection(await svg.gif().toBuffer())).toBe("not-an-image");
  });

  it("refuses a JPEG whose body is cut off (the whole image must decode)", async () => {
    const whole = await sharp({
      create: {
        width: 900,
        height: 700,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    expect(await rejection(whole.subarray(0, Math.floor(whole.length / 2)))).toBe("not-an-image");
  });

  it("refuses a file over the byte limit, one too small and one with too many pixels", async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    expect(await rejection(jpeg, { ...DEFAULT_PHOTO_LIMITS, maxBytes: jpeg.length - 1 })).toBe(
      "too-large",
    );
    expect(await rejection(await solid(300, 600).jpeg().toBuffer())).toBe("too-small");
    expect(await rejection(jpeg, { ...DEFAULT_PHOTO_LIMITS, maxPixels: 800 * 600 - 1 })).toBe(
      "too-many-pixels",
    );
  });

  it("drops EXIF (the GPS position) and turns the photo upright", async () => {
    const upload = await phoneJpeg(1000, 500);
    const before = await sharp(upload).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsTag(before.exif)).toBe(true);

    const photo = await processPhoto(upload);
    // Orientation 6: the 1000×500 file is shown 500 wide and 1000 high.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 500, height: 1000 });
    for (const variant of photo.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(hasGpsTag(meta.exif)).toBe(false);
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
    }
  });

  it("makes AVIF, WebP and JPEG at every width up to the original's, never wider", async () => {
    const upload = await solid(1100, 733).png().toBuffer();
    const photo = await processPhoto(upload);
    expect(photo.hash).toBe(photoHash(upload));
    expect(photo.hash).toMatch(/^[a-f0-9]{32}$/);
    const widths = [...new Set(photo.variants.map((v) => v.width))];
    expect(widths).toEqual([320, 640, 960, 1100]);
    for (const variant of photo.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format === "jpeg" ? "jpg" : meta.format).toBe(
        variant.format,
      );
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.height);
      expect(variant.height).toBe(Math.round((733 * variant.width) / 1100));
    }
    expect(photo.variants.filter((v) => v.format === "avif")).toHaveLength(4);
  });

  it("stops at the largest width set for a bigger original", async () => {
    const photo = await processPhoto(await solid(2400, 1200).webp().toBuffer());
    expect([...new Set(photo.variants.map((v) => v.width))]).toEqual([320, 640, 960, 1280, 1600]);
    expect(photo.width).toBe(2400);
  });
});
