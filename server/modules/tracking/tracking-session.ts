import {
  attributionFromCookies,
  type CookieToSet,
  nextTrackingState,
  parseCookieHeader,
  randomTrackingId,
  serializeCookie,
  type TrackingUpdate,
  tripIdCookie,
} from "../../../common/tracking-cookies";
import type { TripAttribution } from "../../../common/trips";

export interface TrackingSessionOptions {
  /** The site's public URL: its host counts as internal, and https makes the cookies Secure. */
  publicUrl: string;
  now?: () => number;
  newId?: () => string;
}

export interface AdvanceOptions {
  /** A page view gets a new page id; an event keeps the page. */
  newPage: boolean;
  /** The page the request is about when it is not the request URL itself (events). */
  pagePath?: string | null;
  /** With a page path, that page's query ("?utm_source=…"): a page-view beacon's page. */
  pageQuery?: string | null;
  /**
   * With a page path, the page's referrer (document.referrer): the beacon's own Referer is
   * the page. Without a page path, a new page's referrer is the request's Referer.
   */
  referrer?: string | null;
  force?: boolean;
}

export type TrackingAdvance = TrackingUpdate & { setCookies: string[] };

/**
 * The tracking session on the server: reads a request's tracking cookies, moves the session on
 * (common/tracking-cookies.ts) and writes the Set-Cookie values. Secure follows PUBLIC_URL's
 * scheme (decision 0014).
 */
export function createTrackingSession(opts: TrackingSessionOptions) {
  const secure = opts.publicUrl.startsWith("https://");
  const publicHost = new URL(opts.publicUrl).host;
  const now = opts.now ?? Date.now;
  const newId = opts.newId ?? randomTrackingId;
  const serialize = (cookie: CookieToSet) => serializeCookie(cookie, { secure });

  return {
    secure,

    advance(request: Request, options: AdvanceOptions): TrackingAdvance {
      const requestUrl = new URL(request.url);
      const cookies = parseCookieHeader(request.headers.get("cookie"));
      // An event describes a page already counted: its URL is that page without the query, so
      // it never brings a traffic source of its own. A page-view beacon names its page, query
      // and referrer; a page request is its own URL with its Referer.
      const beacon = options.pagePath != null;
      const url = options.newPage && !beacon ? requestUrl : new URL(requestUrl.origin);
      if (beacon || !options.newPage) url.pathname = options.pagePath ?? "/";
      if (options.newPage && beacon && options.pageQuery) url.search = options.pageQuery;
      const referrer = !options.newPage
        ? null
        : beacon
          ? options.referrer || null
          : request.headers.get("referer");
      const update = nextTrackingState(
        cookies,
        {
          url,
          referrer,
          siteHosts: [requestUrl.host, publicHost],
          now: now(),
          force: options.force,
          newPage: options.newPage,
        },
        newId,
      );
      return { ...update, setCookies: update.cookies.map(serialize) };
    },

    /** The Set-Cookie value that ties later events of this browser to a new trip. */
    tripIdSetCookie(tripId: number): string {
      return serialize(tripIdCookie(tripId));
    },
  };
}

export type TrackingSession = ReturnType<typeof createTrackingSession>;

/** What a new trip request may take from the request's tracking cookies (common/trips.ts). */
export function attributionFromRequest(headers: Headers): TripAttribution {
  return attributionFromCookies(parseCookieHeader(headers.get("cookie")));
}
