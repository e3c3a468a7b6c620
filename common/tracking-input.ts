import { z } from "zod";
import { MESSAGES } from "./messages";
import { isSafeText, safeText } from "./schema-helpers";
import {
  EVENT_PROPERTIES_MAX_BYTES,
  EVENT_PROPERTIES_MAX_KEYS,
  EVENT_PROPERTY_VALUE_MAX,
  SCROLL_DEPTH_EVENT,
  SCROLL_DEPTH_THRESHOLDS,
  TRACKING_EVENT_NAMES,
} from "./tracking-events";

// The body of POST /browsing/v1/tracking/events. Who sent it (session, page, funnel, user) is
// never taken from here: the server reads it from the cookies and the signed-in session.

const propertyValue = z.union(
  [
    safeText({ max: EVENT_PROPERTY_VALUE_MAX }),
    z.number().refine(Number.isFinite),
    z.boolean(),
    z.null(),
  ],
  {
    error: `must be a string of at most ${EVENT_PROPERTY_VALUE_MAX} characters, a number, true, false or null`,
  },
);

const properties = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.:-]{1,50}$/, { error: MESSAGES.notValid }),
    propertyValue,
    {
      error: MESSAGES.notValid,
    },
  )
  .refine((p) => Object.keys(p).length <= EVENT_PROPERTIES_MAX_KEYS, {
    error: `at most ${EVENT_PROPERTIES_MAX_KEYS} properties`,
    abort: true,
  })
  .refine((p) => new TextEncoder().encode(JSON.stringify(p)).length <= EVENT_PROPERTIES_MAX_BYTES, {
    error: `at most ${EVENT_PROPERTIES_MAX_BYTES} bytes of properties`,
  });

/** A path on this site: starts with one slash, no control characters. */
const pagePath = z
  .string({ error: MESSAGES.notValid })
  .max(2048, { error: MESSAGES.notValid })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  .regex(/^\/(?!\/)[^\u0000-\u001f\u007f]*$/, { error: MESSAGES.notValid })
  .refine((path) => isSafeText(path), { error: MESSAGES.notValid });

/** A page's query, as location.search gives it ("" or "?…"). */
const pageQuery = z
  .string({ error: MESSAGES.notValid })
  .max(2048, { error: MESSAGES.notValid })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  .regex(/^(?:\?[^\u0000-\u001f\u007f]*)?$/, { error: MESSAGES.notValid });

/** document.referrer: "" or an http(s) URL; only its host and query are ever read. */
const referrer = z
  .string({ error: MESSAGES.notValid })
  .max(2048, { error: MESSAGES.notValid })
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), {
    error: MESSAGES.notValid,
  });

export const TrackEventInput = z
  .object(
    {
      name: z.enum(TRACKING_EVENT_NAMES, { error: MESSAGES.notValid }),
      category: z
        .string({ error: MESSAGES.required })
        .regex(/^[A-Za-z0-9_. -]{1,50}$/, { error: MESSAGES.notValid }),
      properties: properties.optional(),
      page_path: pagePath.nullish(),
      /** With 'Page Viewed' (the page-view beacon): the page's query and referrer. */
      page_query: pageQuery.nullish(),
      referrer: referrer.nullish(),
    },
    { error: MESSAGES.notValid },
  )
  .superRefine((event, ctx) => {
    if (event.name !== SCROLL_DEPTH_EVENT) return;
    const percent = event.properties?.percent;
    if (!(SCROLL_DEPTH_THRESHOLDS as readonly unknown[]).includes(percent)) {
      ctx.addIssue({
        code: "custom",
        path: ["properties", "percent"],
        message: `must be one of ${SCROLL_DEPTH_THRESHOLDS.join(", ")}`,
      });
    }
  });
export type TrackEventInput = z.input<typeof TrackEventInput>;
