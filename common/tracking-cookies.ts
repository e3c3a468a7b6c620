// Tracking cookies and the tracking session (accounts §3 "Tracking cookies", §4 "Tracking
// session", §9; browsing §3 "Analytics"). Pure functions: the server middleware and the events
// endpoint run them on the request's cookies; the browser only sets the reset flag. The rules
// are written up in docs/decisions/0032-tracking-cookies-and-session.md.
import { detectPageType } from "./page-type";
import type { TripAttribution } from "./trips";

export const TRAFFIC_TYPES = ["sem", "direct", "referral", "facebook", "organic"] as const;
export type TrafficType = (typeof TRAFFIC_TYPES)[number];

/** Cookie names. Prefixed so they cannot clash with cookies of other software on the domain. */
export const TRACKING_COOKIE = {
  sessionId: "th_session_id",
  /** The traveller's day (India time) the session started on; a new day starts a new session. */
  sessionDay: "th_session_day",
  pageId: "th_page_id",
  landingPageId: "th_landing_page_id",
  refererPageId: "th_referer_page_id",
  funnelId: "th_funnel_id",
  tripId: "th_trip_id",
  /** Page views in the current session. */
  counter: "th_counter",
  trafficType: "th_traffic_type",
  /** The marketing attribution: utm_* and trip origin values of the last marketing touch. */
  attribution: "th_attribution",
  /** Set by the browser after 30 minutes without activity: the next request starts a session. */
  resetFlag: "th_reset",
} as const;

/** Analytics user_role when nobody is signed in (browsing §3). */
export const USER_ROLE_DEFAULT = "NOT_SET";

export const SESSION_MINUTES = 30;
export const SESSION_MAX_AGE_S = SESSION_MINUTES * 60;
export const INACTIVITY_MS = 1_800_000;
export const COOKIE_LIFETIME_DAYS = 365;
export const COOKIE_LIFETIME_S = COOKIE_LIFETIME_DAYS * 24 * 60 * 60;
export const ATTRIBUTION_DAYS = 7;
export const ATTRIBUTION_MAX_AGE_S = ATTRIBUTION_DAYS * 24 * 60 * 60;
/** Long enough to outlive a closed laptop; the flag is dropped by the first request that sees it. */
export const RESET_FLAG_MAX_AGE_S = 24 * 60 * 60;

/** The traveller's day is India's (UTC+05:30, no daylight saving): most travellers are there. */
export const TRACKING_DAY_OFFSET_MINUTES = 330;

export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const COUNTER_PATTERN = /^\d{1,7}$/;
const TRIP_ID_PATTERN = /^[1-9]\d{0,9}$/;
const COUNTER_MAX = 9_999_999;
const TRIP_ID_MAX = 2_147_483_647;
// Control characters never belong in an attribution value; such a value is dropped whole.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

// ---- Cookie header ------------------------------------------------------------------------

/** name → value of a Cookie header; the first of repeated names wins (the most specific path). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name === "" || Object.hasOwn(cookies, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    cookies[name] = value;
  }
  return cookies;
}

export interface CookieToSet {
  name: string;
  /** Always cookie-safe: ids, digits, a traffic type or a form-encoded string. */
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** False only for the reset flag, which the browser itself writes. */
  httpOnly: boolean;
}

