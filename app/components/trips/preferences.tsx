import { getFormProps, getSelectProps } from "@conform-to/react";
import { useLocation } from "react-router";
import { DEFAULT_DIAL_CODE, DIAL_CODES } from "../../../common/dial-codes";
import type { TripPhoneVerification } from "../../../common/phone-verification";
import type { TripView } from "../../../common/trip-views";
import {
  BUDGET_LABEL,
  BUDGET_MAX,
  BUDGET_MIN,
  PREFERENCE_KEYS,
  PREFERENCE_OPTIONS,
  type PreferenceKey,
  TripContactInput,
  TripPreferencesInput,
} from "../../../common/trips";
import { FieldError, FormError, SubmitButton, TextField } from "../auth/fields";
import { ChoiceGroup } from "./choice-group";
import { PhoneVerification } from "./phone-verification";
import { CloseLink, Popup, PopupLink, type PopupName } from "./popup";
import { budgetLabel, preferenceLabel, tripLinks } from "./trip-format";
import { type TripActionReply, useTripForm } from "./use-trip-form";

const PREFERENCE_TITLES: Record<PreferenceKey, string> = {
  hotels: "Hotels",
  flights: "Flights",
  cabs: "Transfers",
};

interface PreferencesCardProps {
  trip: TripView;
  onOpen: (name: PopupName) => void;
}

/**
 * What the traveller prefers, with the prompt the "missing preferences" rule asks for while the
 * request is open (a cancelled one has nothing to complete preferences for).
 */
export function PreferencesCard({ trip, onOpen }: PreferencesCardProps) {
  const prefs = trip.exclusive_preferences_values;
  const unset = PREFERENCE_KEYS.filter((key) => !prefs[key]).length + (trip.budget == null ? 1 : 0);
  return (
    <section
      aria-labelledby="preferences-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="preferences-title" className="text-lg font-bold text-slate-900">
          Your preferences
        </h2>
        <PopupLink
          name="editPref"
          onOpen={onOpen}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Edit preferences
        </PopupLink>
      </div>
      {trip.missing_preferences && tripLinks(trip.status, trip.allowed_actions).edit ? (
        <div
          data-testid="missing-preferences"
          className="mt-4 flex flex-col gap-3 rounded-2xl border border-sun-400/50 bg-sun-400/10 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold text-slate-900">
              {unset > 0 ? "Complete your preferences" : "Check your preferences before you book"}
            </p>
            <p className="mt-0.5 text-sm text-slate-700">
              {unset > 0
                ? `${unset} of 4 still open. Hotel category, flights, transfers and budget help agents quote what you want the first time.`
                : "Agents quote on these; keep them up to date until your trip is booked."}
            </p>
          </div>
          <PopupLink
            name="editPref"
            onOpen={onOpen}
            className="inline-flex shrink-0 justify-center rounded-full bg-sun-500 px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm hover:bg-sun-400"
          >
            {unset > 0 ? "Complete preferences" : "Review preferences"}
          </PopupLink>
        </div>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {PREFERENCE_KEYS.map((key) => (
          <Preference
            key={key}
            term={PREFERENCE_TITLES[key]}
            value={preferenceLabel(key, prefs[key])}
          />
        ))}
        <Preference term={BUDGET_LABEL} value={budgetLabel(trip.budget)} />
      </dl>
    </section>
  );
}

function Preference({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="rounded-2xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className={`mt-1 font-semibold ${value ? "text-slate-900" : "text-slate-500"}`}>
        {value ?? "Not set"}
      </dd>
    </div>
  );
}

interface DialogProps {
  trip: TripView;
  open: boolean;
  onClose: () => void;
  pageReply?: TripActionReply | null;
}

/** The editPref popup: hotels, flights, transfers and budget. */
export function PreferencesDialog({ trip, open, onClose, pageReply }: DialogProps) {
  const { pathname } = useLocation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      closeHref={pathname}
      title="Your travel preferences"
      description="Agents see these with your request and shape their quotes around them."
    >
      <PreferencesForm trip={trip} onDone={onClose} pageReply={pageReply} />
    </Popup>
  );
}

function PreferencesForm({
  trip,
  onDone,
  pageReply,
}: {
  trip: TripView;
  onDone: () => void;
  pageReply?: TripActionReply | null;
}) {
  const { pathname } = useLocation();
  const prefs = trip.exclusive_preferences_values;
  const { fetcher, form, fields, busy } = useTripForm("preferences", TripPreferencesInput, {
    pageReply,
    onSuccess: onDone,
    defaultValue: {
      hotels: prefs.hotels,
      flights: prefs.flights,
      cabs: prefs.cabs,
      budget: trip.budget == null ? undefined : String(trip.budget),
    },
  });
  return (
    <fetcher.Form method="post" action={pathname} {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value="preferences" />
      <FormError id={form.errorId} errors={form.errors} />
      <ChoiceGroup field={fields.hotels} legend="Hotels" options={PREFERENCE_OPTIONS.hotels} />
      <ChoiceGroup field={fields.flights} legend="Flights" options={PREFERENCE_OPTIONS.flights} />
      <ChoiceGroup field={fields.cabs} legend="Transfers" options={PREFERENCE_OPTIONS.cabs} />
      <div>
        <label htmlFor={fields.budget.id} className="block text-sm font-semibold text-slate-800">
          {BUDGET_LABEL} (₹)
        </label>
        <div className="relative mt-2">
          <span className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-slate-500">
            ₹
          </span>
          <input
            id={fields.budget.id}
            name={fields.budget.name}
            key={fields.budget.key}
            defaultValue={fields.budget.initialValue as string | undefined}
            type="number"
            inputMode="numeric"
            min={BUDGET_MIN}
            max={BUDGET_MAX}
            step={1}
            aria-invalid={fields.budget.errors ? true : undefined}
            aria-describedby={`${fields.budget.id}-hint${fields.budget.errors ? ` ${fields.budget.errorId}` : ""}`}
            className="block w-full rounded-lg border border-slate-300 py-2 pl-7 pr-3 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600"
          />
        </div>
        <p id={`${fields.budget.id}-hint`} className="mt-1 text-xs text-slate-500">
          For each traveller, in whole rupees (at least {budgetLabel(BUDGET_MIN)}).
        </p>
        <FieldError id={fields.budget.errorId} errors={fields.budget.errors} />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <CloseLink
          href={pathname}
          onClose={onDone}
          className="rounded-full px-5 py-2.5 text-center font-semibold text-slate-700 hover:bg-slate-100"
        >
          Not now
        </CloseLink>
        <div className="whitespace-nowrap sm:w-auto">
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save preferences
          </SubmitButton>
        </div>
      </div>
    </fetcher.Form>
  );
}

/** The contact number agents call, with its verified mark and the contactDetails popup. */
export function ContactRow({
  trip,
  onOpen,
  verification,
  pageReply,
}: PreferencesCardProps & {
  /** The owner's verification state (absent for anyone else): shows "Verify your number". */
  verification?: TripPhoneVerification | null;
  pageReply?: TripActionReply | null;
}) {
  return (
    <div className="mt-4 rounded-2xl bg-slate-50 px-4 py-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <p className="text-slate-500">Contact number</p>
        {trip.allowed_actions.includes("contact") ? (
          <PopupLink
            name="contactDetails"
            onOpen={onOpen}
            className="font-semibold text-brand-700 hover:underline"
          >
            Change<span className="sr-only"> contact number</span>
          </PopupLink>
        ) : null}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          {trip.isd_code} {trip.phone_no}
        </span>
        {trip.number_verified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-600/25">
            <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true" fill="none">
              <path
                d="m5 10.5 3.2 3L15 7"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            Verified
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-inset ring-slate-300">
            Not verified
          </span>
        )}
      </p>
      {verification ? (
        <PhoneVerification trip={trip} verification={verification} pageReply={pageReply} />
      ) : null}
    </div>
  );
}

/** The contactDetails popup: ISD code and phone number. */
export function ContactDialog({ trip, open, onClose, pageReply }: DialogProps) {
  const { pathname } = useLocation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      closeHref={pathname}
      title="Contact details"
      description="The number agents and our team call about this trip."
    >
      <ContactForm trip={trip} onDone={onClose} pageReply={pageReply} />
    </Popup>
  );
}

