import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import {
  AgentFeedbackInput,
  AgentProfileQuery,
  type AgentProfileView,
  type AgentTestimonialView,
  ALL_DESTINATIONS,
  EncodedAgentId,
} from "../../../common/agents";
import { AgencyBrandingInput } from "../../../common/branding";
import { formatCount, formatMonth, formatRating, plural } from "../../../common/format";
import { destinationListingUrl } from "../../../common/listing-url";
import { localizePath, parseLocalePath } from "../../../common/locale";
import {
  AgencyPhotoRemoveInput,
  AgencyPhotoUploadInput,
  agencyGallerySubject,
  photoFallbackWidth,
  photoUrl,
} from "../../../common/photos";
import { isAppError } from "../../../server/lib/errors";
import { AgencyBrandingForm } from "../../components/agents/agency-branding-form";
import {
  AgencyPhotosForm,
  type AgencyPhotosReply,
} from "../../components/agents/agency-photos-form";
import { AgentFeedbackForm } from "../../components/agents/agent-feedback-form";
import { JsonLd } from "../../components/json-ld";
import { Pagination } from "../../components/pagination";
import { Picture } from "../../components/picture";
import { Stars } from "../../components/stars";
import { messageRefusal, refusal, requireUser, returnPath, signInUrl } from "../../lib/auth.server";
import { redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/profile";

// The agent profile (browsing §2 /agents/{encodedId}, §3, §4): company, picture, rating,
// converted trips and destination-wise testimonials, 10 a page. With ?rtrip_id= the traveller
// of a trip booked with this agent may review it; the review returns to the request landing.
// The agency's cover and gallery photos (decision 0241) head it; its own agent uploads them here.

const Params = z.object({ encodedId: EncodedAgentId });

type Feedback =
  | { state: "eligible" | "already_given" | "not_allowed"; tripId: number }
  | { state: "sign_in"; tripId: number; signInUrl: string };

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Travel agent | Triphive" }];
  if ("notTakingRequests" in data)
    return [
      { title: "Agency not taking requests | Triphive" },
      { name: "robots", content: "noindex" },
    ];
  const { agent, baseCity } = data.profile;
  return [
    { title: `${agent.companyName}: reviews and trips | Triphive` },
    {
      name: "description",
      content: `${agent.companyName}, travel agent in ${baseCity}: rated ${formatRating(agent.displayRating)} from ${plural(agent.reviewsCount, "traveller review")}, ${plural(agent.agentsConvertedTrips, "trip")} booked. Destinations: ${agent.destinations.map((d) => d.name).join(", ")}.`,
    },
    // A filtered or later page repeats the profile; only the first page is the one to index.
    ...(data.profile.selected.id !== null || data.profile.testimonials.page > 1 || data.feedback
      ? [{ name: "robots", content: "noindex" }]
      : []),
  ];
};

export function headers() {
  // The feedback form depends on who is signed in; the profile itself changes with every review.
  return { "Cache-Control": "private, no-cache" };
}

