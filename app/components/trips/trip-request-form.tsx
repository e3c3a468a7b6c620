import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { DEFAULT_DIAL_CODE, DIAL_CODES } from "../../../common/dial-codes";
import { FORM_TOKEN_FIELD } from "../../../common/form-token";
import {
  type AccountMode,
  accountModeOf,
  stepOfField,
  TRIP_FORM_STEPS,
  type TripFormMode,
  tripRequestSchema,
} from "../../../common/trip-request-form";
import {
  ATTRIBUTION_KEYS,
  BUDGET_LABEL,
  DURATION_OPTIONS,
  TRIP_TYPE_OPTIONS,
} from "../../../common/trips";
import { useLocalePath } from "../../lib/locale";

export interface TripRequestFormProps {
  /** 'signed_in' hides the account step's panels; guests choose sign up or sign in. */
  mode: TripFormMode;
  destinations: { value: string; label: string }[];
  months: { value: string; label: string }[];
  defaults: Record<string, string | string[]>;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  /** Where the sign-in link of a guest should come back to. */
  returnTo?: string;
  /** A creating form's one-time token: sending it twice creates one request. */
  formToken?: string;
  children?: ReactNode;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";
const chipClass =
  "flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40";

function asList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function ErrorText({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  );
}

/** Without JavaScript: every step on one page, no stepper, no Next, the submit button. */
const NO_SCRIPT_STEPS =
  ".trip-form fieldset.hidden{display:block}.trip-form .js-only{display:none}.trip-form .no-js-only{display:inline-block}";

/**
 * The trip request form: one plain form, so it works without JavaScript (all steps on one
 * page); after hydration it shows one step at a time and checks each step before moving on.
 */
export function TripRequestForm(props: TripRequestFormProps) {
  const { destinations, months, defaults, lastResult, submitLabel } = props;
  const localize = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const listId = useId();
  const [hydrated, setHydrated] = useState(false);
  const [step, setStep] = useState(0);
  const [accountMode, setAccountMode] = useState<AccountMode>(accountModeOf(defaults.account_mode));
  // Like month and trip type, the duration starts as 'Not decided' unless a link chose one.
  const [durations, setDurations] = useState<string[]>(
    defaults.durations ? asList(defaults.durations) : ["nd"],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const mode: TripFormMode = props.mode === "signed_in" ? "signed_in" : accountMode;
  const [form] = useForm({
    id: "trip-request",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: tripRequestSchema(
          props.mode === "signed_in" ? "signed_in" : accountModeOf(formData.get("account_mode")),
        ),
      }),
  });
  useEffect(() => setHydrated(true), []);

  // A reply from the server with errors sends the stepper to the first step that has one.
  useEffect(() => {
    const names = Object.keys(lastResult?.error ?? {}).filter(
      (k) => (lastResult?.error?.[k]?.length ?? 0) > 0,
    );
    if (names.length) setStep(Math.min(...names.map(stepOfField)));
  }, [lastResult]);

  const errorsOf = (name: string) => {
    const all = form.allErrors;
    return all[name] ?? Object.entries(all).find(([k]) => k.startsWith(`${name}.`))?.[1];
  };

