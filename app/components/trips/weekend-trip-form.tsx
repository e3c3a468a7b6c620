import { Form } from "react-router";
import { DEFAULT_DIAL_CODE, DIAL_CODES } from "../../../common/dial-codes";
import { FORM_TOKEN_FIELD } from "../../../common/form-token";
import { useLocalePath } from "../../lib/locale";

export interface WeekendTripFormProps {
  destination: string;
  fromLoc: string;
  days: number;
  packageId?: number;
  /** Start dates offered, 'YYYY-MM-DD' with a label such as "Sat 28 Nov". */
  weekends: readonly { value: string; label: string }[];
  /** The form's one-time token: sending it twice creates one request. */
  formToken?: string;
}

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The weekend getaway form (browsing §3 payload, adults default 1). A plain form: a traveller's
 * request is made at once; a visitor continues on the full form with these values filled in.
 */
export function WeekendTripForm({
  destination,
  fromLoc,
  days,
  packageId,
  weekends,
  formToken,
}: WeekendTripFormProps) {
  const localize = useLocalePath();
  const id = `weekend-${packageId ?? destination.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Form
      method="post"
      action={localize("/requested_trips/weekend")}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      aria-label={`Plan a weekend in ${destination}`}
    >
      {formToken ? <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} /> : null}
      <input type="hidden" name="to_loc" value={destination} />
      <input type="hidden" name="from_loc" value={fromLoc} />
      <input type="hidden" name="trip_days" value={days} />
      <input type="hidden" name="trip_stage" value="weekend_getaway" />
      <input type="hidden" name="trip_origin_product" value="weekend" />
      {packageId ? <input type="hidden" name="trip_origin_package_id" value={packageId} /> : null}
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-date`} className="text-xs font-medium text-slate-700">
            Weekend
          </label>
          <select id={`${id}-date`} name="start_date" required className={field}>
            {weekends.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-adults`} className="text-xs font-medium text-slate-700">
            Adults
          </label>
          <input
            id={`${id}-adults`}
            name="adult"
            type="number"
            min={1}
            max={30}
            defaultValue={1}
            className={field}
          />
        </div>
      </div>
      <div className="grid grid-cols-[6.5rem_1fr] gap-2">
        <div>
          <label htmlFor={`${id}-isd`} className="text-xs font-medium text-slate-700">
            Code
          </label>
          <select
            id={`${id}-isd`}
            name="isd_code"
            defaultValue={DEFAULT_DIAL_CODE}
            className={field}
          >
            {DIAL_CODES.map((d) => (
              <option key={d.iso2} value={d.code}>
                {d.iso2} {d.code}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-xs font-medium text-slate-700">
            Mobile/Contact No.
          </label>
          <input
            id={`${id}-phone`}
            name="phone_no"
            type="tel"
            inputMode="numeric"
            pattern="\d{5,15}"
            title="Phone number not valid"
            required
            className={field}
          />
        </div>
      </div>
      <button
        type="submit"
        className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Plan this getaway
      </button>
    </Form>
  );
}