function parseQuery(request: Request): AgentProfileQuery {
  const parsed = AgentProfileQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { encodedId } = parseParams(Params, params);
  const query = parseQuery(request);
  const profile = await orNotFound(
    context.services.agents
      .profile(encodedId, {
        destination: query.destination,
        page: query.page,
        tripId: query.rtrip_id,
      })
      .catch((error: unknown) => {
        // A suspended agency (decision 0239): a 404 that says so, for travellers with a link.
        if (isAppError(error) && error.code === "agency_not_taking_requests") return error.message;
        throw error;
      }),
  );
  if (typeof profile === "string") return data({ notTakingRequests: profile }, { status: 404 });
  const { total, pageSize } = profile.testimonials;
  if (query.page > 1 && (query.page - 1) * pageSize >= total) throw data(null, { status: 404 });

  const [user, photos] = await Promise.all([
    context.currentUser(),
    context.services.photos.agencyPhotos(profile.agent.id),
  ]);
  // The agent who works this agency sets its proposal branding (decision 0211) and its photos
  // (decision 0241) here.
  const branding =
    user?.role === "agent" &&
    (await context.services.agents.byUserId(user.id))?.id === profile.agent.id
      ? await context.services.agents.branding(profile.agent.id)
      : null;
  let feedback: Feedback | null = null;
  if (query.rtrip_id) {
    feedback = user
      ? {
          state: await context.services.leaveAgentFeedback.eligibility(
            user,
            query.rtrip_id,
            profile.agent.id,
          ),
          tripId: query.rtrip_id,
        }
      : { state: "sign_in", tripId: query.rtrip_id, signInUrl: signInUrl(returnPath(request)) };
  }
  return {
    profile,
    feedback,
    branding,
    photos,
    maxPhotoMegabytes: Math.floor(context.services.photos.limits.maxBytes / (1024 * 1024)),
    origin: new URL(request.url).origin,
    canonical: `/agents/${profile.agent.encodedId}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { encodedId } = parseParams(Params, params);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "photo" || intent === "photo-remove") {
    const agency = await context.services.agents.resolve(encodedId).catch(() => null);
    if (!agency) throw data(null, { status: 404 });
    return agencyPhotoAction(context, user, agency.id, intent, formData);
  }
  if (intent === "branding" || intent === "logo") {
    const { agents } = context.services;
    const agency = await agents.resolve(encodedId).catch(() => null);
    if (!agency) throw data(null, { status: 404 });
    if (intent === "logo") {
      const file = formData.get("logo");
      const bytes =
        file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      try {
        await agents.setLogo(user, agency.id, bytes);
      } catch (error) {
        return messageRefusal(error);
      }
      return { saved: "Your logo is saved: your proposals carry it now." };
    }
    const submission = parseWithZod(formData, { schema: AgencyBrandingInput });
    if (submission.status !== "success")
      return data({ branding: submission.reply() }, { status: 400 });
    try {
      await agents.updateBranding(user, agency.id, submission.value);
    } catch (error) {
      return messageRefusal(error);
    }
    return { saved: "Your colours and GSTIN are saved: your proposals and invoices use them now." };
  }
  const { rtrip_id: tripId } = parseQuery(request);
  if (!tripId) throw data(null, { status: 404 });
  const submission = parseWithZod(formData, { schema: AgentFeedbackInput });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context.services.leaveAgentFeedback.leave(user, tripId, encodedId, submission.value);
  } catch (error) {
    return refusal(error, (errors) => submission.reply(errors));
  }
  const { locale } = parseLocalePath(new URL(request.url).pathname);
  return redirectWithFlash(
    localizePath(locale, `/requested_trips/${tripId}`),
    "agentFeedbackSaved",
  );
}

const photoReply = (reply: AgencyPhotosReply, status = 200) => data({ photos: reply }, { status });

/** Upload or remove one of the agency's photos; the photos service checks it is the agency's. */
async function agencyPhotoAction(
  context: Route.ActionArgs["context"],
  user: Awaited<ReturnType<typeof requireUser>>,
  agencyId: number,
  intent: "photo" | "photo-remove",
  formData: FormData,
) {
  const { photos } = context.services;
  const refused = (error: unknown) => {
    if (!isAppError(error)) throw error;
    return photoReply({ error: error.message }, error.status);
  };
  if (intent === "photo-remove") {
    const parsed = AgencyPhotoRemoveInput.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return photoReply({ error: "Choose a photo to remove." }, 400);
    const removal = parsed.data;
    try {
      if (removal.place === "cover") await photos.remove(user, "agency-profile", String(agencyId));
      else
        await photos.remove(user, "agency-gallery", agencyGallerySubject(agencyId, removal.slot));
    } catch (error) {
      return refused(error);
    }
    return photoReply({ saved: "The photo has been removed." });
  }
  const parsed = AgencyPhotoUploadInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return photoReply({ error: parsed.error.issues[0]?.message ?? "Check the form." }, 400);
  const { file, alt, place } = parsed.data;
  if (file.size === 0) return photoReply({ error: "Choose a photo to upload." }, 400);
  // Refused before reading: the body limit lets a little more through than one photo.
  if (file.size > photos.limits.maxBytes)
    return photoReply({ error: "This file is too large." }, 422);
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    if (place === "cover")
      await photos.upload(user, {
        kind: "agency-profile",
        subjectId: String(agencyId),
        alt,
        bytes,
      });
    else await photos.addToAgencyGallery(user, agencyId, { alt, bytes });
  } catch (error) {
    return refused(error);
  }
  return photoReply({
    saved:
      place === "cover"
        ? "Your cover photo is saved: travellers see it on your profile now."
        : "The photo is in your gallery now.",
  });
}

function responseTime(hours: number): string {
  if (hours < 1) return `${Math.max(5, Math.round((hours * 60) / 5) * 5)} min`;
  return `${Math.round(hours)} h`;
}

function CheckBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
        <path d="M10 1.5 12.2 3l2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L10 18.5 7.8 17l-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1Zm3.3 5.8-4.2 4.3-2.4-2.3-1 1 3.4 3.3 5.2-5.3Z" />
      </svg>
      Verified agent
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">
      Verification in progress
    </span>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5 text-center">
      <dd className="text-lg font-extrabold text-slate-900">{value}</dd>
      <dt className="text-xs text-slate-500">{label}</dt>
    </div>
  );
}

function TestimonialCard({ t }: { t: AgentTestimonialView }) {
  return (
    <li>
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={t.rating} />
          <span className="text-sm font-semibold text-slate-700">{t.rating}/5</span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {t.destination.name}
          </span>
          {t.verifiedTrip ? (
            <span className="text-xs font-medium text-emerald-700">Booked on Triphive</span>
          ) : null}
        </div>
        <h3 className="mt-3 font-semibold text-slate-900">{t.title}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{t.body}</p>
        <p className="mt-3 flex items-center gap-3 border-t border-slate-100 pt-3 text-sm">
          <span
            aria-hidden="true"
            className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {t.author.slice(0, 1)}
          </span>
          <span>
            <span className="block font-semibold text-slate-900">
              {t.author}
              {t.city ? `, ${t.city}` : ""}
            </span>
            <span className="block text-slate-500">Travelled {formatMonth(t.travelledOn)}</span>
          </span>
        </p>
      </article>
    </li>
  );
}

function FeedbackNote({ feedback }: { feedback: Feedback }) {
  const localize = useLocalePath();
  const box = "rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm";
  if (feedback.state === "sign_in") {
    return (
      <p className={box}>
        Travelled with this agent?{" "}
        <Link to={feedback.signInUrl} className="font-semibold text-brand-700 hover:underline">
          Sign in to review them
        </Link>
        .
      </p>
    );
  }
  if (feedback.state === "already_given") {
    return (
      <p className={box}>
        You have reviewed this agent for this trip. Thank you!{" "}
        <Link
          to={localize(`/requested_trips/${feedback.tripId}`)}
          className="font-semibold text-brand-700 hover:underline"
        >
          Back to your request
        </Link>
      </p>
    );
  }
  return null;
}

function DestinationFilter({
  profile,
  hrefFor,
}: {
  profile: AgentProfileView;
  hrefFor: (destination: string, page: number) => string;
}) {
  return (
    <nav aria-label="Filter reviews by destination" className="-mx-1 flex flex-wrap gap-2">
      {profile.destinationReviews.map((d) => {
        const current = d.id === profile.selected.id;
        return (
          <Link
            key={d.slug ?? ALL_DESTINATIONS}
            to={hrefFor(d.slug ?? ALL_DESTINATIONS, 1)}
            preventScrollReset
            aria-current={current ? "true" : undefined}
            className={`rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition ${
              current
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
            }`}
          >
            {d.name}{" "}
            <span className={current ? "text-brand-100" : "text-slate-400"}>
              ({d.reviewsCount})
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

type ProfileData = Exclude<Route.ComponentProps["loaderData"], { notTakingRequests: string }>;

export default function AgentProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  if ("notTakingRequests" in loaderData)
    return <NotTakingRequests message={loaderData.notTakingRequests} />;
  return <AgentProfile loaderData={loaderData} actionData={actionData} />;
}

function NotTakingRequests({ message }: { message: string }) {
  const localize = useLocalePath();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{message}</h1>
        <p className="mt-3 text-slate-600">
          Quotes it already sent you stay in your trip requests. For a new trip, tell us where you
          want to go and other verified agents will send you their quotes.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={localize("/requested_trips/new")}
            className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Get quotes for a trip
          </Link>
          <Link
            to={localize("/")}
            className="rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}

function AgentProfile({
  loaderData,
  actionData,
}: {
  loaderData: ProfileData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { profile, feedback, branding, photos, origin, canonical } = loaderData;
  const { cover, gallery } = photos;
  const { agent, testimonials, selected } = profile;
  const localize = useLocalePath();
  const location = useLocation();
  const navigation = useNavigation();
  // A filter or page change of this same profile: the list is being replaced.
  const refreshing =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const hrefFor = (destination: string, page: number) => {
    const search = new URLSearchParams();
    if (destination !== ALL_DESTINATIONS) search.set("destination", destination);
    if (page > 1) search.set("page", String(page));
    if (feedback) search.set("rtrip_id", String(feedback.tripId));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ""}#reviews`;
  };
  const pageCount = Math.max(1, Math.ceil(testimonials.total / testimonials.pageSize));
  const first = (testimonials.page - 1) * testimonials.pageSize + 1;
  const last = first + testimonials.items.length - 1;
  const home = agent.destinations[0];
  const requestUrl = home
    ? `/requested_trips/new?${new URLSearchParams({ destination: home.slug })}`
    : "/requested_trips/new";

  return (
    <div className="bg-slate-50">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "TravelAgency",
          name: agent.companyName,
          url: `${origin}${canonical}`,
          image: cover
            ? `${origin}${photoUrl(cover.hash, photoFallbackWidth(cover, 1280), "jpg")}`
            : `${origin}${agent.profilePicture}`,
          address: { "@type": "PostalAddress", addressLocality: profile.baseCity },
          aggregateRating: agent.reviewsCount
            ? {
                "@type": "AggregateRating",
                ratingValue: agent.displayRating,
                reviewCount: agent.reviewsCount,
              }
            : undefined,
        }}
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-5 sm:pt-8">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <Link to={localize("/")} className="hover:text-brand-700 hover:underline">
            Home
          </Link>{" "}
          › <span aria-current="page">{agent.companyName}</span>
        </nav>

        <header className="overflow-hidden rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          {cover ? (
            <div className="-mx-5 -mt-5 mb-5 sm:-mx-7 sm:-mt-7 sm:mb-7">
              <Picture
                photo={cover}
                sizes="(min-width: 1152px) 72rem, 100vw"
                className="aspect-[2/1] h-auto w-full sm:aspect-[3/1]"
                priority
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <img
              src={agent.profilePicture}
              alt={`${agent.companyName} logo`}
              width={112}
              height={112}
              className="h-20 w-20 shrink-0 rounded-full bg-slate-200 sm:h-28 sm:w-28"
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
                  {agent.companyName}
                </h1>
                <CheckBadge verified={agent.verified} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {profile.baseCity} · run by {profile.contactName}
              </p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <Stars rating={agent.displayRating} />
                <span className="font-bold text-slate-900">
                  {formatRating(agent.displayRating)}
                </span>
                <a href="#reviews" className="text-brand-700 hover:underline">
                  {agent.reviewsCount} reviews
                </a>
              </p>
              <p className="mt-3 max-w-3xl text-slate-700">{profile.about}</p>
            </div>
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Stat value={formatCount(agent.agentsConvertedTrips)} label="Trips booked" />
            <Stat value={String(agent.reviewsCount)} label="Reviews" />
            <Stat value={`${agent.yearsInBusiness} yrs`} label="In business" />
            <Stat value={responseTime(agent.responseTimeHours)} label="Typical first quote" />
          </dl>
          <div className="mt-5 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
            <div>
              <h2 className="text-sm font-semibold text-slate-900">Destinations</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {agent.destinations.map((d) => (
                  <li key={d.id}>
                    <Link
                      to={localize(destinationListingUrl(d.slug))}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
                    >
                      {d.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-sm font-semibold text-slate-900">Languages</h2>
              <p className="mt-2 text-sm text-slate-700">{agent.languages.join(", ")}</p>
            </div>
          </div>
        </header>

        {gallery.length ? (
          <section aria-labelledby="gallery-title" className="mt-6">
            <h2 id="gallery-title" className="text-xl font-bold text-slate-900">
              {`Photos from ${agent.companyName}`}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {gallery.map((photo) => (
                <li key={photo.slot} className="overflow-hidden rounded-2xl bg-slate-200 shadow-sm">
                  <Picture
                    photo={photo}
                    sizes="(min-width: 1152px) 23rem, (min-width: 640px) 33vw, 50vw"
                    className="aspect-[4/3] h-auto w-full"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {branding ? (
          <div className="mt-6 space-y-6">
            <AgencyPhotosForm
              photos={photos}
              maxMegabytes={loaderData.maxPhotoMegabytes}
              reply={
                actionData && "photos" in actionData
                  ? (actionData.photos as AgencyPhotosReply)
                  : undefined
              }
            />
            <AgencyBrandingForm branding={branding} reply={actionData} />
          </div>
        ) : null}
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <section aria-labelledby="reviews-title" id="reviews" className="min-w-0 scroll-mt-20">
            {feedback?.state === "eligible" ? (
              <div className="mb-6">
                <AgentFeedbackForm
                  companyName={agent.companyName}
                  lastResult={
                    actionData && "status" in actionData ? (actionData as SubmissionResult) : null
                  }
                />
              </div>
            ) : feedback ? (
              <div className="mb-6">
                <FeedbackNote feedback={feedback} />
              </div>
            ) : null}
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
                Traveller reviews
                {selected.id !== null ? ` for ${selected.name}` : ""}
              </h2>
              {testimonials.total > 0 ? (
                <p className="text-sm text-slate-500" aria-live="polite">
                  {first}–{last} of {testimonials.total}
                </p>
              ) : null}
            </div>
            <div className="mt-3">
              <DestinationFilter profile={profile} hrefFor={hrefFor} />
            </div>
            <div
              aria-busy={refreshing}
              className={`mt-4 transition-opacity ${refreshing ? "opacity-50" : ""}`}
            >
              {testimonials.items.length ? (
                <ul className="space-y-4">
                  {testimonials.items.map((t) => (
                    <TestimonialCard key={t.id} t={t} />
                  ))}
                </ul>
              ) : (
                <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
                  No reviews for {selected.name} yet.{" "}
                  {selected.id !== null ? (
                    <Link
                      to={hrefFor(ALL_DESTINATIONS, 1)}
                      preventScrollReset
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      See all reviews
                    </Link>
                  ) : null}
                </p>
              )}
              <Pagination
                page={testimonials.page}
                pageCount={pageCount}
                hrefFor={(page) => hrefFor(selected.slug ?? ALL_DESTINATIONS, page)}
              />
            </div>
          </section>

          <aside className="space-y-4 self-start lg:sticky lg:top-20">
            <div className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-5 text-white shadow-sm">
              <h2 className="text-lg font-bold">Plan a trip with local experts</h2>
              <p className="mt-1 text-sm text-brand-100">
                Tell us where and when. Up to three agents who know
                {home ? ` ${home.name}` : " the place"} send you quotes to compare.
              </p>
              <Link
                to={localize(requestUrl)}
                className="mt-4 block rounded-full bg-sun-500 px-5 py-2.5 text-center font-semibold text-slate-900 hover:bg-sun-400"
              >
                Get free quotes
              </Link>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
              <h2 className="font-semibold text-slate-900">Contact</h2>
              <dl className="mt-2 space-y-1 text-slate-700">
                <div className="flex gap-2">
                  <dt className="w-14 text-slate-500">Email</dt>
                  <dd>{agent.email}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="w-14 text-slate-500">Mobile</dt>
                  <dd>{agent.mobileNumber}</dd>
                </div>
              </dl>
              <p className="mt-3 text-xs text-slate-500">
                Full contact details are shared once you accept a quote from this agent.
              </p>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