/** A Set-Cookie header value (or a document.cookie assignment when httpOnly is false). */
export function serializeCookie(cookie: CookieToSet, opts: { secure: boolean }): string {
  const parts = [`${cookie.name}=${cookie.value}`, `Max-Age=${cookie.maxAge}`, "Path=/"];
  parts.push("SameSite=Lax");
  if (cookie.httpOnly) parts.push("HttpOnly");
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The browser's reset flag (see INACTIVITY_MS). */
export function resetFlagCookie(): CookieToSet {
  return {
    name: TRACKING_COOKIE.resetFlag,
    value: "1",
    maxAge: RESET_FLAG_MAX_AGE_S,
    httpOnly: false,
  };
}

/** Set by trip creation so later funnel events carry the trip. */
export function tripIdCookie(tripId: number): CookieToSet {
  return {
    name: TRACKING_COOKIE.tripId,
    value: String(tripId),
    maxAge: COOKIE_LIFETIME_S,
    httpOnly: true,
  };
}

// ---- Traffic classification ------------------------------------------------------------------

const PAID_CLICK_IDS = ["gclid", "gbraid", "wbraid", "dclid", "msclkid"] as const;
const PAID_MEDIUM = /^(cpc|ppc|paid|paid[-_ ]?(search|social|media)|sem|cpm|cpv|display|ads?)$/i;
const FACEBOOK_SOURCE = /^(facebook|fb|instagram|ig|meta|messenger)(\.com)?$/i;
const FACEBOOK_HOST =
  /^(((www|m|l|lm|mbasic|web|business)\.)?(facebook|instagram)\.com|(www\.)?fb\.(com|me))$/;
const SEARCH_ENGINE_HOSTS: readonly RegExp[] = [
  /^(www\.)?google\.(com?\.)?[a-z]{2,3}$/,
  /^(www\.|cn\.)?bing\.com$/,
  /^([a-z]{2}\.)?search\.yahoo\.(com?\.)?[a-z]{2,3}$/,
  /^(www\.|html\.|lite\.)?duckduckgo\.com$/,
  /^(www\.)?(yandex\.[a-z]{2,3}|ya\.ru)$/,
  /^(www\.|m\.)?baidu\.com$/,
  /^(www\.)?ecosia\.org$/,
  /^search\.brave\.com$/,
  /^(www\.)?startpage\.com$/,
  /^(www\.)?ask\.com$/,
];
// Sign-in pages of identity providers send the traveller back to us: not a traffic source.
const IDENTITY_PROVIDER_HOSTS: ReadonlySet<string> = new Set([
  "accounts.google.com",
  "accounts.youtube.com",
  "appleid.apple.com",
  "login.microsoftonline.com",
  "login.live.com",
]);
// Android apps send `android-app://<package>/` as the referrer.
const SEARCH_APPS = /^com\.google\.android\.googlequicksearchbox$/;
const FACEBOOK_APPS = /^com\.(facebook\.(katana|lite|orca)|instagram\.android)$/;

/** How a host compares for "same site": lower case, without a leading `www.`. */
function siteKey(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

function toUrl(value: string | URL): URL | null {
  if (value instanceof URL) return value;
  try {
    return new URL(value, "http://invalid.local");
  } catch {
    return null;
  }
}

function param(url: URL | null, key: string): string {
  return url?.searchParams.get(key)?.trim() ?? "";
}

export interface TrafficInput {
  /** The requested URL, with its query (utm_*, gclid, fbclid …). */
  url: string | URL;
  /** The Referer header, if any. */
  referrer?: string | null;
  /** Hosts (host[:port]) of this site; a referrer from one of them is internal. */
  siteHosts: readonly string[];
}

/**
 * The traffic type of one request, first rule that applies:
 * 1. facebook: utm_source names Facebook/Instagram, an `fbclid`, or a Facebook/Instagram
 *    referrer (web or app);
 * 2. sem: a paid click id (gclid, gbraid, wbraid, dclid, msclkid) or a paid utm_medium
 *    (cpc, ppc, paid…, sem, cpm, cpv, display);
 * 3. organic: utm_medium=organic, or a search engine referrer (Google, Bing, Yahoo search,
 *    DuckDuckGo, Yandex, Baidu, Ecosia, Brave, Startpage, Ask, the Google app);
 * 4. referral: any other utm_source, or a referrer from another site;
 * 5. direct: no referrer, a referrer from this site or from an identity provider's sign-in
 *    page, or one that cannot be read.
 */
export function classifyTraffic(input: TrafficInput): TrafficType {
  const url = toUrl(input.url);
  const source = param(url, "utm_source");
  const medium = param(url, "utm_medium");
  const referrer = readReferrer(input.referrer, input.siteHosts);

  if (FACEBOOK_SOURCE.test(source) || param(url, "fbclid") !== "" || referrer === "facebook") {
    return "facebook";
  }
  if (PAID_CLICK_IDS.some((key) => param(url, key) !== "") || PAID_MEDIUM.test(medium)) {
    return "sem";
  }
  if (medium.toLowerCase() === "organic" || referrer === "search") return "organic";
  if (source !== "" || referrer === "other") return "referral";
  return "direct";
}

type ReferrerKind = "none" | "internal" | "facebook" | "search" | "other";

function readReferrer(
  referrer: string | null | undefined,
  siteHosts: readonly string[],
): ReferrerKind {
  if (!referrer) return "none";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "none";
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol === "android-app:") {
    if (SEARCH_APPS.test(host)) return "search";
    if (FACEBOOK_APPS.test(host)) return "facebook";
    return "other";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "none";
  const key = siteKey(url.host);
  if (siteHosts.some((h) => siteKey(h) === key)) return "internal";
  if (IDENTITY_PROVIDER_HOSTS.has(host)) return "internal";
  if (FACEBOOK_HOST.test(host)) return "facebook";
  if (SEARCH_ENGINE_HOSTS.some((re) => re.test(host))) return "search";
  return "other";
}

// ---- Marketing attribution ------------------------------------------------------------------

/** What the 7-day attribution cookie holds. */
export type MarketingAttribution = Partial<
  Record<UtmKey | "trip_origin_uri" | "trip_origin_product", string>
>;

// Bounds on the form-encoded length of each value, which keeps the cookie under ~2 KB whatever
// the characters (a non-ASCII character takes 9 bytes encoded).
const ENCODED_MAX: Record<keyof MarketingAttribution, number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  trip_origin_uri: 500,
  trip_origin_product: 60,
};
const ATTRIBUTION_KEYS_IN_COOKIE = Object.keys(ENCODED_MAX) as (keyof MarketingAttribution)[];
/** Query parameters that describe how the visitor came, not what page they asked for. */
const MARKETING_PARAMS: ReadonlySet<string> = new Set<string>([
  ...UTM_KEYS,
  ...PAID_CLICK_IDS,
  "fbclid",
  "_routes",
]);

function encodedLength(value: string): number {
  return new URLSearchParams({ v: value }).toString().length - 2;
}

/** The longest prefix of `value` (whole code points) whose form encoding fits in `max`. */
function clipEncoded(value: string, max: number): string {
  if (encodedLength(value) <= max) return value;
  const points = Array.from(value);
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (encodedLength(points.slice(0, mid).join("")) <= max) low = mid;
    else high = mid - 1;
  }
  return points.slice(0, low).join("");
}

