// Every module's tables, re-exported for Drizzle and drizzle-kit. Modules own their tables;
// this file only gathers them.
export * from "../modules/accounts/accounts.schema";
export * from "../modules/agents/agents.schema";
export * from "../modules/catalog/catalog.schema";
export * from "../modules/chat/chat.schema";
export * from "../modules/hotels/hotels.schema";
export * from "../modules/idempotency/idempotency.schema";
export * from "../modules/jobs/jobs.schema";
export * from "../modules/leadbot/leadbot.schema";
export * from "../modules/payments/payments.schema";
export * from "../modules/quotes/quotes.schema";
export * from "../modules/tracking/tracking.schema";
export * from "../modules/trips/trips.schema";
