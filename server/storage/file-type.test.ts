import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-type";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("sniffFileType", () => {
  it("knows PDF, PNG and JPEG by their magic bytes", () => {
    expect(sniffFileType(new TextEncoder().encode("%PDF-1.7\n"))?.type).toBe("application/pdf");
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.type).toBe(
      "image/png",
    );
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))?.type).toBe("image/jpeg");
  });

  it("refuses anything else, whatever its name claims", () => {
    expect(sniffFileType(new TextEncoder().encode("<html><script>"))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode("MZ\x90\x00"))).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
    expect(sniffFileType(bytes(0x25, 0x50, 0x44))).toBeNull();
  });
});