function cleanValue(value: string | null | undefined, max: number): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === "" || CONTROL_CHARS.test(trimmed)) return undefined;
  return clipEncoded(trimmed, max);
}

/** The page path without the `.data` suffix of a client navigation. */
function pagePathOf(url: URL): string {
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) : url.pathname;
  return path === "" || path === "/_root" ? "/" : path;
}

/** The marketing touch of a landing: its utm_* values and the page it landed on. */
export function marketingTouch(url: string | URL): MarketingAttribution {
  const parsed = toUrl(url);
  if (!parsed) return {};
  const touch: MarketingAttribution = {};
  for (const key of UTM_KEYS) {
    const value = cleanValue(parsed.searchParams.get(key), ENCODED_MAX[key]);
    if (value) touch[key] = value;
  }
  const kept = new URLSearchParams();
  for (const [key, value] of parsed.searchParams) {
    if (!MARKETING_PARAMS.has(key)) kept.append(key, value);
  }
  const path = pagePathOf(parsed);
  const query = kept.toString();
  const uri = cleanValue(query ? `${path}?${query}` : path, ENCODED_MAX.trip_origin_uri);
  if (uri) touch.trip_origin_uri = uri;
  touch.trip_origin_product = detectPageType(path);
  return touch;
}

function encodeAttribution(attribution: MarketingAttribution): string {
  const params = new URLSearchParams();
  for (const key of ATTRIBUTION_KEYS_IN_COOKIE) {
    const value = attribution[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

function decodeAttribution(value: string | undefined): MarketingAttribution | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const attribution: MarketingAttribution = {};
  for (const key of ATTRIBUTION_KEYS_IN_COOKIE) {
    const clean = cleanValue(params.get(key), ENCODED_MAX[key]);
    if (clean === undefined) continue;
    if (key === "trip_origin_uri" && !(clean.startsWith("/") && !clean.startsWith("//"))) continue;
    attribution[key] = clean;
  }
  return Object.keys(attribution).length > 0 ? attribution : null;
}

// ---- Reading the cookies ----------------------------------------------------------------------

/** The tracking cookies of a request, each one dropped when malformed. */
export interface TrackingCookies {
  sessionId: string | null;
  sessionDay: string | null;
  pageId: string | null;
  landingPageId: string | null;
  refererPageId: string | null;
  funnelId: string | null;
  tripId: number | null;
  counter: number | null;
  trafficType: TrafficType | null;
  attribution: MarketingAttribution | null;
  resetRequested: boolean;
}

function idOf(value: string | undefined): string | null {
  return value !== undefined && ID_PATTERN.test(value) ? value : null;
}

export function readTrackingCookies(cookies: Readonly<Record<string, string>>): TrackingCookies {
  const get = (name: string) => (Object.hasOwn(cookies, name) ? cookies[name] : undefined);
  const day = get(TRACKING_COOKIE.sessionDay);
  const counter = get(TRACKING_COOKIE.counter);
  const tripId = get(TRACKING_COOKIE.tripId);
  const traffic = get(TRACKING_COOKIE.trafficType);
  return {
    sessionId: idOf(get(TRACKING_COOKIE.sessionId)),
    sessionDay: day !== undefined && DAY_PATTERN.test(day) ? day : null,
    pageId: idOf(get(TRACKING_COOKIE.pageId)),
    landingPageId: idOf(get(TRACKING_COOKIE.landingPageId)),
    refererPageId: idOf(get(TRACKING_COOKIE.refererPageId)),
    funnelId: idOf(get(TRACKING_COOKIE.funnelId)),
    tripId:
      tripId !== undefined && TRIP_ID_PATTERN.test(tripId) && Number(tripId) <= TRIP_ID_MAX
        ? Number(tripId)
        : null,
    counter: counter !== undefined && COUNTER_PATTERN.test(counter) ? Number(counter) : null,
    trafficType: (TRAFFIC_TYPES as readonly string[]).includes(traffic ?? "")
      ? (traffic as TrafficType)
      : null,
    attribution: decodeAttribution(get(TRACKING_COOKIE.attribution)),
    resetRequested: get(TRACKING_COOKIE.resetFlag) !== undefined,
  };
}

// ---- The tracking session ---------------------------------------------------------------------

/** The traveller's calendar day, 'YYYY-MM-DD' in India time. */
export function trackingDay(now: number): string {
  return new Date(now + TRACKING_DAY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export type ResetReason = "forced" | "no_session" | "day_changed" | "source_changed";

/**
 * Why the session must start again, or null to keep it (accounts §4): a forced reset (the
 * caller's or the browser's flag), no session, a new day, or a new non-direct source: a
 * traffic type other than the session's, or the same type with other campaign values
 * (utm_source, utm_medium, utm_campaign). A direct request never changes the source.
 */
export function sessionResetReason(
  previous: TrackingCookies,
  visit: { traffic: TrafficType; touch: MarketingAttribution; day: string; force: boolean },
): ResetReason | null {
  if (visit.force || previous.resetRequested) return "forced";
  if (!previous.sessionId) return "no_session";
  if (previous.sessionDay !== visit.day) return "day_changed";
  if (visit.traffic !== "direct" && isNewSource(previous, visit.traffic, visit.touch)) {
    return "source_changed";
  }
  return null;
}

function isNewSource(previous: TrackingCookies, traffic: TrafficType, touch: MarketingAttribution) {
  if (traffic !== previous.trafficType) return true;
  const campaign = ["utm_source", "utm_medium", "utm_campaign"] as const;
  if (!campaign.some((key) => touch[key])) return false;
  return campaign.some((key) => (touch[key] ?? "") !== (previous.attribution?.[key] ?? ""));
}

export interface TrackingState {
  sessionId: string;
  sessionDay: string;
  pageId: string;
  landingPageId: string;
  refererPageId: string | null;
  funnelId: string;
  counter: number;
  trafficType: TrafficType;
  tripId: number | null;
  attribution: MarketingAttribution | null;
}

export interface TrackingVisit extends TrafficInput {
  /** Milliseconds since the epoch. */
  now: number;
  force?: boolean;
  /** A page view (default) gets a new page id; an event keeps the page it happened on. */
  newPage?: boolean;
}

export interface TrackingUpdate {
  state: TrackingState;
  reset: ResetReason | null;
  cookies: CookieToSet[];
}

export function randomTrackingId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The tracking state after one request and the cookies that carry it. A reset starts a new
 * session on a new landing page; a continued session keeps its ids, counts a page view when
 * `newPage`, and pushes its 30-minute expiry forward. See decision 0032 for the funnel and
 * attribution rules.
 */
export function nextTrackingState(
  previousCookies: Readonly<Record<string, string>>,
  visit: TrackingVisit,
  newId: () => string = randomTrackingId,
): TrackingUpdate {
  const previous = readTrackingCookies(previousCookies);
  const traffic = classifyTraffic(visit);
  const touch = marketingTouch(visit.url);
  const day = trackingDay(visit.now);
  const reset = sessionResetReason(previous, {
    traffic,
    touch,
    day,
    force: visit.force === true,
  });
  const cookies: CookieToSet[] = [];
  let state: TrackingState;

  if (reset) {
    const pageId = newId();
    // A marketing touch (any non-direct start) replaces the attribution; a direct start only
    // fills it in when there is none, so typing the address never erases a campaign.
    const attribution = traffic !== "direct" || !previous.attribution ? touch : null;
    const newFunnel = traffic !== "direct" || !previous.funnelId;
    state = {
      sessionId: newId(),
      sessionDay: day,
      pageId,
      landingPageId: pageId,
      refererPageId: null,
      funnelId: newFunnel ? newId() : (previous.funnelId as string),
      counter: 1,
      trafficType: traffic,
      tripId: previous.tripId,
      attribution: attribution ?? previous.attribution,
    };
    if (newFunnel) cookies.push(persistent(TRACKING_COOKIE.funnelId, state.funnelId));
    if (attribution) {
      cookies.push({
        name: TRACKING_COOKIE.attribution,
        value: encodeAttribution(attribution),
        maxAge: ATTRIBUTION_MAX_AGE_S,
        httpOnly: true,
      });
    }
  } else {
    const sessionId = previous.sessionId as string;
    const pageId = visit.newPage === false && previous.pageId ? previous.pageId : newId();
    const newPage = pageId !== previous.pageId;
    const counter = previous.counter ?? 0;
    state = {
      sessionId,
      sessionDay: day,
      pageId,
      landingPageId: previous.landingPageId ?? previous.pageId ?? pageId,
      refererPageId: newPage ? previous.pageId : previous.refererPageId,
      funnelId: previous.funnelId ?? newId(),
      counter: Math.min(COUNTER_MAX, newPage ? counter + 1 : Math.max(counter, 1)),
      trafficType: previous.trafficType ?? traffic,
      tripId: previous.tripId,
      attribution: previous.attribution,
    };
    if (!previous.funnelId) cookies.push(persistent(TRACKING_COOKIE.funnelId, state.funnelId));
  }

  cookies.push(
    session(TRACKING_COOKIE.sessionId, state.sessionId),
    session(TRACKING_COOKIE.sessionDay, state.sessionDay),
    session(TRACKING_COOKIE.pageId, state.pageId),
    session(TRACKING_COOKIE.landingPageId, state.landingPageId),
    session(TRACKING_COOKIE.counter, String(state.counter)),
    session(TRACKING_COOKIE.trafficType, state.trafficType),
  );
  if (state.refererPageId) {
    cookies.push(session(TRACKING_COOKIE.refererPageId, state.refererPageId));
  } else if (previousCookies[TRACKING_COOKIE.refererPageId] !== undefined) {
    cookies.push({ ...session(TRACKING_COOKIE.refererPageId, ""), maxAge: 0 });
  }
  if (previousCookies[TRACKING_COOKIE.resetFlag] !== undefined) {
    cookies.push({ ...resetFlagCookie(), value: "", maxAge: 0 });
  }
  return { state, reset, cookies };
}

function session(name: string, value: string): CookieToSet {
  return { name, value, maxAge: SESSION_MAX_AGE_S, httpOnly: true };
}

function persistent(name: string, value: string): CookieToSet {
  return { name, value, maxAge: COOKIE_LIFETIME_S, httpOnly: true };
}

// ---- Attribution of a trip request --------------------------------------------------------

/**
 * The attribution fields of a new trip request (common/trips.ts) that the cookies can vouch
 * for: the session's ids and traffic type, and the 7-day marketing attribution. Malformed
 * cookies are left out rather than trusted.
 */
export function attributionFromCookies(cookies: Readonly<Record<string, string>>): TripAttribution {
  const read = readTrackingCookies(cookies);
  const attribution: TripAttribution = {};
  if (read.sessionId) attribution.session_id = read.sessionId;
  if (read.pageId) attribution.page_id = read.pageId;
  if (read.landingPageId) attribution.landing_page_id = read.landingPageId;
  if (read.refererPageId) attribution.referer_page_id = read.refererPageId;
  if (read.funnelId) attribution.funnel_id = read.funnelId;
  if (read.trafficType) attribution.traffic_type = read.trafficType;
  for (const key of ATTRIBUTION_KEYS_IN_COOKIE) {
    const value = read.attribution?.[key];
    if (value) attribution[key] = value;
  }
  return attribution;
}
