import { eq } from "drizzle-orm";
import { agentPictureUrl } from "../../../common/agents";
import type { Db } from "../../db";
import { agents } from "./agents.schema";

/** An agency as a notification names it: the agents module's door for notifications. */
export async function agencyFactsOf(
  db: Db,
  agentId: number,
): Promise<{ agentId: number; userId: string | null; companyName: string; pic: string } | null> {
  const [row] = await db
    .select({
      id: agents.id,
      userId: agents.userId,
      companyName: agents.companyName,
      encodedId: agents.encodedId,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return row
    ? {
        agentId: row.id,
        userId: row.userId,
        companyName: row.companyName,
        pic: agentPictureUrl(row.encodedId),
      }
    : null;
}
