import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../common/messages";
import type { AuthenticatedUser } from "../../../common/roles";
import type { createApp } from "../../../server/app";
import { agentDestinations } from "../../../server/modules/agents/agents.schema";
import {
  insertAgency,
  insertDestination,
  kochiDraft,
} from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { signedInUser } from "../../../server/testing/signed-in";
import { createTestApp } from "../../../server/testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { loadPageBuild } from "../../../server/testing/test-page-build";
import { createTestServices } from "../../../server/testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../../server/testing/trip-input";
import { action as builderAction } from "../agents/quote-edit";

// Agent content never reaches outside the site (decision 0186): a quote's hotel pictures come
// from the site and its links leave only through the leaving page. Through the whole app: the
// agent's JSON API and builder form refuse outside addresses with the field's message, a draft
// holding older outside addresses is not sent, and the traveller's quote page (rendered from the
// page build) has no picture from elsewhere and no outside link but the leaving page's.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
let closeBuild: (() => Promise<void>) | undefined;
let agent: { cookie: string; user: AuthenticatedUser };
let traveller: { cookie: string; user: AuthenticatedUser };

const SITE = "http://localhost";
const PICTURE = "/images/v1/hotels/12-0-640x360.svg";
const WEBSITE = "https://www.bruntonboatyard.example/rooms?stay=2";
const PIXEL = "https://evil.example/pixel.png";
const PHISH = "//evil.example/phish";

/** The tests' usual Kochi draft as the builder's JSON, its hotel with these pictures and link. */
function draftBody(hotel: { images?: unknown; link?: unknown }) {
  const draft = kochiDraft({ validUntil: "2099-12-31" });
  return {
    ...draft,
    stays: draft.stays.map((s) => ({ ...s, hotels: s.hotels.map((h) => ({ ...h, ...hotel })) })),
  };
}

