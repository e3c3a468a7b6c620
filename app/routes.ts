import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every page may carry the optional `/{xx}-en/` locale prefix (spec: browsing §2). The
// `:locale?` layout validates it once; an invalid prefix goes to the error page.
export default [
  route(":locale?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    route("page-not-found", "routes/page-not-found.tsx"),
    route("cancellation", "routes/cancellation.tsx"),
    route("aboutus", "routes/static-page.tsx", { id: "static-aboutus" }),
    route("team", "routes/static-page.tsx", { id: "static-team" }),
    route("contact_us", "routes/static-page.tsx", { id: "static-contact_us" }),
    route("tnc", "routes/static-page.tsx", { id: "static-tnc" }),
    route("packages_tnc", "routes/static-page.tsx", { id: "static-packages_tnc" }),
    route("privacy", "routes/static-page.tsx", { id: "static-privacy" }),
    route("career/:id?", "routes/career.tsx"),
    route("offers", "routes/offers.tsx"),
    route("packages/:slug", "routes/package-detail.tsx"),
    route("comparepackages", "routes/compare-packages.tsx"),
    route("sitemap/:slug", "routes/sitemap-page.tsx"),
    route("users/sign_in", "routes/users/sign-in.tsx"),
    route("users/sign_in/complete", "routes/users/sign-in-complete.tsx"),
    route("users/sign_up", "routes/users/sign-up.tsx"),
    route("users/sign_out", "routes/users/sign-out.tsx"),
    route("users/password/new", "routes/users/password-new.tsx"),
    route("users/password/edit", "routes/users/password-edit.tsx"),
    route("travellers/dashboard", "routes/dashboards/traveller.tsx"),
    route("agents/dashboard", "routes/dashboards/agent.tsx"),
    route("agents/dashboard/leads/:tripId", "routes/agents/lead.tsx"),
    route("agents/dashboard/quotes/:quoteId/edit", "routes/agents/quote-edit.tsx"),
    route("agents/dashboard/quotes/:quoteId/preview", "routes/agents/quote-preview.tsx"),
    // Static segments outrank params, so /agents/dashboard stays the dashboard.
    route("agents/:encodedId", "routes/agents/profile.tsx"),
    route("admin", "routes/dashboards/staff.tsx"),
    route("admin/trips/:tripId", "routes/admin/trip.tsx"),
    route("admin/dialer", "routes/dashboards/dialer.tsx"),
    route("requested_trips/new", "routes/trips/new-request.tsx"),
    route("requested_trips/drafts/:token", "routes/trips/draft.tsx"),
    route("requested_trips/weekend", "routes/trips/weekend-request.tsx"),
    route("requested_trips/:id/customize_new", "routes/trips/customize.tsx"),
    route("requested_trips/:uniqueKey/nurture/:secretKey", "routes/trips/nurture.tsx"),
    route("requested_trips/:id", "routes/trips/landing.tsx", { id: "trip-landing" }),
    route("requested_trips/:id/documents/:documentId", "routes/trips/document.tsx"),
    route("requested_trips/:id/quotes/:quoteId", "routes/trips/quote.tsx", { id: "trip-quote" }),
    route("requested_trips/:id/compare", "routes/trips/compare.tsx", { id: "trip-compare" }),
  ]),
  // Package listings have open-ended first segments; the grammar decides (routes/listing.tsx).
  route("*", "routes/listing.tsx"),
] satisfies RouteConfig;
