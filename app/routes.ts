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
  ]),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
