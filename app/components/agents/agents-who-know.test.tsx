import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AgentWhoKnowsCard } from "../../../common/agents";
import { AgentsWhoKnow } from "./agents-who-know";

// "Agents who know X" cards (decision 0218) draw an agency's uploaded cover (decision 0241)
// with its widths and size when it has one, and the card alone when it has none.

function card(id: number, cover: AgentWhoKnowsCard["cover"]): AgentWhoKnowsCard {
  return {
    id,
    encodedId: `agency-${id}`,
    companyName: `Agency ${id}`,
    profilePicture: `/images/v1/agents/agency-${id}-256x256.svg`,
    displayRating: 4.5,
    agentsConvertedTrips: 10,
    reviewsCount: 4,
    testimonialUrl: `/agents/agency-${id}`,
    email: "a***@…",
    mobileNumber: "+91 98•••••210",
    verified: true,
    yearsInBusiness: 8,
    responseTimeHours: 3,
    languages: ["English"],
    destinations: [],
    cover,
  };
}

const HASH = "0123456789abcdef0123456789abcdef";

describe("AgentsWhoKnow", () => {
  it("shows an agency's cover photo with its srcset and size, and no box for one without", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <AgentsWhoKnow
          place="Kerala"
          agents={[
            card(1, {
              hash: HASH,
              width: 1600,
              height: 1067,
              widths: [320, 640, 960],
              alt: "Our team on a houseboat",
            }),
            card(2, null),
          ]}
        />
      </MemoryRouter>,
    );
    expect(html.match(/<picture>/g)).toHaveLength(1);
    expect(html).toContain(`/photos/${HASH}-640.avif 640w`);
    expect(html).toMatch(
      /<img[^>]*alt="Our team on a houseboat"[^>]*width="1600"[^>]*height="1067"/,
    );
    expect(html).toContain("Agency 2");
  });
});
