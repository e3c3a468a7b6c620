-- Custom SQL: the inbox search index (next migration) is a GIN over (agent_id, search_text
-- trigrams): pg_trgm gives the trigram operator class, btree_gin the integer column in a GIN.
-- Both are trusted contrib extensions on PostgreSQL 13+; PGlite loads them in server/db/client.ts.
-- docs/decisions/0105.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
