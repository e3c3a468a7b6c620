/** The document types we accept, told by their first bytes, never by name or declared type. */
export type SniffedType = "application/pdf" | "image/jpeg" | "image/png";

const SIGNATURES: { type: SniffedType; ext: string; bytes: number[] }[] = [
  { type: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
];

export function sniffFileType(head: Uint8Array): { type: SniffedType; ext: string } | null {
  for (const signature of SIGNATURES) {
    if (signature.bytes.every((byte, i) => head[i] === byte)) {
      return { type: signature.type, ext: signature.ext };
    }
  }
  return null;
}
