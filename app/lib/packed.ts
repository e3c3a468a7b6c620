// Loader data that goes to the browser as one JSON string (decision 0174).
//
// React Router sends loader data with turbo-stream, which walks every value of it in
// JavaScript: for a listing's 25 cards, filters and header menus, some 1,600 values, about a
// sixth of the server's CPU for the page, and as much again to decode in the browser before
// hydration. Plain data needs none of what turbo-stream adds (dates, promises, shared
// references), so the big plain parts of a page's data are packed: JSON.stringify on the
// server and JSON.parse in the browser, both native, and turbo-stream sees one string.
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

/** Data of type T as one JSON string; read it with `unpack`. */
export type Packed<T> = { readonly json: string; readonly __packed?: T };

/** What `unpack` gives back for a `Packed<T>`. */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

// Server: the object each packed value was made from, so rendering reads it without parsing.
// Browser: the object parsed from each packed value that arrived, so it is parsed once and
// every render gets the same object.
const values = new WeakMap<object, unknown>();
// The packed form of each object already packed: memoized data (the header's menus) is
// serialized once, not once per request. Packed objects are not changed afterwards.
const packedForms = new WeakMap<object, object>();

export function pack<T>(value: T & JsonSafe<T>): Packed<T> {
  const isObject = typeof value === "object" && value !== null;
  const known = isObject ? packedForms.get(value) : undefined;
  if (known) return known as Packed<T>;
  const packed = { json: JSON.stringify(value) };
  values.set(packed, value);
  if (isObject) packedForms.set(value, packed);
  return packed as Packed<T>;
}

export function unpack<T>(packed: Packed<T>): T {
  if (values.has(packed)) return values.get(packed) as T;
  const value = JSON.parse(packed.json) as T;
  values.set(packed, value);
  return value;
}
