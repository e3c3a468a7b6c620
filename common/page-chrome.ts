// What surrounds a page besides its own content (browsing §2: "Some routes hide the chatbot;
// some show only the top bar"). Decided by path, like the page type, so the server render and
// the browser agree. See docs/decisions/0040-lead-chatbot-widget.md.
import { parseLocalePath } from "./locale";
import { detectPageType, type PageType, siteSection } from "./page-type";

/**
 * Pages where a lead chatbot would get in the way: the trip request flow itself (the form, the
 * request pages, drafts, nurture links), signing in and up, accounts and dashboards, payments,
 * staff and agent tools, and the error page.
 */
const CHATBOT_HIDDEN_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  "login",
  "signup",
  "new_request",
  "agent_dashboard",
  "payment_response",
]);
const CHATBOT_HIDDEN_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  "users",
  "requested_trips",
  "travellers",
  "payments",
  "page-not-found",
]);

function firstSegment(pathname: string): string {
  const { path } = parseLocalePath(pathname.split(/[?#]/)[0] ?? "");
  return path.split("/").find((segment) => segment !== "") ?? "";
}

export function hidesChatbot(pathname: string): boolean {
  const type = detectPageType(pathname);
  if (CHATBOT_HIDDEN_PAGE_TYPES.has(type)) return true;
  if (CHATBOT_HIDDEN_FIRST_SEGMENTS.has(firstSegment(pathname))) return true;
  const section = siteSection(pathname);
  // An agent's public profile (/agents/{id}) is read by travellers; the rest of /agent… is work.
  return section === "admin" || (section === "agent" && type !== "agent_profile");
}

/**
 * Focused pages show the top bar (the site header) and nothing else around the content: no
 * footer, no chatbot. These are the request form and its edit, draft and nurture variants,
 * and the payment result.
 */
export function showsOnlyTopBar(pathname: string): boolean {
  const { path } = parseLocalePath(pathname.split(/[?#]/)[0] ?? "");
  const segments = path.split("/").filter((segment) => segment !== "");
  const [first, second, third] = segments;
  if (first === "payments" && second === "response") return true;
  if (first !== "requested_trips") return false;
  return (
    second === "new" ||
    second === "drafts" ||
    third === "customize_new" ||
    (segments.length === 4 && third === "nurture")
  );
}

/**
 * The embedded sandbox gateway's hosted page stands for another company's site: none of our
 * header, footer or chatbot around it (docs/decisions/0121).
 */
export function isHostedGatewayPage(pathname: string): boolean {
  const { path } = parseLocalePath(pathname.split(/[?#]/)[0] ?? "");
  return path.startsWith("/payments/sandbox/");
}
