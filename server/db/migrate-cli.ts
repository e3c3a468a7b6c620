import { loadConfig } from "../config";
import { migrateDatabase, openConfiguredDatabase } from "./index";

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrateDatabase(database);
  console.log(`migrations applied (${database.driver})`);
} finally {
  await database.close();
}
