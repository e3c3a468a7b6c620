import { getFormProps, getInputProps } from "@conform-to/react";
import { useLocation } from "react-router";
import type { TripDocumentView } from "../../../common/trip-views";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, TripDocumentInput } from "../../../common/trips";
import { useLocalePath } from "../../lib/locale";
import { FieldError, FormError } from "../auth/fields";
import { When } from "../when";
import { fileKindLabel, fileSizeLabel } from "./trip-format";
import { type TripActionReply, useTripForm } from "./use-trip-form";

interface DocumentsCardProps {
  tripId: number;
  documents: readonly TripDocumentView[];
  pageReply?: TripActionReply | null;
  /** Staff see a traveller's documents but do not upload in their name (decision 0060). */
  canUpload?: boolean;
}

/** Passports, tickets, visas: uploaded to the request, downloadable by its parties only. */
export function DocumentsCard({
  tripId,
  documents,
  pageReply,
  canUpload = true,
}: DocumentsCardProps) {
  const { pathname } = useLocation();
  const localize = useLocalePath();
  const upload = useTripForm("upload", TripDocumentInput, {
    pageReply,
    onSuccess: () => upload.form.reset(),
  });
  const { fetcher, form, fields, busy } = upload;
  const { key: fileKey, ...fileProps } = getInputProps(fields.file, { type: "file" });
  return (
    <section
      aria-labelledby="documents-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="documents-title" className="text-lg font-bold text-slate-900">
        Documents
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Share ID proofs, flight tickets or visas with the agents planning this trip.
      </p>
      {documents.length ? (
        <ul className="mt-4 divide-y divide-slate-100 rounded-2xl ring-1 ring-inset ring-slate-200">
          {documents.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 px-4 py-3">
              <span
                aria-hidden="true"
                className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-[0.65rem] font-bold text-brand-800"
              >
                {fileKindLabel(doc.content_type)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{doc.name}</p>
                <p className="text-xs text-slate-500">
                  {fileKindLabel(doc.content_type)} · {fileSizeLabel(doc.size_bytes)} · added{" "}
                  <When at={doc.created_at} show="date" />
                </p>
              </div>
              <a
                href={localize(`/requested_trips/${tripId}/documents/${doc.id}`)}
                download
                className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-600/30 hover:bg-brand-50"
              >
                Download<span className="sr-only"> {doc.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">
          No documents yet.
        </p>
      )}
      {canUpload ? (
        <fetcher.Form
          method="post"
          action={pathname}
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-4 space-y-2"
        >
          <input type="hidden" name="intent" value="upload" />
          <FormError id={form.errorId} errors={form.errors} />
          <label htmlFor={fields.file.id} className="block text-sm font-medium text-slate-700">
            Add a document
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input
              {...fileProps}
              key={fileKey}
              accept={[".pdf", ".jpg", ".jpeg", ".png", ...DOCUMENT_TYPES].join(",")}
              aria-describedby={`${fields.file.id}-hint${fields.file.errors ? ` ${fields.file.errorId}` : ""}`}
              className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 text-sm text-slate-700 file:mr-3 file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
            />
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="shrink-0 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white shadow hover:bg-brand-800 disabled:opacity-60"
            >
              {busy ? "Uploading…" : "Upload"}
            </button>
          </div>
          <p id={`${fields.file.id}-hint`} className="text-xs text-slate-500">
            PDF, JPEG or PNG, up to {fileSizeLabel(DOCUMENT_MAX_BYTES)}.
          </p>
          <FieldError id={fields.file.errorId} errors={fields.file.errors} />
        </fetcher.Form>
      ) : null}
    </section>
  );
}
