import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { packageReviews } from "../server/db/schema";
import { createTestDatabase } from "../server/testing/test-database";
import { SCALE_PACKAGE_COUNTS } from "./packages";
import { seedDatabase } from "./seed";

// Slow by nature: the default scale is the catalogue a fresh install serves, a minute of
// inserts on an idle 2-core machine; `npm run test:slow` runs it (decision 0206).
describe("seed at the default scale", () => {
  it("seeds the default scale, whose batches exceed one statement's parameter limit", async () => {
    const database = await createTestDatabase();
    try {
      const summary = await seedDatabase(database.db, { scale: "default" });
      expect(summary.packages).toBe(SCALE_PACKAGE_COUNTS.default);
      const [reviews] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(packageReviews);
      expect(reviews?.n).toBeGreaterThan(9_400); // one batch of 500 packages alone holds more
    } finally {
      await database.close();
    }
  });
});
