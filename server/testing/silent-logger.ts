import { createLogger } from "../lib/logger";

export const silentLogger = createLogger("silent");
