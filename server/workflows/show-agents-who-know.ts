import type { AgentWhoKnowsCard } from "../../common/agents";
import type { AgentsService } from "../modules/agents";
import type { PhotosService } from "../modules/photos";

// "Agents who know Kerala" (decision 0218) with each agency's cover photo (decision 0241): the
// agents module picks and orders the agencies, the photos module holds their covers. Two reads
// whatever the number of cards.

export interface ShowAgentsWhoKnowDeps {
  agents: Pick<AgentsService, "knowing">;
  photos: Pick<PhotosService, "photosOf">;
}

export async function showAgentsWhoKnow(
  deps: ShowAgentsWhoKnowDeps,
  destinationSlug: string,
): Promise<AgentWhoKnowsCard[]> {
  const cards = await deps.agents.knowing(destinationSlug);
  if (cards.length === 0) return [];
  const covers = await deps.photos.photosOf(
    "agency-profile",
    cards.map((card) => String(card.id)),
  );
  return cards.map((card) => ({ ...card, cover: covers.get(String(card.id)) ?? null }));
}
