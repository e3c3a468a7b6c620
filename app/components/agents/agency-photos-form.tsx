import { Form, useNavigation } from "react-router";
import {
  AGENCY_GALLERY_MAX,
  type AgencyPhotos,
  PHOTO_ALT_MAX,
  PHOTO_ALT_MIN,
  type PhotoRef,
} from "../../../common/photos";
import { Picture } from "../picture";

// The agency's own photos on its profile (decision 0241): a cover, replaced by a new upload, and
// a gallery of up to AGENCY_GALLERY_MAX more, each with the alt text the agency writes. Plain
// multipart forms: they work before hydration.

/** What the profile's action answers to these forms. */
export interface AgencyPhotosReply {
  saved?: string;
  error?: string;
}

const input =
  "mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none";
const button =
  "rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const removeButton =
  "rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-rose-50 hover:text-rose-800 disabled:opacity-60";

function UploadFields({ id, accept }: { id: string; accept: string }) {
  return (
    <>
      <label className="block text-sm font-medium text-slate-800" htmlFor={`${id}-alt`}>
        What the photo shows (alt text)
        <input
          id={`${id}-alt`}
          name="alt"
          required
          minLength={PHOTO_ALT_MIN}
          maxLength={PHOTO_ALT_MAX}
          placeholder="Our team on a houseboat in Alleppey"
          className={input}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800" htmlFor={`${id}-file`}>
        Photo
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          required
          accept={accept}
          className="mt-1 block w-full text-sm"
        />
      </label>
    </>
  );
}

function Thumb({ photo }: { photo: PhotoRef }) {
  return (
    <Picture photo={photo} sizes="8rem" className="h-20 w-32 shrink-0 rounded-lg sm:h-24 sm:w-36" />
  );
}

export function AgencyPhotosForm({
  photos,
  maxMegabytes,
  reply,
}: {
  photos: AgencyPhotos;
  maxMegabytes: number;
  reply: AgencyPhotosReply | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const accept = "image/jpeg,image/png,image/webp,image/avif";
  const full = photos.gallery.length >= AGENCY_GALLERY_MAX;
  // A new key after each change empties the file and alt fields of the form that was sent.
  const version = [photos.cover?.hash, ...photos.gallery.map((p) => p.hash)].join(".");
  return (
    <section
      aria-labelledby="agency-photos-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="agency-photos-title" className="text-lg font-bold text-slate-900">
        Your profile photos
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your cover photo heads this page and your card in "Agents who know"; the gallery shows below
        it. Your team, your office, a trip you ran: JPEG, PNG, WebP or AVIF, up to {maxMegabytes}{" "}
        MB, at least 320 pixels each way. Only you see this section.
      </p>
      {reply?.saved ? (
        <p
          className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
          role="status"
        >
          {reply.saved}
        </p>
      ) : null}
      {reply?.error ? (
        <p className="mt-3 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-800" role="alert">
          {reply.error}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Cover photo</h3>
          {photos.cover ? (
            <div className="flex flex-wrap items-center gap-3">
              <Thumb photo={photos.cover} />
              <Form method="post">
                <input type="hidden" name="intent" value="photo-remove" />
                <input type="hidden" name="place" value="cover" />
                <button type="submit" className={removeButton} disabled={busy}>
                  Remove cover
                </button>
              </Form>
            </div>
          ) : (
            <p className="grid h-20 w-32 place-items-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500 sm:h-24 sm:w-36">
              No cover yet
            </p>
          )}
          <Form
            key={`cover-${version}`}
            method="post"
            encType="multipart/form-data"
            className="space-y-3"
          >
            <input type="hidden" name="intent" value="photo" />
            <input type="hidden" name="place" value="cover" />
            <UploadFields id="cover" accept={accept} />
            <button type="submit" className={button} disabled={busy}>
              {photos.cover ? "Replace cover" : "Upload cover"}
            </button>
          </Form>
        </div>
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">
            Gallery ({photos.gallery.length} of {AGENCY_GALLERY_MAX})
          </h3>
          {photos.gallery.length ? (
            <ul className="space-y-2">
              {photos.gallery.map((photo) => (
                <li key={photo.slot} className="flex items-center gap-3">
                  <Thumb photo={photo} />
                  <span className="min-w-0 flex-1 text-xs text-slate-600">{photo.alt}</span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="photo-remove" />
                    <input type="hidden" name="place" value="gallery" />
                    <input type="hidden" name="slot" value={photo.slot} />
                    <button
                      type="submit"
                      className={removeButton}
                      disabled={busy}
                      aria-label={`Remove gallery photo: ${photo.alt}`}
                    >
                      Remove
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No gallery photos yet.</p>
          )}
          {full ? (
            <p className="text-sm text-slate-600">
              Your gallery is full: remove a photo to add another.
            </p>
          ) : (
            <Form
              key={`gallery-${version}`}
              method="post"
              encType="multipart/form-data"
              className="space-y-3"
            >
              <input type="hidden" name="intent" value="photo" />
              <input type="hidden" name="place" value="gallery" />
              <UploadFields id="gallery" accept={accept} />
              <button type="submit" className={button} disabled={busy}>
                Add to gallery
              </button>
            </Form>
          )}
        </div>
      </div>
    </section>
  );
}
