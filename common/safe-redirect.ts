// Guards every redirect target that comes from outside the code (next_url query parameters,
// the API's Redirect-To header) against open redirects. Only same-site absolute paths pass;
// full URLs are never accepted, even for our own host, so there is no host list to get wrong.

// How many layers of percent-encoding are peeled off. Each layer may have been decoded by a
// different hop (proxy, router, browser) before the value is used as a location.
const MAX_DECODE_ROUNDS = 3;

// The raw value must be printable ASCII: raw whitespace, control characters and non-ASCII
// look-alikes are stripped or normalised by URL parsers (tabs and newlines vanish anywhere in
// a URL), which is how strings like "/\t/evil.com" turn into protocol-relative URLs. A
// legitimate path has such characters percent-encoded.
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

// Decoded layers may legitimately hold non-ASCII or spaces (an encoded search term), but never
// control characters, which would have been smuggled through an escape like %09 or %0a.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\x00-\x1f\x7f]/;
const WHITESPACE = /\s/;

function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

// RFC 3986 remove_dot_segments on the path only, so "/.//evil.com" or "/a/..//evil.com" are
// seen as the "//evil.com" that any normalising consumer would turn them into.
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split("/");
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i] ?? "";
    const last = i === segments.length - 1;
    if (segment === ".") {
      if (last) output.push("");
    } else if (segment === "..") {
      output.pop();
      if (last) output.push("");
    } else {
      output.push(segment);
    }
  }
  return `/${output.join("/")}`;
}

// Requiring a single leading "/" also rules out every scheme ("javascript:", "https:") and
// bare host names, so no scheme list is needed.
function isSafeForm(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.includes("\\")) return false;
  if (CONTROL_CHARACTER.test(value)) return false;
  const path = pathPart(value);
  if (WHITESPACE.test(path)) return false;
  return !removeDotSegments(path).startsWith("//");
}

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target === "") return fallback;
  if (!PRINTABLE_ASCII.test(target)) return fallback;
  let current = target;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!isSafeForm(current)) return fallback;
    if (round === MAX_DECODE_ROUNDS) break;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes are never produced by our own links; refusing them avoids guessing
      // how a lenient downstream decoder would read them.
      return fallback;
    }
    if (decoded === current) break;
    current = decoded;
  }
  return target;
}