function ContactForm({
  trip,
  onDone,
  pageReply,
}: {
  trip: TripView;
  onDone: () => void;
  pageReply?: TripActionReply | null;
}) {
  const { pathname } = useLocation();
  const { fetcher, form, fields, busy } = useTripForm("contact", TripContactInput, {
    pageReply,
    onSuccess: onDone,
    defaultValue: { isd_code: trip.isd_code, phone_no: trip.phone_no },
  });
  const { key: isdKey, ...isdProps } = getSelectProps(fields.isd_code);
  return (
    <fetcher.Form method="post" action={pathname} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="contact" />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-[8rem_1fr] gap-2">
        <div>
          <label htmlFor={fields.isd_code.id} className="block text-sm font-medium text-slate-700">
            Country code
          </label>
          <select
            {...isdProps}
            key={isdKey}
            defaultValue={String(fields.isd_code.initialValue ?? DEFAULT_DIAL_CODE)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-2 text-slate-900"
          >
            {DIAL_CODES.map((d) => (
              <option key={d.iso2} value={d.code}>
                {d.iso2} {d.code}
              </option>
            ))}
          </select>
          <FieldError id={fields.isd_code.errorId} errors={fields.isd_code.errors} />
        </div>
        <TextField
          field={fields.phone_no}
          label="Mobile/Contact No."
          type="tel"
          autoComplete="tel-national"
        />
      </div>
      <p className="text-xs text-slate-500">
        A new number shows as not verified until it has been confirmed.
      </p>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <CloseLink
          href={pathname}
          onClose={onDone}
          className="rounded-full px-5 py-2.5 text-center font-semibold text-slate-700 hover:bg-slate-100"
        >
          Not now
        </CloseLink>
        <div className="whitespace-nowrap sm:w-auto">
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save number
          </SubmitButton>
        </div>
      </div>
    </fetcher.Form>
  );
}