function agentCall(method: string, path: string, body?: unknown) {
  return app.request(path, {
    method,
    headers: { "content-type": "application/json", cookie: agent.cookie, origin: SITE },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function newTripWithDraft(): Promise<{ tripId: number; quoteId: number }> {
  const trip = await services.trips.create(traveller.user, KERALA_FAMILY_TRIP);
  const started = await agentCall("POST", `/agents/v2/leads/${trip.id}/quotes`, { from: "blank" });
  expect(started.status, await started.clone().text()).toBe(201);
  const { quote } = (await started.json()) as { quote: { quoteId: number } };
  return { tripId: trip.id, quoteId: quote.quoteId };
}

/** Writes hotel pictures and a link straight into a stored version, as rows from before the rule. */
async function storeOldAddresses(quoteId: number, images: string[], link: string) {
  await database.db.execute(sql`
    update quote_versions
    set content = jsonb_set(
      jsonb_set(content, '{stays,0,hotels,0,images}', ${JSON.stringify(images)}::jsonb),
      '{stays,0,hotels,0,link}', to_jsonb(${link}::text))
    where quote_id = ${quoteId}`);
}

/** The values of one attribute on every element of a kind in a page, e.g. each img's src. */
const valuesOf = (html: string, element: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<${element}\\b[^>]*\\b${attribute}="([^"]*)"`, "g"))].map(
    (m) => m[1] ?? "",
  );

/** A same-site path: one slash, then anything but a second slash or a backslash. */
const SAME_SITE = /^\/(?![/\\])/;

type ErrorBody = { errors: { code: string; message: string; field?: string }[] };

beforeAll(async () => {
  database = await createTestDatabase();
  const page = await loadPageBuild();
  closeBuild = page.close;
  ({ services } = createTestServices(database.db));
  app = createTestApp(database, services, { build: page.build });
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agent = await signedInUser(app, services, "agent", "outside");
  const agency = await insertAgency(database.db, {
    companyName: "Backwater Trails",
    userId: agent.user.id,
  });
  await database.db
    .insert(agentDestinations)
    .values({ agentId: agency.id, destinationId: kerala, position: 0 });
  traveller = await signedInUser(app, services, "traveller", "outside");
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

describe("an agent's hotel pictures and links", () => {
  it("are refused by the JSON API with the field's message when they point elsewhere", async () => {
    const { quoteId } = await newTripWithDraft();
    const res = await agentCall(
      "PUT",
      `/agents/v2/quotes/${quoteId}`,
      draftBody({ images: [PICTURE, PIXEL], link: PHISH }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "stays.0.hotels.0.images",
          message: MESSAGES.imageNotFromTriphive,
        }),
        expect.objectContaining({
          field: "stays.0.hotels.0.link",
          message: MESSAGES.linkNotAllowed,
        }),
      ]),
    );

    for (const link of ["javascript:alert(document.cookie)", "data:text/html,<b>x</b>"]) {
      const refused = await agentCall("PUT", `/agents/v2/quotes/${quoteId}`, draftBody({ link }));
      expect(refused.status, link).toBe(400);
    }
    const ok = await agentCall(
      "PUT",
      `/agents/v2/quotes/${quoteId}`,
      draftBody({ images: [PICTURE], link: WEBSITE }),
    );
    expect(ok.status).toBe(200);
  });

  it("are refused by the builder's form with the field's message", async () => {
    const { quoteId } = await newTripWithDraft();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "save",
      "days[0].cityName": "Kochi",
      "days[0].title": "Arrive in Kochi",
      "days[1].cityName": "Kochi",
      "days[1].title": "Departure",
      "stays[0].city": "Kochi",
      "stays[0].nights": "1",
      "stays[0].hotels[0].name": "Brunton Boatyard",
      "stays[0].hotels[0].city": "Kochi",
      "stays[0].hotels[0].rating": "5",
      "stays[0].hotels[0].images[0]": PIXEL,
      "stays[0].hotels[0].link": PHISH,
      pricePerAdult: "25000",
      validUntil: "2099-12-31",
    }))
      form.append(name, value);
    const reply = (await builderAction({
      request: new Request(`${SITE}/agents/dashboard/quotes/${quoteId}/edit`, {
        method: "POST",
        body: form,
      }),
      params: { quoteId: String(quoteId) },
      context: loadContextFor(() => services, agent.user),
    } as Parameters<typeof builderAction>[0])) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      "stays[0].hotels[0].images": [MESSAGES.imageNotFromTriphive],
      "stays[0].hotels[0].link": [MESSAGES.linkNotAllowed],
    });
  });

  it("saved before the rule keep the draft from being sent until the agent changes them", async () => {
    const { quoteId } = await newTripWithDraft();
    expect(
      (await agentCall("PUT", `/agents/v2/quotes/${quoteId}`, draftBody({ images: [PICTURE] })))
        .status,
    ).toBe(200);
    await storeOldAddresses(quoteId, [PICTURE, PIXEL], PHISH);

    const refused = await agentCall("POST", `/agents/v2/quotes/${quoteId}/send`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).errors).toEqual([
      {
        code: "quote_outside_content",
        message: MESSAGES.imageNotFromTriphive,
        field: "stays.0.hotels.0.images",
      },
      {
        code: "quote_outside_content",
        message: MESSAGES.linkNotAllowed,
        field: "stays.0.hotels.0.link",
      },
    ]);
    // The agent's preview, like the traveller's page, shows none of them meanwhile.
    const preview = await agentCall("GET", `/agents/v2/quotes/${quoteId}/preview`);
    const hotel = ((await preview.json()) as PreviewBody).quote.hotelsDetail[0]?.hotelInfos[0];
    expect(hotel).toMatchObject({ hotelImages: [PICTURE], taUrl: "" });

    expect(
      (
        await agentCall(
          "PUT",
          `/agents/v2/quotes/${quoteId}`,
          draftBody({ images: [PICTURE], link: WEBSITE }),
        )
      ).status,
    ).toBe(200);
    expect((await agentCall("POST", `/agents/v2/quotes/${quoteId}/send`)).status).toBe(200);
  });
});

type PreviewBody = {
  quote: { hotelsDetail: { hotelInfos: { hotelImages: string[]; taUrl: string }[] }[] };
};

