import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { type AgencyBranding, AgencyBrandingInput, MAX_LOGO_BYTES } from "../../../common/branding";

// The agency's proposal branding on its own profile (decision 0211): logo, two colours that
// white text reads on, and the GSTIN its tax invoices print. Works before hydration.

type Reply =
  | { saved?: string; error?: string; branding?: SubmissionResult }
  | SubmissionResult
  | undefined;

const input = "mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm";
const button =
  "rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

export function AgencyBrandingForm({
  branding,
  reply,
}: {
  branding: AgencyBranding;
  reply: unknown;
}) {
  const r = (reply ?? {}) as Exclude<Reply, undefined> & {
    saved?: string;
    error?: string;
    branding?: SubmissionResult;
  };
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: r.branding ?? null,
    defaultValue: {
      brandColor: branding.brandColor,
      accentColor: branding.accentColor,
      gstin: branding.gstin,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AgencyBrandingInput }),
    shouldRevalidate: "onBlur",
  });
  const error = (e: string[] | undefined) =>
    e?.length ? (
      <span className="mt-1 block text-xs text-rose-700" role="alert">
        {e[0]}
      </span>
    ) : null;
  return (
    <section
      aria-labelledby="branding-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="branding-title" className="text-lg font-bold text-slate-900">
        Your proposals' branding
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Travellers see your logo and colours on every quote and its PDF; your GSTIN goes on your tax
        invoices. Only you see this section.
      </p>
      {r.saved ? (
        <p
          className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
          role="status"
        >
          {r.saved}
        </p>
      ) : null}
      {r.error ? (
        <p className="mt-3 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-800" role="alert">
          {r.error}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="logo" />
          <div className="flex items-center gap-3">
            {branding.logoUrl ? (
              <img
                src={branding.logoUrl}
                alt="Your current logo"
                width={64}
                height={64}
                className="h-16 w-16 rounded-xl border border-slate-200 object-contain"
              />
            ) : (
              <span className="grid h-16 w-16 place-items-center rounded-xl border border-dashed border-slate-300 text-xs text-slate-500">
                No logo
              </span>
            )}
            <label className="block flex-1 text-sm font-medium text-slate-800">
              Logo (PNG or JPEG, up to {MAX_LOGO_BYTES / 1024} KB)
              <input
                type="file"
                name="logo"
                accept="image/png,image/jpeg"
                required
                className="mt-1 block w-full text-sm"
              />
            </label>
          </div>
          <button type="submit" className={button} disabled={busy}>
            Upload logo
          </button>
        </Form>
        <Form method="post" className="space-y-3" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="branding" />
          <div className="grid grid-cols-2 gap-3">
            <label className="block text-sm font-medium text-slate-800">
              Brand colour
              <input
                {...getInputProps(fields.brandColor, { type: "text" })}
                className={input}
                placeholder="#0f766e"
              />
              {error(fields.brandColor.errors)}
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Accent colour
              <input
                {...getInputProps(fields.accentColor, { type: "text" })}
                className={input}
                placeholder="#9a3412"
              />
              {error(fields.accentColor.errors)}
            </label>
          </div>
          <p className="flex items-center gap-2 text-xs text-slate-500">
            <span
              className="inline-block h-5 w-10 rounded"
              style={{ backgroundColor: branding.brandColor }}
            />
            <span
              className="inline-block h-5 w-10 rounded"
              style={{ backgroundColor: branding.accentColor }}
            />
            As #rrggbb; each must be dark enough for white text (contrast 4.5:1).
          </p>
          <label className="block text-sm font-medium text-slate-800">
            GSTIN
            <input
              {...getInputProps(fields.gstin, { type: "text" })}
              maxLength={15}
              className={`${input} font-mono uppercase`}
              placeholder="32ABCDE1234F1Z9"
            />
            {error(fields.gstin.errors)}
          </label>
          <button type="submit" className={button} disabled={busy}>
            Save colours and GSTIN
          </button>
        </Form>
      </div>
    </section>
  );
}