  function next() {
    const el = formRef.current;
    if (!el) return;
    const submission = parseWithZod(new FormData(el), { schema: tripRequestSchema(mode) });
    const stepFields = TRIP_FORM_STEPS[step]?.fields as readonly string[];
    const failing =
      submission.status === "success"
        ? []
        : Object.keys(submission.error ?? {}).filter(
            (k) => submission.error?.[k] && stepFields.includes(k.split(/[.[]/)[0] ?? k),
          );
    if (failing.length) {
      for (const name of failing) form.validate({ name: name.split(/[.[]/)[0] ?? name });
      return;
    }
    setStep((s) => Math.min(s + 1, TRIP_FORM_STEPS.length - 1));
  }

  const lastStep = TRIP_FORM_STEPS.length - 1;
  // The server renders the stepper's first step too, so the page does not jump when it
  // hydrates (issue 15 #23); without JavaScript NO_SCRIPT_STEPS shows every step and the submit.
  const stepClass = (index: number) => (index === step ? "" : "hidden ");
  const toLoc = asList(defaults.to_loc);

  function toggleDuration(value: string, checked: boolean) {
    setDurations((current) => {
      if (!checked) return current.filter((d) => d !== value);
      // 'Not decided' is exclusive with the other durations.
      if (value === "nd") return ["nd"];
      return [...current.filter((d) => d !== "nd"), value];
    });
  }

  return (
    <Form
      method="post"
      ref={formRef}
      {...getFormProps(form)}
      className="trip-form space-y-6"
      aria-describedby={form.errorId}
    >
      <noscript>
        <style>{NO_SCRIPT_STEPS}</style>
      </noscript>
      <ol className="js-only flex gap-2" aria-label="Steps">
        {TRIP_FORM_STEPS.map((s, index) => (
          <li
            key={s.title}
            aria-current={index === step ? "step" : undefined}
            className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-brand-700" : "bg-slate-200"}`}
          >
            <span className="sr-only">
              Step {index + 1} of {TRIP_FORM_STEPS.length}: {s.title}
            </span>
          </li>
        ))}
      </ol>
      {form.errors?.length ? (
        <div
          id={form.errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {form.errors[0]}
        </div>
      ) : null}
      {ATTRIBUTION_KEYS.map((key) =>
        typeof defaults[key] === "string" ? (
          <input key={key} type="hidden" name={key} value={defaults[key] as string} />
        ) : null,
      )}
      {typeof defaults.package_id === "string" ? (
        <input type="hidden" name="package_id" value={defaults.package_id} />
      ) : null}
      {typeof defaults.start_date === "string" ? (
        <input type="hidden" name="start_date" value={defaults.start_date} />
      ) : null}
      {typeof defaults.trip_days === "string" ? (
        <input type="hidden" name="trip_days" value={defaults.trip_days} />
      ) : null}
      {props.formToken ? (
        <input type="hidden" name={FORM_TOKEN_FIELD} value={props.formToken} />
      ) : null}
      {props.children}

      <fieldset className={`${stepClass(0)}space-y-4`}>
        <legend className="text-lg font-bold text-slate-900">{TRIP_FORM_STEPS[0].title}</legend>
        <datalist id={listId}>
          {destinations.map((d) => (
            <option key={d.value} value={d.label} />
          ))}
        </datalist>
        {[0, 1, 2].map((index) => (
          <div key={index}>
            <label htmlFor={`to_loc-${index}`} className="block text-sm font-medium text-slate-700">
              {index === 0 ? "Destination" : `Another destination (optional)`}
            </label>
            <input
              id={`to_loc-${index}`}
              name="to_loc"
              list={listId}
              defaultValue={toLoc[index] ?? ""}
              required={index === 0}
              maxLength={80}
              autoComplete="off"
              placeholder={index === 0 ? "e.g. Kerala, Bali, Ladakh" : ""}
              aria-invalid={index === 0 && errorsOf("to_loc") ? true : undefined}
              aria-describedby={index === 0 ? "to_loc-error" : undefined}
              className={inputClass}
            />
            {index === 0 ? <ErrorText id="to_loc-error" errors={errorsOf("to_loc")} /> : null}
          </div>
        ))}
        <div>
          <label htmlFor="from_loc" className="block text-sm font-medium text-slate-700">
            Leaving from (optional)
          </label>
          <input
            id="from_loc"
            name="from_loc"
            defaultValue={(defaults.from_loc as string) ?? ""}
            maxLength={80}
            placeholder="e.g. Delhi"
            className={inputClass}
          />
          <ErrorText id="from_loc-error" errors={errorsOf("from_loc")} />
        </div>
      </fieldset>

      <fieldset className={`${stepClass(1)}space-y-5`}>
        <legend className="text-lg font-bold text-slate-900">{TRIP_FORM_STEPS[1].title}</legend>
        <ChipRadioGroup
          name="month"
          label="Month of travel"
          options={months}
          checked={(defaults.month as string) ?? "nd"}
          errors={errorsOf("month")}
        />
        <fieldset aria-describedby="durations-error">
          <legend className="text-sm font-medium text-slate-700">
            Duration <span className="font-normal text-slate-500">(pick one or more)</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {DURATION_OPTIONS.map((d) => (
              <label key={d.value} className={chipClass}>
                <input
                  type="checkbox"
                  name="durations"
                  value={d.value}
                  {...(hydrated
                    ? {
                        checked: durations.includes(d.value),
                        onChange: (e) => toggleDuration(d.value, e.currentTarget.checked),
                      }
                    : { defaultChecked: durations.includes(d.value) })}
                  className="sr-only"
                />
                {d.label}
              </label>
            ))}
          </div>
          <ErrorText id="durations-error" errors={errorsOf("durations")} />
        </fieldset>
        <ChipRadioGroup
          name="trip_type"
          label="Trip type"
          options={TRIP_TYPE_OPTIONS}
          checked={(defaults.trip_type as string) ?? "nd"}
          errors={errorsOf("trip_type")}
        />
      </fieldset>

      <fieldset className={`${stepClass(2)}space-y-4`}>
        <legend className="text-lg font-bold text-slate-900">{TRIP_FORM_STEPS[2].title}</legend>
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            name="adults"
            label="Adults"
            min={1}
            max={30}
            defaults={defaults}
            fallback="2"
            errors={errorsOf("adults")}
          />
          <NumberField
            name="children"
            label="Children"
            min={0}
            max={10}
            defaults={defaults}
            fallback="0"
            errors={errorsOf("children")}
          />
        </div>
        <NumberField
          name="budget"
          label={`${BUDGET_LABEL} in ₹ (optional)`}
          min={1000}
          max={10000000}
          step={1000}
          defaults={defaults}
          fallback=""
          errors={errorsOf("budget")}
          placeholder="e.g. 40000"
        />
        <div>
          <label htmlFor="comments" className="block text-sm font-medium text-slate-700">
            Anything agents should know? (optional)
          </label>
          <textarea
            id="comments"
            name="comments"
            rows={3}
            maxLength={1000}
            defaultValue={(defaults.comments as string) ?? ""}
            placeholder="Celebrating an anniversary, need a wheelchair-friendly hotel, vegetarian meals…"
            className={inputClass}
          />
          <ErrorText id="comments-error" errors={errorsOf("comments")} />
        </div>
      </fieldset>

      <fieldset className={`${stepClass(3)}space-y-4`}>
        <legend className="text-lg font-bold text-slate-900">{TRIP_FORM_STEPS[3].title}</legend>
        <div className="grid grid-cols-[7.5rem_1fr] gap-2">
          <div>
            <label htmlFor="isd_code" className="block text-sm font-medium text-slate-700">
              Code
            </label>
            <select
              id="isd_code"
              name="isd_code"
              defaultValue={(defaults.isd_code as string) ?? DEFAULT_DIAL_CODE}
              className={inputClass}
            >
              {DIAL_CODES.map((d) => (
                <option key={d.iso2} value={d.code}>
                  {d.iso2} {d.code}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="phone_no" className="block text-sm font-medium text-slate-700">
              Mobile/Contact No.
            </label>
            <input
              id="phone_no"
              name="phone_no"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              defaultValue={(defaults.phone_no as string) ?? ""}
              required
              aria-invalid={errorsOf("phone_no") ? true : undefined}
              aria-describedby="phone_no-error"
              className={inputClass}
            />
            <ErrorText id="phone_no-error" errors={errorsOf("phone_no")} />
          </div>
        </div>
        {props.mode === "signed_in" ? null : (
          <AccountPanels
            hydrated={hydrated}
            accountMode={accountMode}
            onModeChange={setAccountMode}
            errorsOf={errorsOf}
            defaults={defaults}
            signInHref={
              props.returnTo
                ? `${localize("/users/sign_in")}?next_url=${encodeURIComponent(props.returnTo)}`
                : localize("/users/sign_in")
            }
          />
        )}
      </fieldset>

      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {step > 0 ? (
          <button
            type="button"
            onClick={() => setStep((s) => Math.max(0, s - 1))}
            className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            Back
          </button>
        ) : (
          <span />
        )}
        {/* Distinct keys: were React to reuse the Next button as the submit button, the
            click that reaches the last step would submit the form (the browser reads the
            button's type after React re-rendered) and flag every field there as required. */}
        {step < lastStep ? (
          <button
            key="next"
            type="button"
            onClick={next}
            className="js-only rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow hover:bg-brand-800"
          >
            Next
          </button>
        ) : null}
        {/* Before the last step only for the server's page: without JavaScript it posts every
            step at once. Once hydrated it is absent, so Enter in step 1 cannot submit. */}
        {!hydrated || step === lastStep ? (
          <button
            key="submit"
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className={`${step < lastStep ? "no-js-only hidden " : ""}rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow hover:bg-brand-800 disabled:opacity-60`}
          >
            {busy ? "Sending…" : submitLabel}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** One choice among chips: plain radio buttons, so it works without JavaScript. */
function ChipRadioGroup({
  name,
  label,
  options,
  checked,
  errors,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  checked: string;
  errors?: string[];
}) {
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} aria-describedby={`${name}-error`}>
      <p id={`${name}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={chipClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={checked === option.value}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={`${name}-error`} errors={errors} />
    </div>
  );
}

function NumberField({
  name,
  label,
  min,
  max,
  step,
  defaults,
  fallback,
  errors,
  placeholder,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  defaults: Record<string, string | string[]>;
  fallback: string;
  errors?: string[];
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        defaultValue={(defaults[name] as string) ?? fallback}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${name}-error`}
        className={inputClass}
      />
      <ErrorText id={`${name}-error`} errors={errors} />
    </div>
  );
}

function AccountPanels({
  hydrated,
  accountMode,
  onModeChange,
  errorsOf,
  defaults,
  signInHref,
}: {
  hydrated: boolean;
  accountMode: AccountMode;
  onModeChange: (mode: AccountMode) => void;
  errorsOf: (name: string) => string[] | undefined;
  defaults: Record<string, string | string[]>;
  signInHref: string;
}) {
  const text = (name: string, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={type === "password" ? undefined : ((defaults[name] as string) ?? "")}
        aria-invalid={errorsOf(name) ? true : undefined}
        aria-describedby={`${name}-error`}
        className={inputClass}
      />
      <ErrorText id={`${name}-error`} errors={errorsOf(name)} />
    </div>
  );
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        Agents reply to your account, so we need one. Your answers above stay as they are.
      </p>
      <div role="radiogroup" aria-label="Account" className="mt-3 flex flex-wrap gap-2">
        {(
          [
            ["sign_up", "I'm new here"],
            ["sign_in", "I have an account"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={chipClass}>
            <input
              type="radio"
              name="account_mode"
              value={value}
              checked={accountMode === value}
              onChange={() => onModeChange(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      <div className="mt-4 grid gap-4">
        {!hydrated || accountMode === "sign_up" ? (
          <div className="grid gap-3">
            {!hydrated ? <p className="text-sm font-semibold text-slate-800">New here</p> : null}
            {text("name", "Full name", "text", "name")}
            {text("email", "Email", "email", "email")}
            <div className="grid gap-3 sm:grid-cols-2">
              {text("password", "Password", "password", "new-password")}
              {text("password_confirmation", "Confirm password", "password", "new-password")}
            </div>
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" name="tnc" value="on" className="mt-1" />
              <span>
                I accept the{" "}
                <Link to="/tnc" className="font-semibold text-brand-700 underline">
                  terms and conditions
                </Link>
              </span>
            </label>
            <ErrorText id="tnc-error" errors={errorsOf("tnc")} />
          </div>
        ) : null}
        {!hydrated || accountMode === "sign_in" ? (
          <div className="grid gap-3">
            {!hydrated ? <p className="text-sm font-semibold text-slate-800">Or sign in</p> : null}
            {text("login_email", "Email", "email", "email")}
            {text("login_password", "Password", "password", "current-password")}
            <p className="text-sm text-slate-500">
              Prefer the full login page?{" "}
              <a href={signInHref} className="font-semibold text-brand-700 underline">
                Login
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
