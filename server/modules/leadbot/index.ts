export {
  type CacheStore,
  createConfiguredCacheStore,
  createDbCacheStore,
  createRedisCacheStore,
} from "./cache-store";
export { createLeadbotApi } from "./leadbot.api";
export { createLeadbotService, type LeadbotService } from "./leadbot.service";
