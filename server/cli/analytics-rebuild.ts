// `npm run analytics:rebuild`: recomputes every request's analytics facts from the modules
// that own them (decision 0215). Run it after restoring a backup, after a migration that adds
// to the facts, or on a database that had requests before the analytics tables existed.
import { loadConfig } from "../config";
import { openCliServices } from "./cli-services";

const { services, close } = await openCliServices(loadConfig());
try {
  const started = Date.now();
  const requests = await services.analytics.rebuild();
  console.log(`analytics facts rebuilt for ${requests} requests in ${Date.now() - started} ms`);
} finally {
  await close();
}
