import {
  type FieldMetadata,
  getFormProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { NOUNS, plural } from "../../../common/format";
import type { TotalsContext } from "../../../common/quote-costing";
import {
  type CancellationRule,
  EXCLUSION_OPTIONS,
  INCLUSION_OPTIONS,
  type QuotePricing,
} from "../../../common/quotes";
import { QUOTE_CURRENCIES, QuoteDraftInput } from "../../../common/quotes-input";

import { FormError } from "../auth/fields";
import { dayLabel } from "../trips/trip-format";
import { itineraryDate } from "./agent-format";
import { useAutosave } from "./builder-autosave";
import { CostingPanel } from "./builder-costing";
import { InsertFromLibrary, SaveDayToLibrary } from "./builder-day-library";
import {
  asItem,
  BuilderChecklist,
  BuilderInput,
  BuilderSelect,
  BuilderTextarea,
  fieldText,
  SMALL_BUTTON,
} from "./builder-fields";
import { HotelFields, type HotelRejection, RejectionsNotice } from "./builder-hotel-fields";
import { CatalogueHotelSearch, type HotelChoice } from "./builder-hotel-search";
import { ComputedPrice, PricingSummary, RefundPreview } from "./builder-pricing";
import {
  canAddAlternative,
  cityNamed,
  type DraftContent,
  type DraftDay,
  draftSummary,
  type FormDefaults,
  libraryDayAsDraft,
  liveTotals,
  newDay,
  newHotel,
  newStay,
  nightsCheck,
} from "./builder-state";
import {
  BUILDER_STEPS,
  type BuilderStep,
  nextStep,
  shortcutOf,
  stepOfField,
} from "./builder-steps";
import { BuilderSummary } from "./builder-summary";

export interface QuoteBuilderProps {
  quoteId: number;
  /** Taxes in force, travellers and exchange rate: what the live totals need. */
  totalsContext: TotalsContext;
  /** Today (ISO), for what is missing before sending. */
  today: string;
  /** Defaults of the form: the version being edited. */
  defaults: FormDefaults<DraftContent>;
  /** A sent version is read-only; only "Revise" makes a new draft from it. */
  readOnly: boolean;
  version: number;
  trip: {
    startDate: string | null;
    destinations: string[];
    adults: number;
    children: number;
    /** The catalogue cities of the trip's places: the days' city picker (decision 0227). */
    cities: { cityId: number; name: string }[];
  };
  /** What the server computed at the last save. */
  pricing: QuotePricing | null;
  savedPolicy: CancellationRule[];
  rejections: HotelRejection[];
  /** The action's answer to a refused save or a list change without JavaScript. */
  lastResult: SubmissionResult<string[]> | null;
}

const CURRENCY_OPTIONS = QUOTE_CURRENCIES.map((c) => ({ value: c, label: c }));

/**
 * The quote builder (issue 9 §3). One Conform form over QuoteDraftInput: adding, removing and
 * moving days, stays, hotels and cancellation rows are Conform's list intents, done in place
 * with JavaScript and by the server (a plain post that answers the form with the change)
 * without. Save posts `intent=save`; "Save and preview" posts `intent=preview`.
 */
export function QuoteBuilder({
  quoteId,
  totalsContext,
  today,
  defaults,
  readOnly,
  version,
  trip,
  pricing,
  savedPolicy,
  rejections,
  lastResult,
}: QuoteBuilderProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm<QuoteDraftInput, QuoteDraftInput>({
    id: `quote-builder-v${version}`,
    lastResult,
    // biome-ignore lint/suspicious/noExplicitAny: defaults are plain strings keyed by field name.
    defaultValue: defaults as any,
    constraint: getZodConstraint(QuoteDraftInput),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuoteDraftInput }),
  });
  const days = fields.days.getFieldList();
  const stays = fields.stays.getFieldList();
  const policy = fields.cancellationPolicy.getFieldList();
  const costLines = fields.costLines.getFieldList();
  const nights = nightsCheck(
    days.length,
    stays.map((s) => s.getFieldset().nights.value as string | undefined),
  );
  const firstCity = trip.cities[0]?.name ?? trip.destinations[0] ?? "";
  // A new day in a city of the trip carries the city's catalogue id.
  const dayIn = useCallback(
    (name: string) => newDay(name, String(cityNamed(trip.cities, name)?.cityId ?? "")),
    [trip.cities],
  );
  // A refused save may have its errors far down the page; the action bar says how many.
  const invalid = Object.values(form.allErrors).filter((errors) => errors.length > 0).length;
  const value = (form.value ?? {}) as Record<string, unknown>;
  const totals = liveTotals(value, totalsContext);
  const summary = draftSummary(value, today);
  const currency = totals.pricing.currency;
  const costed = costLines.length > 0;

  // Steps (decision 0209): before hydration every section shows and the form posts as before;
  // with JavaScript one step at a time, the summary beside it.
  const [step, setStep] = useState<BuilderStep | null>(null);
  useEffect(() => setStep((s) => s ?? "days"), []);
  const shown = (id: BuilderStep) => step === null || step === id;
  // A refused save opens the step of its first marked field.
  const firstError = Object.entries(form.allErrors).find(([, e]) => e.length > 0)?.[0];
  useEffect(() => {
    if (firstError) setStep(stepOfField(firstError));
  }, [firstError]);

  const citiesList = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useAutosave(formRef, readOnly);

  const addDay = useCallback(
    (copyOf?: number) => {
      const source =
        copyOf === undefined
          ? undefined
          : (value.days as Record<string, unknown>[] | undefined)?.[copyOf];
      form.insert({
        name: fields.days.name,
        index: copyOf === undefined ? undefined : copyOf + 1,
        defaultValue: asItem(
          source ? { ...source, tripDayId: "" } : dayIn(lastCity(days) ?? firstCity),
        ),
      });
      setStep("days");
    },
    [form, fields.days.name, value.days, days, firstCity, dayIn],
  );

  // Shortcuts: Alt+N a new day, Alt+D a copy of the day being edited (or the last), Alt+→ the
  // next step. Alt keeps them off the letters typed into the fields.
  useEffect(() => {
    if (readOnly) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      if (action === "next") setStep((s) => nextStep(s ?? "trip"));
      else if (action === "add-day") addDay();
      else {
        const active = document.activeElement?.getAttribute("name") ?? "";
        const match = /^days\[(\d+)\]/.exec(active);
        addDay(match ? Number(match[1]) : days.length - 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [readOnly, addDay, days.length]);

  const chooseHotel = (stayIndex: number, choice: HotelChoice) => {
    const stay = stays[stayIndex];
    if (!stay) return;
    const s = stay.getFieldset();
    const hotels = s.hotels.getFieldList();
    const index = choice.as === "proposed" ? 0 : hotels.length;
    const h = choice.hotel;
    const hotelValue = {
      hotelId: String(h.hotelId),
      name: h.name,
      city: h.city,
      rating: String(h.stars),
      address: h.address,
      description: h.description,
      images: [...h.images, "", "", ""].slice(0, Math.max(3, h.images.length)),
      link: h.link,
    };
    if (index < hotels.length) {
      form.update({ name: `${s.hotels.name}[${index}]`, value: hotelValue } as never);
    } else {
      form.insert({ name: s.hotels.name, defaultValue: hotelValue as never });
    }
    if (!s.cityId.value) form.update({ name: s.cityId.name, value: String(h.cityId) } as never);
    if (choice.as !== "proposed") return;
    // The proposed hotel's rate is the stay's net cost: its own line, kept by the stay's key.
    let key = String(s.quoteCityId.value ?? "");
    if (!key) {
      key = Math.random().toString(36).slice(2, 10);
      form.update({ name: s.quoteCityId.name, value: key } as never);
    }
    const lineId = `h${key}`;
    const nightsHere = Number(s.nights.value) || 1;
    const line = {
      lineId,
      kind: "hotel",
      label: `${h.name}, ${plural(nightsHere, NOUNS.night)} (${choice.option.room}, ${choice.option.boardName})`,
      netCost: String(Math.round(choice.option.totalMinor / 100)),
      markupType: "",
      markupValue: "",
    };
    const lines = (value.costLines as Record<string, unknown>[] | undefined) ?? [];
    const at = lines.findIndex((l) => l.lineId === lineId);
    if (at >= 0) form.update({ name: `${fields.costLines.name}[${at}]`, value: line } as never);
    else form.insert({ name: fields.costLines.name, defaultValue: line as never });
  };

  let nightsBefore = 0;
  const offsets = stays.map((st) => {
    const here = nightsBefore;
    nightsBefore += Number(st.getFieldset().nights.value) || 0;
    return here;
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="min-w-0 space-y-6">
        <FormError id={form.errorId} errors={form.errors} />

        {rejections.length > 0 ? <RejectionsNotice rejections={rejections} /> : null}

        {step === null ? null : (
          <nav
            aria-label="Builder steps"
            className="sticky top-0 z-20 -mx-4 overflow-x-auto bg-slate-50/95 px-4 py-2 backdrop-blur sm:mx-0"
          >
            <ol className="flex gap-1.5">
              {BUILDER_STEPS.map((st, i) => (
                <li key={st.id}>
                  <button
                    type="button"
                    aria-current={step === st.id ? "step" : undefined}
                    onClick={() => setStep(st.id)}
                    className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ${
                      step === st.id
                        ? "bg-brand-700 text-white"
                        : "bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100"
                    }`}
                  >
                    {i + 1}. {st.label}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
        )}

        <div hidden={!shown("trip")} className="space-y-6">
          <Panel
            title="Trip"
            subtitle="What the traveller reads first, and how long the offer stands"
          >
            <div className="grid gap-4 lg:grid-cols-[1fr_14rem]">
              <BuilderTextarea
                field={fields.description}
                label="Description for the traveller"
                readOnly={readOnly}
                rows={4}
              />
              <BuilderInput
                field={fields.validUntil}
                label="Quote valid until"
                type="date"
                readOnly={readOnly}
              />
            </div>
          </Panel>
        </div>

        <div hidden={!shown("days")} className="space-y-6">
          <Panel title="Itinerary" subtitle={`${days.length} days · ${nights.available} nights`}>
            <FormError id={fields.days.errorId} errors={fields.days.errors} />
            <ol className="space-y-4">
              {days.map((day, index) => {
                const d = day.getFieldset();
                const date = itineraryDate(trip.startDate, index);
                return (
                  <li
                    key={day.key}
                    className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="text-sm font-bold text-slate-900">
                        Day {index + 1}
                        <span className="ml-2 font-normal text-slate-500">
                          {date ? dayLabel(date) : "Date follows the trip's start"}
                        </span>
                      </h3>
                      {readOnly ? null : (
                        <div className="flex flex-wrap gap-1.5">
                          <SaveDayToLibrary
                            day={(value.days as Record<string, string>[] | undefined)?.[index]}
                            dayNumber={index + 1}
                          />
                          <button
                            className={SMALL_BUTTON}
                            disabled={index === 0}
                            {...form.reorder.getButtonProps({
                              name: fields.days.name,
                              from: index,
                              to: index - 1,
                            })}
                            aria-label={`Move day ${index + 1} up`}
                          >
                            ↑ Up
                          </button>
                          <button
                            className={SMALL_BUTTON}
                            disabled={index === days.length - 1}
                            {...form.reorder.getButtonProps({
                              name: fields.days.name,
                              from: index,
                              to: index + 1,
                            })}
                            aria-label={`Move day ${index + 1} down`}
                          >
                            ↓ Down
                          </button>
                          <button
                            className={`${SMALL_BUTTON} text-rose-700`}
                            disabled={days.length === 1}
                            {...form.remove.getButtonProps({ name: fields.days.name, index })}
                            aria-label={`Remove day ${index + 1}`}
                          >
                            Remove
                          </button>
                        </div>
                      )}
                    </div>
                    <input
                      type="hidden"
                      name={d.tripDayId.name}
                      defaultValue={fieldText(d.tripDayId)}
                    />
                    <input type="hidden" name={d.cityId.name} defaultValue={fieldText(d.cityId)} />
                    <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
                      <BuilderInput
                        field={d.cityName}
                        label="City"
                        readOnly={readOnly}
                        list={trip.cities.length ? citiesList : undefined}
                        onValueChange={(name) => {
                          // A city of the trip picked or typed: its catalogue id goes with it.
                          const city = cityNamed(trip.cities, name);
                          const id = city ? String(city.cityId) : "";
                          if (id !== String(d.cityId.value ?? ""))
                            form.update({ name: d.cityId.name, value: id } as never);
                        }}
                      />
                      <BuilderInput
                        field={d.title}
                        label="Title"
                        readOnly={readOnly}
                        placeholder="Arrival in Kochi, Fort Kochi walk"
                      />
                      <BuilderTextarea
                        field={d.description}
                        label="What the day holds"
                        className="sm:col-span-2"
                        readOnly={readOnly}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
            {trip.cities.length ? (
              <datalist id={citiesList}>
                {trip.cities.map((c) => (
                  <option key={c.cityId} value={c.name} />
                ))}
              </datalist>
            ) : null}
            {readOnly ? null : (
              <button
                className={`${SMALL_BUTTON} mt-4`}
                {...form.insert.getButtonProps({
                  name: fields.days.name,
                  defaultValue: asItem(dayIn(lastCity(days) ?? firstCity)),
                })}
              >
                + Add a day
              </button>
            )}
            {readOnly ? null : (
              <InsertFromLibrary
                initialQuery={trip.destinations.join(" ")}
                dayCount={days.length}
                onInsert={(libraryDay, at) => {
                  const day = asItem(libraryDayAsDraft(libraryDay));
                  if (at.mode === "replace") {
                    form.update({ name: `${fields.days.name}[${at.index}]`, value: day });
                  } else {
                    form.insert({ name: fields.days.name, index: at.index + 1, defaultValue: day });
                  }
                }}
              />
            )}
            {readOnly ? null : (
              <p className="mt-2 text-xs text-slate-500">
                Shortcuts: Alt+N adds a day, Alt+D copies the day you are in, Alt+→ goes to the next
                step.
              </p>
            )}
          </Panel>
        </div>

        <div hidden={!shown("hotels")} className="space-y-6">
          <Panel
            title="Hotels"
            subtitle="One stay per city, with the proposed hotel and up to two alternatives"
          >
            <p
              className={`rounded-lg px-3 py-2 text-sm ${
                nights.state === "over"
                  ? "bg-rose-50 text-rose-800"
                  : nights.state === "under"
                    ? "bg-amber-50 text-amber-900"
                    : "bg-emerald-50 text-emerald-800"
              }`}
            >
              Stays cover {nights.booked} of {nights.available} nights
              {nights.state === "over" ? ": more nights than the trip has." : "."}
            </p>
            <FormError id={fields.stays.errorId} errors={fields.stays.errors} />
            <ol className="mt-4 space-y-5">
              {stays.map((stay, stayIndex) => {
                const s = stay.getFieldset();
                const hotels = s.hotels.getFieldList();
                return (
                  <li key={stay.key} className="rounded-2xl border border-slate-200 p-4">
                    <div className="flex flex-wrap items-end gap-3">
                      <input
                        type="hidden"
                        name={s.quoteCityId.name}
                        defaultValue={fieldText(s.quoteCityId)}
                      />
                      <input
                        type="hidden"
                        name={s.cityId.name}
                        defaultValue={fieldText(s.cityId)}
                      />
                      <BuilderInput
                        field={s.city}
                        label={`Stay ${stayIndex + 1}: city`}
                        className="min-w-0 flex-1"
                        readOnly={readOnly}
                      />
                      <BuilderInput
                        field={s.nights}
                        label="Nights"
                        type="number"
                        className="w-24"
                        readOnly={readOnly}
                      />
                      {readOnly ? null : (
                        <button
                          className={`${SMALL_BUTTON} mb-1 text-rose-700`}
                          {...form.remove.getButtonProps({
                            name: fields.stays.name,
                            index: stayIndex,
                          })}
                        >
                          Remove stay
                        </button>
                      )}
                    </div>
                    <FormError id={s.hotels.errorId} errors={s.hotels.errors} />
                    {readOnly ? null : (
                      <CatalogueHotelSearch
                        quoteId={quoteId}
                        city={String(s.city.value ?? "")}
                        cityId={String(s.cityId.value ?? "")}
                        nights={Number(s.nights.value) || 1}
                        offset={offsets[stayIndex] ?? 0}
                        stars={String(hotels[0]?.getFieldset().rating.value ?? "")}
                        canAddAlternative={canAddAlternative(hotels.length)}
                        onChoose={(choice) => chooseHotel(stayIndex, choice)}
                      />
                    )}
                    <ul className="mt-4 grid gap-4 lg:grid-cols-1">
                      {hotels.map((hotel, hotelIndex) => (
                        <li key={hotel.key}>
                          <HotelFields
                            hotel={hotel}
                            index={hotelIndex}
                            readOnly={readOnly}
                            rejection={rejections.find(
                              (r) =>
                                r.hotelKey && r.hotelKey === hotel.getFieldset().hotelKey.value,
                            )}
                            removeButton={
                              readOnly || hotelIndex === 0 ? null : (
                                <button
                                  className={`${SMALL_BUTTON} text-rose-700`}
                                  {...form.remove.getButtonProps({
                                    name: s.hotels.name,
                                    index: hotelIndex,
                                  })}
                                >
                                  Remove alternative
                                </button>
                              )
                            }
                          />
                        </li>
                      ))}
                    </ul>
                    {readOnly || !canAddAlternative(hotels.length) ? null : (
                      <button
                        className={`${SMALL_BUTTON} mt-3`}
                        {...form.insert.getButtonProps({
                          name: s.hotels.name,
                          defaultValue: asItem(newHotel(String(s.city.value ?? ""))),
                        })}
                      >
                        + Add an alternative hotel
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
            {readOnly ? null : (
              <button
                className={`${SMALL_BUTTON} mt-4`}
                {...form.insert.getButtonProps({
                  name: fields.stays.name,
                  defaultValue: asItem(newStay(firstCity)),
                })}
              >
                + Add a city stay
              </button>
            )}
          </Panel>
        </div>

        <div hidden={!shown("inclusions")} className="space-y-6">
          <Panel title="Inclusions and exclusions">
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="space-y-3">
                <BuilderChecklist
                  field={fields.inclusions}
                  legend="Included"
                  options={INCLUSION_OPTIONS}
                  readOnly={readOnly}
                />
                <BuilderTextarea
                  field={fields.inclusionsText}
                  label="Anything else included"
                  readOnly={readOnly}
                  rows={2}
                />
              </div>
              <div className="space-y-3">
                <BuilderChecklist
                  field={fields.exclusions}
                  legend="Not included"
                  options={EXCLUSION_OPTIONS}
                  readOnly={readOnly}
                />
                <BuilderTextarea
                  field={fields.exclusionsText}
                  label="Anything else not included"
                  readOnly={readOnly}
                  rows={2}
                />
              </div>
            </div>
          </Panel>

          <Panel title="Transport and notes">
            <div className="grid gap-4 lg:grid-cols-2">
              <BuilderTextarea
                field={fields.cabsText}
                label="Cabs"
                readOnly={readOnly}
                placeholder="Private AC sedan for all transfers and sightseeing"
              />
              <BuilderTextarea
                field={fields.flightsText}
                label="Flights"
                readOnly={readOnly}
                placeholder="Not included; we can book Delhi–Kochi on request"
              />
            </div>
          </Panel>
        </div>

        <div hidden={!shown("price")} className="space-y-6">
          <Panel title="Costing" subtitle="Net costs and markup: seen by your agency only">
            <CostingPanel
              form={form}
              lines={costLines}
              linesField={fields.costLines}
              markupType={fields.markupType}
              markupValue={fields.markupValue}
              summary={totals.costing}
              currency={currency}
              readOnly={readOnly}
            />
          </Panel>

          <Panel title="Price">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {costed ? (
                <>
                  <ComputedPrice
                    name={fields.pricePerAdult.name}
                    label="Price per adult"
                    value={totals.costing?.sellingPerPerson ?? 0}
                    currency={currency}
                  />
                  <ComputedPrice
                    name={fields.pricePerChild.name}
                    label="Price per child"
                    value={totals.costing?.sellingPerPerson ?? 0}
                    currency={currency}
                  />
                </>
              ) : (
                <>
                  <BuilderInput
                    field={fields.pricePerAdult}
                    label="Price per adult"
                    type="number"
                    min={1}
                    readOnly={readOnly}
                  />
                  <BuilderInput
                    field={fields.pricePerChild}
                    label="Price per child"
                    type="number"
                    min={0}
                    readOnly={readOnly}
                  />
                </>
              )}
              <BuilderSelect
                field={fields.currency}
                label="Currency"
                options={CURRENCY_OPTIONS}
                readOnly={readOnly}
              />
              <BuilderInput
                field={fields.discount}
                label="Discount (whole amount)"
                type="number"
                min={0}
                readOnly={readOnly}
              />
            </div>
            <p className="mt-2 text-xs text-slate-500">
              {plural(trip.adults, "adult")}
              {trip.children ? `, ${plural(trip.children, NOUNS.child)}` : ""} on this request.
              Totals follow as you type, by the same rules Triphive prices the quote with on save.
            </p>
            <PricingSummary pricing={totals.pricing} title="Totals as typed" />
          </Panel>

          <Panel title="Cancellation">
            <h3 className="text-sm font-semibold text-slate-800">Cancellation policy</h3>
            <p className="text-xs text-slate-500">
              Refund of the total when the traveller cancels at least so many days before travel.
            </p>
            <FormError
              id={fields.cancellationPolicy.errorId}
              errors={fields.cancellationPolicy.errors}
            />
            <ul className="mt-3 space-y-2">
              {policy.map((rule, index) => {
                const r = rule.getFieldset();
                return (
                  <li key={rule.key} className="flex flex-wrap items-end gap-3">
                    <BuilderInput
                      field={r.daysBefore}
                      label="Days before travel"
                      type="number"
                      min={0}
                      className="w-36"
                      readOnly={readOnly}
                    />
                    <BuilderInput
                      field={r.refundPercent}
                      label="Refund %"
                      type="number"
                      min={0}
                      max={100}
                      className="w-28"
                      readOnly={readOnly}
                    />
                    {readOnly ? null : (
                      <button
                        className={`${SMALL_BUTTON} mb-1 text-rose-700`}
                        {...form.remove.getButtonProps({
                          name: fields.cancellationPolicy.name,
                          index,
                        })}
                      >
                        Remove
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            {readOnly ? null : (
              <button
                className={`${SMALL_BUTTON} mt-3`}
                {...form.insert.getButtonProps({
                  name: fields.cancellationPolicy.name,
                  defaultValue: asItem({ daysBefore: "", refundPercent: "" }),
                })}
              >
                + Add a cancellation rule
              </button>
            )}
            <RefundPreview policy={savedPolicy} pricing={pricing} />
          </Panel>
        </div>

        <div hidden={!shown("preview")} className="space-y-6">
          <Panel title="Preview and send" subtitle="The traveller's page, before anything is sent">
            {summary.missing.length ? (
              <ul className="list-disc pl-5 text-sm text-amber-900">
                {summary.missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-700">
                Nothing is missing. Save and preview to see the quote as the traveller will, then
                send it from there.
              </p>
            )}
          </Panel>
        </div>

        {readOnly ? null : (
          // A bar across the column, stuck to the bottom of the screen (decision 0205): on a phone
          // the draft's state takes its own line and the two buttons share the next, so neither
          // is left alone over the form.
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
            {invalid > 0 ? (
              <span
                role="alert"
                className="basis-full text-sm font-medium text-rose-700 sm:mr-auto sm:basis-auto"
              >
                {invalid} field{invalid === 1 ? " needs" : "s need"} attention: see the marked
                fields.
              </span>
            ) : (
              <span className="basis-full text-xs text-slate-500 sm:mr-auto sm:basis-auto">
                Version {version} · draft
              </span>
            )}
            {step !== null && step !== "preview" ? (
              <button
                type="button"
                onClick={() => setStep(nextStep(step))}
                className="flex-1 rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 sm:flex-none"
              >
                Next step
              </button>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="save"
              disabled={busy}
              className="flex-1 rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 sm:flex-none"
            >
              Save draft
            </button>
            <button
              type="submit"
              name="intent"
              value="preview"
              disabled={busy}
              className="flex-1 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800 disabled:opacity-60 sm:flex-none"
            >
              Save and preview
            </button>
          </div>
        )}
      </Form>
      <BuilderSummary
        summary={summary}
        totals={totals}
        currency={currency}
        save={save}
        readOnly={readOnly}
      />
    </div>
  );
}

/** The price a costing sets: shown, and posted for the form's rules (the server recomputes). */

function lastCity(days: FieldMetadata<DraftDay, QuoteDraftInput, string[]>[]): string | undefined {
  const last = days[days.length - 1];
  const value = last?.getFieldset().cityName.value;
  return typeof value === "string" && value ? value : undefined;
}

function Panel({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {subtitle ? <p className="text-sm text-slate-500">{subtitle}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
