import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { formTokenOf, newFormToken } from "../../../common/form-token";
import {
  accountModeOf,
  GuestSignInFields,
  GuestSignUpFields,
  type TripFormMode,
} from "../../../common/trip-request-form";
import { CreateTripRequestInput } from "../../../common/trips";
import {
  requestTripAsGuest,
  type TripRequestOutcome,
} from "../../../server/workflows/request-trip-as-guest";
import { TripRequestForm } from "../../components/trips/trip-request-form";
import { cookieHeaders } from "../../lib/auth.server";
import { redirectWithFlash } from "../../lib/flash.server";
import type { Route } from "./+types/new-request";
import {
  draftDefaults,
  draftPayloadOf,
  formRefusal,
  localePrefixOf,
  prefillFromQuery,
  readCarriedPhone,
  type TripFormActionData,
} from "./trip-form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Plan your trip: get quotes from local experts | Triphive" },
  {
    name: "description",
    content:
      "Tell us where and when you want to travel; up to three verified travel agents send you quotes.",
  },
];

const HIDDEN = ["password", "password_confirmation", "login_password"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.currentUser();
  const url = new URL(request.url);
  const form = await prefillFromQuery(context, url.searchParams, new Date());
  const draftToken = url.searchParams.get("draft");
  if (draftToken && draftToken.length <= 100) {
    const payload = await context.services.trips.draftPayload(draftToken);
    if (payload) Object.assign(form.defaults, draftDefaults(payload));
  }
  // A signed-in traveller's phone is already known: the form starts with it.
  if (user && !form.defaults.phone_no) {
    const contact = await context.services.accounts.contactOf(user.id);
    if (contact) {
      form.defaults.phone_no = contact.phoneNo;
      form.defaults.isd_code ??= contact.isdCode;
    }
  }
  // A guest's weekend form leaves its phone in a short-lived cookie, never in the URL.
  const carried = readCarriedPhone(request);
  if (carried && !form.defaults.phone_no) form.defaults.phone_no = carried;
  return {
    ...form,
    mode: (user ? "signed_in" : "sign_up") as TripFormMode,
    isTraveller: !user || user.role === "traveller",
    firstName: user?.first_name ?? null,
    returnTo: `${url.pathname}${url.search}`,
    formToken: newFormToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const user = await context.currentUser();
  const prefix = localePrefixOf(request);
  const invalid = (submission: {
    reply(o: { hideFields: string[] }): SubmissionResult<string[]>;
  }) =>
    data<TripFormActionData>({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const sent = { meta: context.requestMeta, formToken: formTokenOf(formData) };
  const done = (outcome: TripRequestOutcome) =>
    outcome.kind === "created"
      ? redirectWithFlash(
          `${prefix}/requested_trips/${outcome.tripId}`,
          "tripCreated",
          cookieHeaders(outcome.setCookies),
        )
      : data<TripFormActionData>(
          { result: { status: "success" }, sentTo: outcome.email },
          { status: 202 },
        );

  if (user) {
    const submission = parseWithZod(formData, { schema: CreateTripRequestInput });
    if (submission.status !== "success") return invalid(submission);
    try {
      return done(
        await requestTripAsGuest(
          context.services,
          { mode: "signed_in", user, input: submission.value },
          sent,
        ),
      );
    } catch (error) {
      return formRefusal(error, (e) => submission.reply({ ...e, hideFields: HIDDEN }));
    }
  }

  if (accountModeOf(formData.get("account_mode")) === "sign_in") {
    const submission = parseWithZod(formData, { schema: GuestSignInFields });
    if (submission.status !== "success") return invalid(submission);
    try {
      return done(
        await requestTripAsGuest(
          context.services,
          { mode: "sign_in", input: submission.value },
          sent,
        ),
      );
    } catch (error) {
      return formRefusal(error, (e) => submission.reply({ ...e, hideFields: HIDDEN }), {
        email: "login_email",
        password: "login_password",
      });
    }
  }

  const submission = parseWithZod(formData, { schema: GuestSignUpFields });
  if (submission.status !== "success") return invalid(submission);
  try {
    return done(
      await requestTripAsGuest(
        context.services,
        {
          mode: "sign_up",
          input: submission.value,
          draft: draftPayloadOf(formData),
          draftPath: (token) => `${prefix}/requested_trips/drafts/${token}`,
        },
        sent,
      ),
    );
  } catch (error) {
    return formRefusal(error, (e) => submission.reply({ ...e, hideFields: HIDDEN }));
  }
}

export default function NewTripRequest({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.sentTo) return <DraftSaved email={actionData.sentTo} />;
  if (!loaderData.isTraveller) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Trip requests are for travellers</h1>
        <p className="mt-2 text-slate-600">
          You are signed in with a staff or agent account. Sign out and use a traveller account to
          request a trip.
        </p>
      </section>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-[1fr_18rem]">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-extrabold text-slate-900">
          {loaderData.firstName ? `${loaderData.firstName}, plan` : "Plan"} your trip
        </h1>
        <p className="mt-1 text-slate-600">
          Share a few details and up to three local experts send you personalised quotes. Free, and
          no obligation.
        </p>
        {loaderData.packageName ? (
          <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            Based on the package <strong>{loaderData.packageName}</strong>; agents can tailor it.
          </p>
        ) : null}
        <div className="mt-6">
          <TripRequestForm
            mode={loaderData.mode}
            destinations={loaderData.destinations}
            months={loaderData.months}
            defaults={loaderData.defaults}
            lastResult={actionData?.result}
            submitLabel="Get free quotes"
            returnTo={loaderData.returnTo}
            formToken={loaderData.formToken}
          />
        </div>
      </section>
      <aside className="space-y-4 text-sm text-slate-600">
        <h2 className="font-bold text-slate-900">What happens next</h2>
        <ol className="list-decimal space-y-2 pl-5">
          <li>Agents who know your destination read your request.</li>
          <li>You receive up to three quotes, usually within 24 hours.</li>
          <li>Compare them, chat with the agents and book the one you like.</li>
        </ol>
      </aside>
    </div>
  );
}

function DraftSaved({ email }: { email: string }) {
  return (
    <section role="status" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Check your inbox</h1>
      <p className="mt-3 text-slate-600">
        Your request is saved. We have sent an activation link to <strong>{email}</strong>: open it
        within 48 hours and your request goes straight to agents.
      </p>
      <p className="mt-4 text-sm text-slate-500">
        Already have an account with this email? The mail tells you how to sign in instead.{" "}
        <Link to="/users/sign_in" className="font-semibold text-brand-700 underline">
          Login
        </Link>
      </p>
    </section>
  );
}
