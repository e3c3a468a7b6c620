// Loader data that goes to the browser as JSON, outside React Router's encoder (decisions 0174
// and 0176).
//
// React Router sends loader data with turbo-stream, which walks every value of it in
// JavaScript: for a listing's 25 cards, filters and header menus, some 1,600 values, about a
// sixth of the server's CPU for the page, and as much again to decode in the browser before
// hydration. Plain data needs none of what turbo-stream adds (dates, promises, shared
// references), so the big plain parts of a page's data are packed:
//
// - In a document, the loader data holds a reference, `{ ref }`, and the JSON itself goes in a
//   `<script type="application/json">` of its own (PackedScripts, before React Router's
//   scripts): escaped once for HTML, where inside React Router's script it was a string in a
//   JSON string, escaped twice, and kept per object, so memoized data costs nothing per page.
// - In a client navigation's data request (`.data`) there is no document: the JSON travels
//   as one string, `{ json }`, and turbo-stream sees one value.
//
// Deferred sections (promises) and anything JSON would change stay outside the packed part;
// `pack` refuses them at compile time.

/** What JSON carries unchanged; `never` where JSON.parse(JSON.stringify(x)) would differ. */
type JsonSafe<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends
        | Date
        | Map<unknown, unknown>
        | Set<unknown>
        | PromiseLike<unknown>
        | RegExp
        | URL
        | bigint
        | symbol
        | ((...args: never[]) => unknown)
    ? never
    : { [K in keyof T]: JsonSafe<T[K]> };

/**
 * Data of type T: its JSON (a data request) or the id of the script in the document that holds
 * it (a document). Read it with `unpack`.
 */
export type Packed<T> = ({ readonly json: string } | { readonly ref: string }) & {
  readonly __packed?: T;
};

/** What `unpack` gives back for a `Packed<T>`. */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

/** Which response the data goes out in: a loader's context says (server/app.ts sets it). */
export interface PackTarget {
  /** A client navigation's `.data` request; otherwise a document. */
  dataRequest?: boolean;
}

// Server: the object each packed value was made from, so rendering reads it without parsing.
// Browser: the object parsed from each packed value that arrived, so it is parsed once and
// every render gets the same object.
const values = new WeakMap<object, unknown>();
// The packed forms of each object already packed, one per kind of response: memoized data
// (the header's menus, a listing's data) is serialized once, not once per request. Packed
// objects are not changed afterwards.
const asJson = new WeakMap<object, Packed<unknown>>();
const asRef = new WeakMap<object, Packed<unknown>>();
// Server: the script-safe JSON of each reference form, for PackedScripts.
const scriptJson = new WeakMap<object, string>();
let refs = 0;

/** The prefix of every packed script's id: nothing else in a page's markup uses it. */
export const PACKED_ID_PREFIX = "packed-";

export function pack<T>(value: T & JsonSafe<T>, target: PackTarget): Packed<T> {
  const isObject = typeof value === "object" && value !== null;
  const forms = target.dataRequest ? asJson : asRef;
  const known = isObject ? forms.get(value) : undefined;
  if (known) return known as Packed<T>;
  const json = JSON.stringify(value);
  let packed: Packed<T>;
  if (target.dataRequest) {
    packed = { json };
  } else {
    packed = { ref: `${PACKED_ID_PREFIX}${++refs}` };
    // "<" as its JSON escape: the text cannot close the script or open a comment in it.
    scriptJson.set(packed, json.replace(/</g, "\\u003c"));
  }
  values.set(packed, value);
  if (isObject) forms.set(value, packed);
  return packed;
}

export function unpack<T>(packed: Packed<T>): T {
  if (values.has(packed)) return values.get(packed) as T;
  const value = JSON.parse("json" in packed ? packed.json : documentJson(packed.ref)) as T;
  values.set(packed, value);
  return value;
}

/** The text of the packed script `id` of the document the browser hydrates. */
function documentJson(id: string): string {
  const text = typeof document === "undefined" ? null : document.getElementById(id)?.textContent;
  if (text == null) throw new Error(`packed data ${id} is not in the document`);
  return text;
}

/**
 * The references among a route's loader data (its top-level values), with the JSON each
 * stands for: on the server what `pack` made; in the browser "" (the document has it).
 */
export function packedScriptsOf(data: unknown): { id: string; json: string }[] {
  if (typeof data !== "object" || data === null) return [];
  const found: { id: string; json: string }[] = [];
  for (const value of Object.values(data)) {
    const ref = (value as { ref?: unknown } | null)?.ref;
    if (typeof ref === "string" && ref.startsWith(PACKED_ID_PREFIX)) {
      found.push({ id: ref, json: scriptJson.get(value as object) ?? "" });
    }
  }
  return found;
}
