import { displayFileName } from "./display-name";
import type { StoredFile } from "./file-storage";

/** A stored file on its way to a party allowed to read it, under its display name. */
export interface FileDownload extends StoredFile {
  name: string;
  contentType: string;
}

/**
 * Served as an attachment, never rendered inline, with its sniffed type (decision 0021). The
 * body streams from the storage to the client, so a download holds a chunk, not the file, in
 * memory (decision 0196).
 */
export function downloadResponse(file: FileDownload): Response {
  // Names stored before display names were cleaned may still hold bidi controls.
  const name = displayFileName(file.name, file.contentType.split("/")[1] ?? "bin");
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.\- ]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
