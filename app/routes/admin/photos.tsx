import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import {
  PHOTO_ALT_MAX,
  PHOTO_SUBJECT_KINDS,
  type PhotoRef,
  photoUrl,
} from "../../../common/photos";
import { privateHeaders, REPLACE } from "../../lib/agent-workspace.server";
import { messageRefusal } from "../../lib/auth.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/photos";

// Staff photos (issue 30 part 1, decision 0219): destinations without a photo first, an upload
// with alt text for each, replace and remove; any other catalogue subject by its kind and id.

export const meta: Route.MetaFunction = () => [
  { title: "Photos | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "photos.manage");
  const flash = readFlash(request);
  const list = await context.services.catalog.destinationSearchList();
  const destinations = list.searchableDestinations;
  // One targeted query: the photos of these destinations, not a scan of every subject.
  const photos = await context.services.photos.photosOf(
    "destination",
    destinations.map((d) => d.value),
  );
  const rows = destinations
    .map((d) => ({ slug: d.value, name: d.label, photo: photos.get(d.value) ?? null }))
    // Those lacking a photo first, each group in the catalogue's order (most popular first).
    .sort((a, b) => Number(Boolean(a.photo)) - Number(Boolean(b.photo)));
  return data(
    {
      rows,
      missing: rows.filter((r) => !r.photo).length,
      maxMegabytes: Math.floor(context.services.photos.limits.maxBytes / (1024 * 1024)),
      flash: flash.message,
    },
    { headers: flash.headers },
  );
}

const Subject = z.object({
  kind: z.enum(PHOTO_SUBJECT_KINDS),
  subjectId: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Give the subject's slug or number.")
    .max(80),
});
const Upload = Subject.extend({
  alt: z
    .string()
    .trim()
    .min(3, "Describe what the photo shows (alt text).")
    .max(PHOTO_ALT_MAX, `Alt text: at most ${PHOTO_ALT_MAX} characters.`),
  file: z.instanceof(File, { message: "Choose a photo to upload." }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, "photos.manage");
  const form = await request.formData();
  const back = new URL(request.url).pathname;
  if (form.get("intent") === "remove") {
    const parsed = Subject.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw data(null, { status: 400 });
    try {
      await context.services.photos.remove(user, parsed.data.kind, parsed.data.subjectId);
    } catch (error) {
      return messageRefusal(error);
    }
    return redirectWithFlash(back, "photoRemoved", REPLACE);
  }
  const parsed = Upload.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "Check the form." }, { status: 400 });
  const { file, ...input } = parsed.data;
  if (file.size === 0) return data({ error: "Choose a photo to upload." }, { status: 400 });
  if (file.size > context.services.photos.limits.maxBytes)
    return data({ error: "This file is too large." }, { status: 422 });
  try {
    await context.services.photos.upload(user, {
      ...input,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
  } catch (error) {
    return messageRefusal(error);
  }
  return redirectWithFlash(back, "photoUploaded", REPLACE);
}

const input =
  "mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none";
const button =
  "rounded-xl bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

function Thumb({ photo }: { photo: PhotoRef }) {
  return (
    <img
      src={photoUrl(photo.hash, photo.widths[0] ?? photo.width, "jpg")}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      className="h-16 w-24 rounded-lg bg-slate-200 object-cover"
    />
  );
}

function UploadFields({ idPrefix, required = true }: { idPrefix: string; required?: boolean }) {
  return (
    <>
      <label className="block text-xs font-semibold text-slate-700" htmlFor={`${idPrefix}-alt`}>
        Alt text
        <input
          id={`${idPrefix}-alt`}
          name="alt"
          required={required}
          minLength={3}
          maxLength={PHOTO_ALT_MAX}
          placeholder="What the photo shows"
          className={input}
        />
      </label>
      <label className="block text-xs font-semibold text-slate-700" htmlFor={`${idPrefix}-file`}>
        Photo file
        <input
          id={`${idPrefix}-file`}
          name="file"
          type="file"
          required={required}
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="mt-1 block w-full text-sm"
        />
      </label>
    </>
  );
}

export default function PhotosPage({ loaderData }: Route.ComponentProps) {
  const { rows, missing, maxMegabytes, flash } = loaderData;
  const reply = useActionData<typeof action>();
  const error = reply && "error" in reply ? reply.error : null;
  const busy = useNavigation().state === "submitting";
  const localize = useLocalePath();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <Link to={localize("/admin")} className="hover:text-brand-700 hover:underline">
            Operations
          </Link>{" "}
          / <span className="font-medium text-slate-700">Photos</span>
        </nav>
        <h1 className="text-2xl font-extrabold text-slate-900">Photos</h1>
        <p className="mb-5 mt-1 text-sm text-slate-600">
          JPEG, PNG, WebP or AVIF, at least 320 pixels wide and high, up to {maxMegabytes} MB.
          Location and camera data are removed; pages show the new photo at once.
        </p>
        {flash ? (
          <p
            role="status"
            className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
          >
            {flash}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <section
            aria-labelledby="destinations-title"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="destinations-title" className="text-base font-bold text-slate-900">
              Destinations{" "}
              <span className="font-normal text-slate-500">
                ({missing} of {rows.length} without a photo)
              </span>
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {rows.map((row) => (
                <li key={row.slug} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
                  <div className="flex w-full items-center gap-3 sm:w-56 sm:shrink-0">
                    {row.photo ? (
                      <Thumb photo={row.photo} />
                    ) : (
                      <span className="flex h-16 w-24 items-center justify-center rounded-lg bg-amber-50 text-xs font-semibold text-amber-800">
                        No photo
                      </span>
                    )}
                    <span className="font-semibold text-slate-900">{row.name}</span>
                  </div>
                  <Form
                    method="post"
                    encType="multipart/form-data"
                    aria-label={`Photo of ${row.name}`}
                    className="grid flex-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                  >
                    <input type="hidden" name="kind" value="destination" />
                    <input type="hidden" name="subjectId" value={row.slug} />
                    <UploadFields idPrefix={`d-${row.slug}`} />
                    <button type="submit" disabled={busy} className={button}>
                      {row.photo ? "Replace" : "Upload"}
                    </button>
                  </Form>
                  {row.photo ? (
                    <Form method="post" aria-label={`Remove the photo of ${row.name}`}>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="kind" value="destination" />
                      <input type="hidden" name="subjectId" value={row.slug} />
                      <button
                        type="submit"
                        disabled={busy}
                        className="rounded-xl border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                      >
                        Remove
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="other-title"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="other-title" className="text-base font-bold text-slate-900">
              Another subject
            </h2>
            <p className="mt-1 text-xs text-slate-500">
              A city or place by its slug, a package or hotel by its number.
            </p>
            <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
              <label className="block text-xs font-semibold text-slate-700" htmlFor="o-kind">
                Kind
                <select id="o-kind" name="kind" className={input} defaultValue="hotel">
                  {(["city", "place", "package", "hotel"] as const).map((k) => (
                    <option key={k} value={k}>
                      {k}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-xs font-semibold text-slate-700" htmlFor="o-subject">
                Slug or number
                <input id="o-subject" name="subjectId" required className={input} />
              </label>
              <UploadFields idPrefix="o" />
              <button type="submit" disabled={busy} className={button}>
                Upload
              </button>
            </Form>
          </section>
        </div>
      </div>
    </div>
  );
}
