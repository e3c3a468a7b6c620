import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { plural } from "../../../common/format";
import type { QuoteDraftInput } from "../../../common/quotes-input";
import { FormError } from "../auth/fields";
import { BuilderInput, BuilderSelect, BuilderTextarea, fieldText } from "./builder-fields";
import { type DraftHotel, hotelRejectionLabel, STAR_OPTIONS } from "./builder-state";

/** A hotel the traveller turned down in a sent version, for the agent to answer. */
export interface HotelRejection {
  hotelKey: string;
  city: string;
  name: string;
  reason: string;
  otherReason: string;
}

export function HotelFields({
  hotel,
  index,
  readOnly,
  rejection,
  removeButton,
}: {
  hotel: FieldMetadata<DraftHotel, QuoteDraftInput, string[]>;
  index: number;
  readOnly: boolean;
  rejection: HotelRejection | undefined;
  removeButton: ReactNode;
}) {
  const h = hotel.getFieldset();
  const images = h.images.getFieldList();
  // Three image slots: saved ones plus blanks up to three (the schema allows six).
  const slots = Math.max(3, images.length);
  return (
    <fieldset
      className={`rounded-xl border p-4 ${index === 0 ? "border-brand-200 bg-brand-50/40" : "border-slate-200"}`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {index === 0 ? "Proposed hotel" : `Alternative ${index}`}
      </legend>
      {rejection ? (
        <p className="mb-3 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800 ring-1 ring-inset ring-rose-600/20">
          Rejected by the traveller: {hotelRejectionLabel(rejection.reason, rejection.otherReason)}
        </p>
      ) : null}
      <input type="hidden" name={h.hotelId.name} defaultValue={fieldText(h.hotelId)} />
      <input type="hidden" name={h.hotelKey.name} defaultValue={fieldText(h.hotelKey)} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <BuilderInput
          field={h.name}
          label="Hotel name"
          className="lg:col-span-2"
          readOnly={readOnly}
        />
        <BuilderInput field={h.city} label="City" readOnly={readOnly} />
        <BuilderSelect field={h.rating} label="Stars" options={STAR_OPTIONS} readOnly={readOnly} />
        <BuilderInput
          field={h.address}
          label="Address"
          className="sm:col-span-2"
          readOnly={readOnly}
        />
        <BuilderInput
          field={h.link}
          label="Link to the hotel"
          type="url"
          className="sm:col-span-2"
          readOnly={readOnly}
          placeholder="https://"
          hint={
            <p className="mt-1 text-xs text-slate-500">
              Travellers see the address on a "You are leaving Triphive" page before they go.
            </p>
          }
        />
        <BuilderTextarea
          field={h.description}
          label="Description"
          className="sm:col-span-2 lg:col-span-4"
          readOnly={readOnly}
          rows={2}
        />
      </div>
      <fieldset className="mt-3" aria-describedby={`${h.images.id}-hint`}>
        <legend className="text-xs font-medium text-slate-600">Pictures from Triphive</legend>
        <p id={`${h.images.id}-hint`} className="text-xs text-slate-500">
          Copy a picture's address from a Triphive hotel or package page and keep the part from
          /images/ on.
        </p>
        <div className="mt-1 grid gap-2 sm:grid-cols-3">
          {Array.from({ length: slots }, (_, i) => {
            const image = images[i];
            return (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions, not items.
                key={i}
                type="text"
                inputMode="url"
                name={`${h.images.name}[${i}]`}
                defaultValue={image ? fieldText(image) : ""}
                aria-label={`Image ${i + 1} URL`}
                aria-invalid={h.images.errors?.length ? true : undefined}
                aria-describedby={h.images.errors?.length ? h.images.errorId : undefined}
                readOnly={readOnly}
                placeholder="/images/…"
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 read-only:bg-slate-50 aria-[invalid=true]:border-red-600"
              />
            );
          })}
        </div>
        <FormError id={h.images.errorId} errors={h.images.errors} />
      </fieldset>
      {removeButton ? <div className="mt-3 flex justify-end">{removeButton}</div> : null}
    </fieldset>
  );
}

export function RejectionsNotice({ rejections }: { rejections: HotelRejection[] }) {
  return (
    <section
      aria-labelledby="rejections-title"
      className="rounded-2xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900"
    >
      <h2 id="rejections-title" className="font-bold">
        The traveller turned down {plural(rejections.length, "hotel")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {rejections.map((r) => (
          <li key={r.hotelKey}>
            {r.name}
            {r.city ? ` (${r.city})` : ""}: {hotelRejectionLabel(r.reason, r.otherReason)}
          </li>
        ))}
      </ul>
      <p className="mt-2">Offer another hotel and send a new version to answer.</p>
    </section>
  );
}
