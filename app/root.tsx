import { lazy, Suspense, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_TIME_ZONE, timeZoneFromCookie } from "../common/format";
import { parseLocalePath } from "../common/locale";
import { PAGE_NOT_FOUND_PATH } from "../common/navigation";
import { NOTIFICATIONS_PAGE_SIZE } from "../common/notifications";
import { isHostedGatewayPage, showsOnlyTopBar } from "../common/page-chrome";
import { detectPageType, siteSection } from "../common/page-type";
import { logPartFailure } from "../server/lib/errors";
import type { Route } from "./+types/root";
import { Leadbot } from "./components/leadbot/leadbot";
import { bellDataOf } from "./components/notifications/bell-data";
import { PackedScripts } from "./components/packed-scripts";
import { ProductionContext } from "./components/section";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { lazyPart } from "./lib/lazy-part";
import { useNonce } from "./lib/nonce";
import { pack, unpack } from "./lib/packed";
import { Stylesheet } from "./lib/stylesheet";
import { TimeZoneProvider } from "./lib/time-zone";

// Only while staff view the site as a customer (decision 0240: not in every page's scripts).
const ViewAsBanner = lazyPart(() =>
  import("./components/view-as-banner").then((m) => m.ViewAsBanner),
);

// Analytics start once the page has hydrated: the page view is sent then, as it was from an
// effect (decision 0240).
const Tracking = lazy(() => import("./lib/tracking").then((m) => ({ default: m.Tracking })));

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { locale } = parseLocalePath(pathname);
  // The header must not take the page down with it: without destinations it still
  // offers the fixed menus (and the error page stays reachable when the database is not).
  const nav = await context.services.catalog.topNavigation().catch((error: unknown) => {
    logPartFailure(context.logger, error, "top navigation unavailable");
    return context.services.catalog.fallbackNavigation();
  });
  const user = await context.currentUser();
  // The bell's first 4 and its counts: server-rendered so it works before (and without) JS.
  const bell = user
    ? await context.services.notifications
        .list(user, { limit: NOTIFICATIONS_PAGE_SIZE, offset: 0, read: "all" })
        .then(bellDataOf)
        .catch((error: unknown) => {
          logPartFailure(context.logger, error, "notifications unavailable for the bell");
          return null;
        })
    : null;
  // Times render in the signed-in viewer's zone (their browser's, kept in the `tz` cookie);
  // anonymous pages may be cached for everyone, so they render in India's and the browser
  // moves them to its own zone after hydration (decision 0200).
  const timeZone = user ? timeZoneFromCookie(request.headers.get("cookie")) : DEFAULT_TIME_ZONE;
  return {
    locale,
    timeZone,
    nav: pack(nav, context),
    user,
    bell,
    socialProviders: context.services.accounts.socialProviders(),
    pageType: detectPageType(pathname),
    section: siteSection(pathname),
    isProduction: context.isProduction,
  };
}

// Navigation and locale change only with the locale prefix, the signed-in user only with a
// form submission (sign in, sign out); skip refetching otherwise.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const before = parseLocalePath(currentUrl.pathname).locale.prefix;
  const after = parseLocalePath(nextUrl.pathname).locale.prefix;
  if (formMethod && formMethod !== "GET") return true;
  return before !== after
    ? true
    : defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const hostedGateway = isHostedGatewayPage(pathname);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6258" />
        <Meta />
        <Links />
        <Stylesheet />
      </head>
      <body className="flex min-h-screen flex-col" data-page-type={data?.pageType}>
        <TimeZoneProvider serverZone={data?.timeZone}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          {data?.user?.viewed_by ? <ViewAsBanner user={data.user} /> : null}
          {data && !hostedGateway ? (
            <SiteHeader
              nav={unpack(data.nav)}
              user={data.user}
              bell={data.bell}
              socialProviders={data.socialProviders}
            />
          ) : null}
          <main id="main" className="flex-1">
            {children}
          </main>
          {showsOnlyTopBar(pathname) || hostedGateway ? null : <SiteFooter />}
          {data && !hostedGateway ? <Leadbot role={data.user?.role ?? null} /> : null}
        </TimeZoneProvider>
        <PackedScripts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <ProductionContext value={loaderData.isProduction}>
      <Outlet />
      {hydrated ? (
        <Suspense fallback={null}>
          <Tracking />
        </Suspense>
      ) : null}
    </ProductionContext>
  );
}

/**
 * Server-side, a failed page load never renders here: entry.server answers 302 to the
 * error page. In the browser (client-side navigation) we do the same by navigating.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(PAGE_NOT_FOUND_PATH, { replace: true });
  }, [navigate]);
  const message = isRouteErrorResponse(error) ? error.statusText : "Something went wrong";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-600">
      <p>{message || "Something went wrong"}</p>
    </div>
  );
}
