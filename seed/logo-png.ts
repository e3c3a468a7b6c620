import { deflateSync } from "node:zlib";

// Agency logos drawn by the project for the demo (decision 0211): a rounded square in the
// agency's colour with its initials in white and a wave in its accent, encoded as a PNG by
// hand (zlib from Node, nothing downloaded, no image library).

/** 5×7 capital letters, one bit per pixel, top row first. */
const GLYPHS: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** A size×size RGBA PNG of the initials on the brand colour, a wave in the accent below. */
export function logoPng(initials: string, brand: string, accent: string, size = 192): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const [br, bg, bb] = rgb(brand);
  const [ar, ag, ab] = rgb(accent);
  const radius = size * 0.18;
  const set = (x: number, y: number, r: number, g: number, b: number, a = 255) => {
    const i = (y * size + x) * 4;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
    px[i + 3] = a;
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Rounded corners: outside the corner circles stays transparent.
      const cx = Math.min(Math.max(x + 0.5, radius), size - radius);
      const cy = Math.min(Math.max(y + 0.5, radius), size - radius);
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      if (d <= radius) set(x, y, br, bg, bb, Math.round(255 * Math.min(1, radius - d + 0.5)));
    }
  }
  const letters =
    initials
      .toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 2) || "T";
  const scale = Math.floor(size / (letters.length === 1 ? 9 : 14));
  const width = letters.length * 5 * scale + (letters.length - 1) * scale;
  const left = Math.round((size - width) / 2);
  const top = Math.round(size * 0.4 - (7 * scale) / 2);
  [...letters].forEach((letter, n) => {
    const rows = GLYPHS[letter] ?? GLYPHS.T ?? [];
    rows.forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (!((bits >> (4 - col)) & 1)) continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            set(left + n * 6 * scale + col * scale + dx, top + row * scale + dy, 255, 255, 255);
      }
    });
  });
  // A wave under the letters, in white where the accent equals the brand colour.
  const light = accent.toLowerCase() === brand.toLowerCase();
  const waveTop = Math.round(size * 0.74);
  for (let x = Math.round(size * 0.18); x < size * 0.82; x++) {
    const y = waveTop + Math.round(Math.sin((x / size) * Math.PI * 4) * size * 0.03);
    for (let t = 0; t < Math.max(3, size / 40); t++) {
      if (light) set(x, y + t, 255, 255, 255, 200);
      else set(x, y + t, ar, ag, ab);
    }
  }
  const raw = new Uint8Array(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    raw.set(px.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", new Uint8Array(0)),
    ]),
  );
}