describe("the traveller's quote page", () => {
  async function sentQuote(hotel: { images: string[]; link: string }) {
    const { tripId, quoteId } = await newTripWithDraft();
    expect((await agentCall("PUT", `/agents/v2/quotes/${quoteId}`, draftBody(hotel))).status).toBe(
      200,
    );
    expect((await agentCall("POST", `/agents/v2/quotes/${quoteId}/send`)).status).toBe(200);
    return { tripId, quoteId };
  }

  const page = (path: string) =>
    app.request(path, { headers: { cookie: traveller.cookie, accept: "text/html" } });

  it("shows the site's pictures only and leaves through the leaving page, old rows too", async () => {
    const { tripId, quoteId } = await sentQuote({ images: [PICTURE], link: WEBSITE });
    const path = `/requested_trips/${tripId}/quotes/${quoteId}`;
    const fresh = await page(path);
    expect(fresh.status).toBe(200);
    const html = await fresh.text();
    const sources = valuesOf(html, "img", "src");
    expect(sources).toContain(PICTURE);
    for (const src of sources) expect(src, src).toMatch(SAME_SITE);
    const leaving = `/leaving?to=${encodeURIComponent(WEBSITE)}&amp;from=${encodeURIComponent(path)}`;
    expect(html).toContain(`href="${leaving}"`);
    expect(html).not.toContain(`href="${WEBSITE}"`);
    expect(html).toContain("www.bruntonboatyard.example, outside Triphive");

    // A sent version written before the rule: its outside picture and link are not shown.
    await storeOldAddresses(quoteId, [PIXEL, PICTURE], PHISH);
    const old = await (await page(path)).text();
    expect(old).not.toContain("evil.example");
    const oldSources = valuesOf(old, "img", "src");
    expect(oldSources).toContain(PICTURE);
    for (const src of oldSources) expect(src, src).toMatch(SAME_SITE);
    // Nor does the traveller's JSON carry them.
    const json = await app.request(`/bookings/v1/requested_trips/${tripId}/quotes/${quoteId}`, {
      headers: { cookie: traveller.cookie },
    });
    const hotel = ((await json.json()) as PreviewBody).quote.hotelsDetail[0]?.hotelInfos[0];
    expect(hotel).toMatchObject({ hotelImages: [PICTURE], taUrl: "" });
  });

  it("allows pictures from the site alone in its Content-Security-Policy", async () => {
    const { tripId, quoteId } = await sentQuote({ images: [], link: "" });
    const res = await page(`/requested_trips/${tripId}/quotes/${quoteId}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp.split("; ")).toContain("img-src 'self' data:");
  });
});

describe("the leaving page", () => {
  it("names the host, shows the whole address and leaves only on a click", async () => {
    const res = await app.request(
      `/leaving?to=${encodeURIComponent(WEBSITE)}&from=${encodeURIComponent("/requested_trips/1/quotes/2")}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("You are leaving Triphive");
    expect(html).toContain(WEBSITE.replaceAll("&", "&amp;"));
    expect(html).toMatch(
      new RegExp(
        `<a href="${WEBSITE.replaceAll("?", "\\?")}" rel="noopener noreferrer nofollow"[^>]*>Continue to <!-- -->www\\.bruntonboatyard\\.example</a>`,
      ),
    );
    expect(html).toContain('href="/requested_trips/1/quotes/2"');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it.each([
    PHISH,
    "javascript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "https://good.example@evil.example/",
    "/requested_trips/1",
  ])("offers no link to %s", async (to) => {
    const res = await app.request(
      `/leaving?to=${encodeURIComponent(to)}&from=${encodeURIComponent("//evil.example/back")}`,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("This link cannot be opened");
    // Every link stays on the site (the header's Login carries this page's address, encoded).
    for (const href of valuesOf(html, "a", "href")) {
      expect(href, href).toMatch(href.startsWith("#") ? /^#[\w-]+$/ : SAME_SITE);
    }
    // A way back that would leave the site goes home instead.
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to Triphive<\/a>/);
  });
});
