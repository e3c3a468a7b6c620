// `npm run seed -- [--scale default] [--reset] [--demo]`: the catalogue on the configured
// database (does nothing when one exists; --reset rebuilds it), and with --demo the demo
// accounts, agencies' logins, demo marketplace and coupons that the embedded mode creates by
// itself: on PostgreSQL only when asked (decision 0203), since their passwords are public.
import { parseArgs } from "node:util";
import { openCliServices } from "../server/cli/cli-services";
import { loadConfig } from "../server/config";
import { linkDemoAgents } from "./agents";
import { seedDemoAccounts } from "./demo-accounts";
import { seedDemoCoupons } from "./demo-coupons";
import { seedDemoDayLibrary } from "./demo-day-library";
import { seedDemoMarketplace } from "./demo-marketplace";
import { resetCatalog, SEED_SCALES, type SeedScale, seedIfEmpty } from "./seed";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "default" },
    reset: { type: "boolean", default: false },
    demo: { type: "boolean", default: false },
  },
});

if (!SEED_SCALES.includes(values.scale as SeedScale)) {
  console.error(`--scale must be one of ${SEED_SCALES.join(", ")}`);
  process.exit(2);
}
const scale = values.scale as SeedScale;

const { services, database, close } = await openCliServices(loadConfig());
try {
  // Not held to a request's statement limit (docs/decisions/0185).
  if (values.reset) await resetCatalog(database.longWork);
  const summary = await seedIfEmpty(database.longWork, {
    scale,
    changes: services.catalogChanges,
  });
  console.log(
    summary ? JSON.stringify(summary) : "catalogue already present; use --reset to rebuild it",
  );
  if (values.demo) {
    const accounts = await seedDemoAccounts(services.accounts);
    const agencies = await linkDemoAgents(database.db);
    const marketplace = await seedDemoMarketplace(services, database.db);
    const coupons = await seedDemoCoupons(services, database.db);
    const libraryDays = await seedDemoDayLibrary(database.db);
    console.log(
      JSON.stringify({ demo: { accounts, agencies, marketplace, coupons, libraryDays } }),
    );
    if (accounts) {
      console.log("demo accounts use the passwords in README.md: never on a public deployment");
    }
  }
  await services.search.ensureIndexed();
} finally {
  await close();
}
process.exit(0);
