import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  aliasesFor,
  canonicalQuery,
  DOC_CLASS_LABELS,
  DOC_CLASS_ORDER,
  normalizeSearchText,
  SEARCH_ALIASES,
  SEARCH_GROUP_LIMIT,
  type SearchAnswer,
  type SearchGroup,
  type SearchResult,
  SUGGEST_LIMIT,
  toPrefixTsQuery,
} from "../../../common/search";
import type { Db, Executor } from "../../db";
import type { Logger } from "../../lib/logger";
import { rowsOf } from "../../lib/sql-rows";
import {
  type CatalogChanges,
  isOlderThanCatalogue,
  loadPlaceTree,
  type PlaceTree,
  resolvePlaces,
} from "../catalog";
import { CATALOGUE_PROVIDERS, packageChangeScope } from "./catalog-documents";
import { searchDocuments, searchIndexState } from "./search.schema";
import { type SearchRow, searchRow, toSearchResult } from "./search-shape";

/** One document a module hands to the index (see SearchProvider). */
export interface SearchDocumentInput {
  sourceId: string;
  title: string;
  /** "Munnar, Kerala": shown under the title. */
  location?: string;
  href: string;
  /** INR paise per person, or none. */
  priceMinor?: number | null;
  /** 0..1; ranks equally good matches. */
  popularity?: number;
  /** Words that should find it besides its title (destination, region, kinds). */
  keywords?: string;
  /** Offer it while the visitor types (default true). */
  suggest?: boolean;
  links?: { label: string; href: string }[];
}

/**
 * How a module puts its things into universal search (decision 0145). Register once when the
 * services are built; the index is refilled from every provider on each catalogue change:
 *
 * ```ts
 * services.search.register({
 *   docClass: "hotel",
 *   documents: async () => (await hotels.all()).map((h) => ({
 *     sourceId: String(h.id), title: h.name, location: `${h.city}, ${h.destination}`,
 *     href: `/hotel/${h.slug}`, priceMinor: h.fromMinor, popularity: h.rating / 5,
 *   })),
 * });
 * ```
 *
 * `select` is the bulk form for big tables: SQL selecting the columns of `PROVIDER_COLUMNS`
 * in that order (see catalog-documents.ts). Registering a doc class again replaces its
 * provider (the guides module can take over "city" and "place" to link its pages).
 */
export interface SearchProvider {
  docClass: string;
  documents?: () => Promise<SearchDocumentInput[]>;
  select?: SQL;
  /**
   * `select` for the documents of these source ids only (a comma-separated SQL list), so that
   * refilling what one edit touched does not compute every document (decision 0199). Unset:
   * `select`, filtered afterwards.
   */
  selectSome?: (sourceIds: SQL) => SQL;
  /**
   * Where its documents lie (decision 0208): SQL selecting source_id, place_id (the place the
   * document is, or null), place_ids (the places it lies in) and image (its card's picture),
   * from the catalogue's place hierarchy. Unset: none.
   */
  places?: SQL;
}

const TRIGRAM_THRESHOLD = "0.5";
const CLASS_BOOST: Record<string, number> = {
  destination: 0.5,
  city: 0.35,
  guide: 0.3,
  place: 0.2,
  hotel: 0.1,
  package: 0,
};

/** How many rows each arm of a search reads; what is listed comes from their union. */
const ARM_LIMIT = 40;
/** How many results lead the answer, of any kind. */
const TOP_RESULTS = 3;

// Scores of the arms (decision 0208): a document within the place named that matches the
// other words > the place itself > what else lies within it > text matches anywhere.
const WITHIN_MATCHING = 12;
const PLACE_ITSELF = 10;
const AROUND_PLACE = 8;
const WITHIN_PLACE = 5;

/** Words of a query that say nothing about what is wanted once its places are read. */
const FILLER = new Set([
  "a",
  "an",
  "and",
  "at",
  "best",
  "by",
  "for",
  "from",
  "holiday",
  "holidays",
  "in",
  "near",
  "of",
  "on",
  "package",
  "packages",
  "places",
  "the",
  "things",
  "to",
  "tour",
  "tours",
  "trip",
  "trips",
  "visit",
  "with",
]);

function boostSql(): SQL {
  const cases = Object.entries(CLASS_BOOST).map(
    ([docClass, boost]) => sql`when ${docClass} then ${boost}::real`,
  );
  return sql`(case d.doc_class ${sql.join(cases, sql` `)} else 0::real end)`;
}

const COLUMNS = sql`d.doc_class, d.source_id, d.title, d.location, d.href, d.price_minor, d.links,
  d.image`;

/** "beaches" -> "beach", "ghats" -> "ghat": the index holds names as written. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** Any of the words, each as a prefix of its singular ("tea | garden:*"). */
function anyWordTsQuery(words: readonly string[]): string {
  return [...new Set(words.map(singular))]
    .filter((w) => /^[a-z0-9]+$/.test(w))
    .map((w) => `${w}:*`)
    .join(" | ");
}

interface Scored {
  row: SearchRow;
  score: number;
}

export interface SearchServiceDeps {
  db: Db;
  /**
   * Where the index is refilled: a rebuild at 100k packages runs statements of seconds, past
   * what a request may run (docs/decisions/0185). Unset: `db`.
   */
  longWorkDb?: Db;
  logger?: Logger;
  changes?: Pick<CatalogChanges, "subscribe">;
  /**
   * The catalogue's durable version, read inside the rebuild's transaction; the index records
   * the version it was built from (decision 0199). Unset: always 0.
   */
  catalogVersion?: (db: Executor) => Promise<number>;
}

/** A catalogue change as the index hears it: the version it made, the packages it touched. */
export interface IndexedChange {
  version?: number;
  packages?: readonly number[];
}

/** Documents to refill by class: what one change touched. */
export type DocumentScope = { docClass: string; sourceIds: string[] }[];

const PROVIDED_COLUMNS = sql`(source_id, title, location, href, price_minor, popularity, names,
  keywords, suggest, links)`;

/** Serialises rebuilds across processes: the index is one table every process reads. */
const REBUILD_LOCK = "search-index-rebuild";

export function createSearchService({
  db,
  longWorkDb,
  logger,
  changes,
  catalogVersion,
}: SearchServiceDeps) {
  const providers = new Map<string, SearchProvider>(
    CATALOGUE_PROVIDERS.map((p) => [p.docClass, p]),
  );
  let running: Promise<void> = Promise.resolve();

  async function builtFrom(tx: Executor): Promise<number | null> {
    const [state] = await tx
      .select({ version: searchIndexState.builtFromVersion })
      .from(searchIndexState);
    return state ? Number(state.version) : null;
  }

  async function markBuilt(tx: Executor, version: number): Promise<void> {
    await tx
      .insert(searchIndexState)
      .values({ id: 1, builtFromVersion: version })
      .onConflictDoUpdate({
        target: searchIndexState.id,
        set: { builtFromVersion: version, builtAt: sql`now()` },
      });
  }

  /** Other spellings of the names inside (Kochi -> cochin), for the documents `where` picks. */
  async function addAliases(tx: Executor, where: SQL): Promise<void> {
    for (const group of SEARCH_ALIASES) {
      const pattern = `(^| )(${group.join("|")})( |$)`;
      const all = group.join(" ");
      await tx.execute(sql`
        update search_documents set
          names = case when names ~ ${pattern} and position(${all} in names) = 0
            then names || ' ' || ${all} else names end,
          keywords = case when keywords ~ ${pattern} and position(${all} in keywords) = 0
            then keywords || ' ' || ${all} else keywords end
        where (names ~ ${pattern} or keywords ~ ${pattern}) and ${where}`);
    }
  }

  /** Where a provider's documents lie and their pictures, for the documents `where` picks. */
  async function applyPlaces(tx: Executor, provider: SearchProvider, where: SQL): Promise<void> {
    if (!provider.places) return;
    await tx.execute(sql`
      update search_documents d set place_id = x.place_id, place_ids = x.place_ids,
        image = x.image
      from (${provider.places}) as x (source_id, place_id, place_ids, image)
      where d.doc_class = ${provider.docClass} and d.source_id = x.source_id and ${where}`);
  }

  /**
   * Refills only the documents one change touched (a package edit: its document and its
   * destination's), when their providers select in SQL; false when some cannot be.
   */
  async function refillScope(tx: Executor, scope: DocumentScope): Promise<boolean> {
    if (scope.some((s) => !providers.get(s.docClass)?.select)) return false;
    for (const { docClass, sourceIds } of scope) {
      if (sourceIds.length === 0) continue;
      const provider = providers.get(docClass);
      if (!provider?.select) return false;
      const ids = sql.join(
        sourceIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const picked = sql`doc_class = ${docClass} and source_id in (${ids})`;
      await tx.execute(sql`delete from search_documents where ${picked}`);
      await tx.execute(sql`
        insert into search_documents
          (doc_class, source_id, title, location, href, price_minor, popularity, names,
           keywords, suggest, links)
        select ${docClass}, * from (${provider.selectSome?.(ids) ?? provider.select})
          as provided ${PROVIDED_COLUMNS}
        where provided.source_id in (${ids})`);
      await addAliases(tx, picked);
      await applyPlaces(tx, provider, sql`d.source_id in (${ids})`);
    }
    return true;
  }

  /**
   * Refills the index in one transaction (readers keep the old one until it commits) under a
   * lock every process takes, so two processes never fill it at once. Unless `force`d, an index
   * already built from the current catalogue version is left alone (returns null), and an index
   * one version behind, when `change` is that version and names its packages, gets only their
   * documents refilled (returns how many there are now): a full refill at the default
   * catalogue takes seconds, one package's a few milliseconds (decision 0199).
   */
  async function fill(force: boolean, change?: IndexedChange): Promise<number | null> {
    let count: number | null = null;
    await (longWorkDb ?? db).transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${REBUILD_LOCK}))`);
      const version = catalogVersion ? await catalogVersion(tx) : 0;
      const built = await builtFrom(tx);
      if (!force && !isOlderThanCatalogue(built, version)) return;
      if (
        !force &&
        change?.packages?.length &&
        change.version === version &&
        built === version - 1 &&
        (await refillScope(tx, await packageChangeScope(tx, change.packages)))
      ) {
        await markBuilt(tx, version);
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
        count = row?.n ?? 0;
        return;
      }
      await tx.delete(searchDocuments);
      for (const provider of providers.values()) {
        if (provider.select) {
          await tx.execute(sql`
            insert into search_documents
              (doc_class, source_id, title, location, href, price_minor, popularity, names,
               keywords, suggest, links)
            select ${provider.docClass}, * from (${provider.select}) as provided`);
        }
        if (provider.documents) {
          const docs = await provider.documents();
          for (let i = 0; i < docs.length; i += 500) {
            await tx.insert(searchDocuments).values(
              docs.slice(i, i + 500).map((doc) => {
                const title = normalizeSearchText(doc.title);
                const keywords = normalizeSearchText(doc.keywords ?? doc.location ?? "");
                return {
                  docClass: provider.docClass,
                  sourceId: doc.sourceId,
                  title: doc.title,
                  location: doc.location ?? "",
                  href: doc.href,
                  priceMinor: doc.priceMinor ?? null,
                  popularity: Math.min(1, Math.max(0, doc.popularity ?? 0)),
                  names: [title, ...aliasesFor(title)].join(" "),
                  keywords: [keywords, ...aliasesFor(keywords)].join(" "),
                  suggest: doc.suggest ?? true,
                  links: doc.links ?? [],
                };
              }),
            );
          }
        }
      }
      // SQL providers write plain normalised text; this adds the aliases, one pass per group.
      await addAliases(tx, sql`true`);
      for (const provider of providers.values()) await applyPlaces(tx, provider, sql`true`);
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
      count = row?.n ?? 0;
      await markBuilt(tx, version);
    });
    return count;
  }

  /** Runs fills of this process one after another. */
  function queue(force: boolean, change?: IndexedChange): Promise<number | null> {
    const next = running.then(() => fill(force, change));
    running = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  /** Refills the index from every provider; calls run one after another. */
  async function rebuild(): Promise<number> {
    return (await queue(true)) ?? 0;
  }

  /**
   * Refills the index if it is older than the catalogue (only what `change` touched, when that
   * is all it misses); null when it was not older.
   */
  function refresh(change?: IndexedChange): Promise<number | null> {
    return queue(false, change);
  }

  async function isStale(): Promise<boolean> {
    const version = catalogVersion ? await catalogVersion(db) : 0;
    return isOlderThanCatalogue(await builtFrom(db), version);
  }

  async function matching<T>(body: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      // The threshold of `%>` for this transaction, and the GIN indexes even where the planner
      // would scan a small table: word_similarity costs ~25 µs a row on PGlite (WASM), so a
      // sequential scan of 2,000 documents is 50 ms while the indexes answer in about 1 ms.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${TRIGRAM_THRESHOLD}, true),
          set_config('enable_seqscan', 'off', true)`,
      );
      return body(tx as unknown as Db);
    });
  }

  function prepare(query: string) {
    const normalized = canonicalQuery(query);
    return { normalized, tsq: toPrefixTsQuery(normalized) };
  }

  async function didYouMean(tx: Db, q: string): Promise<string | null> {
    const rows = rowsOf(
      await tx.execute(sql`
      select title from search_documents
      where doc_class in ('destination', 'city') and similarity(${q}, names) > 0.25
      order by similarity(${q}, names) desc, popularity desc limit 1`),
      z.object({ title: z.string() }),
    );
    return rows[0]?.title ?? null;
  }

  // The place hierarchy the queries are read with, kept until the catalogue changes.
  let placeTree: Promise<PlaceTree> | null = null;
  function places(): Promise<PlaceTree> {
    if (!placeTree) {
      const load = loadPlaceTree(db);
      placeTree = load;
      load.catch(() => {
        if (placeTree === load) placeTree = null;
      });
    }
    return placeTree;
  }
  changes?.subscribe(() => {
    placeTree = null;
  });

  /** Rows of one arm, scored by `base` plus how well they match. */
  async function arm(tx: Db, base: number, from: SQL, order: SQL): Promise<Scored[]> {
    const rows = rowsOf(
      await tx.execute(sql`
        select ${COLUMNS}, (${order})::real as score
        from search_documents d where ${from}
        order by score desc, d.title limit ${ARM_LIMIT}`),
      searchRow.extend({ score: z.coerce.number() }),
    );
    return rows.map(({ score, ...row }) => ({ row, score: base + score }));
  }

  /**
   * The scored candidates of a query, from small separate statements (no window functions: a
   * trigram arm under a window hung PGlite once, decision 0208): the places it names and what
   * lies in them, then the words anywhere, then, when no word matched, their trigrams.
   */
  async function candidates(query: string, suggestOnly: boolean): Promise<Scored[]> {
    const { normalized, tsq } = prepare(query);
    if (normalized.length < 2 || !tsq) return [];
    // Only whole words name places: "keral" while typing is still a text match.
    const complete = suggestOnly ? normalized.split(" ").slice(0, -1).join(" ") : normalized;
    const mentions = complete ? resolvePlaces(await places(), complete) : [];
    const tree = mentions.length ? await places() : null;
    const named = new Set(mentions.flatMap((m) => m.words.split(" ")));
    const rest = normalized
      .split(" ")
      .filter((w) => w && !named.has(w) && !FILLER.has(w))
      .slice(0, 6);
    const onlySuggested = suggestOnly ? sql`d.suggest and ` : sql``;
    const quality = sql`d.popularity * 0.5 + ${boostSql()}`;
    return matching(async (tx) => {
      const scored: Scored[] = [];
      if (tree && mentions.length) {
        const ids = mentions.map((m) => m.place.id);
        // A place with no page of its own (Baga, Spiti) is shown as the place around it.
        const around = mentions
          .map((m) => m.place)
          .filter((p) => p.destinationId === null && p.cityId === null && p.parentId !== null)
          .map((p) => p.parentId as number);
        const idList = sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        );
        const within = sql`d.place_ids && array[${idList}]::integer[]`;
        const restQuery = anyWordTsQuery(rest);
        if (restQuery) {
          scored.push(
            ...(await arm(
              tx,
              WITHIN_MATCHING,
              sql`${onlySuggested}${within} and d.tsv @@ to_tsquery('simple', ${restQuery})`,
              sql`ts_rank(d.tsv, to_tsquery('simple', ${restQuery})) * 4 + ${quality}`,
            )),
          );
        }
        scored.push(...(await arm(tx, PLACE_ITSELF, sql`d.place_id in (${idList})`, quality)));
        if (around.length) {
          scored.push(
            ...(await arm(
              tx,
              AROUND_PLACE,
              sql`d.place_id in (${sql.join(
                around.map((id) => sql`${id}`),
                sql`, `,
              )})`,
              quality,
            )),
          );
        }
        scored.push(...(await arm(tx, WITHIN_PLACE, sql`d.suggest and ${within}`, quality)));
      }
      const text = await arm(
        tx,
        0,
        sql`${onlySuggested}d.tsv @@ to_tsquery('simple', ${tsq})`,
        sql`word_similarity(${normalized}, d.names) * 2
          + ts_rank(d.tsv, to_tsquery('simple', ${tsq})) * 2
          + case when d.names like ${`${normalized}%`} then 0.6 else 0 end + ${quality}`,
      );
      scored.push(...text);
      // Trigrams forgive a typo ("darjeling") only when no document holds the words as typed.
      if (text.length === 0) {
        scored.push(
          ...(await arm(
            tx,
            0,
            sql`${onlySuggested}d.names %> ${normalized}`,
            sql`word_similarity(${normalized}, d.names) * 2 + ${quality}`,
          )),
        );
      }
      return best(scored);
    });
  }

  // A change with its catalogue version refills the index if it is older than that: the first
  // process to take the lock rebuilds it, the others wait for the lock and find it done
  // (decision 0199). A change without a version (a writer that does not bump it) rebuilds.
  changes?.subscribe((change) => {
    // A photo changed only how pages look: no document's text moved (decision 0219).
    if (change.looks) return;
    (change.version === undefined && change.origin !== "remote" ? rebuild() : refresh(change)).then(
      (count) => {
        if (count !== null)
          logger?.info({ documents: count, reason: change.reason }, "search index rebuilt");
      },
      (error: unknown) => logger?.error({ err: error }, "rebuilding the search index failed"),
    );
  });

  return {
    register(provider: SearchProvider): void {
      providers.set(provider.docClass, provider);
    },
    rebuild,
    refresh,
    isStale,
    /**
     * At start: fills an empty index (a database migrated after it was seeded) and refills one
     * older than the catalogue (another process, or a command, changed it while this one was
     * down). With `background`, a stale index that still has documents is refilled without
     * waiting: it is served meanwhile. Returns the documents there are now.
     */
    async ensureIndexed(options: { background?: boolean } = {}): Promise<number> {
      await running;
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
      const documents = row?.n ?? 0;
      if (documents === 0) return rebuild();
      if (!(await isStale())) return documents;
      const refilled = refresh().then((count) => {
        if (count !== null) logger?.info({ documents: count }, "stale search index rebuilt");
        return count ?? documents;
      });
      if (!options.background) return refilled;
      refilled.catch((error: unknown) =>
        logger?.error({ err: error }, "rebuilding the stale search index failed"),
      );
      return documents;
    },

    /** Suggestions while typing: the best few of any kind, best first. */
    async suggest(query: string, limit = SUGGEST_LIMIT): Promise<SearchResult[]> {
      const scored = await candidates(query, true);
      return scored.slice(0, limit).map((s) => toSearchResult(s.row));
    },

    /**
     * /search_results: the best few results of any kind first (the place named, what in it
     * matches the other words), then up to SEARCH_GROUP_LIMIT of each kind in a fixed order;
     * `total` counts what is listed.
     */
    async search(query: string): Promise<SearchAnswer> {
      const { normalized } = prepare(query);
      const empty: SearchAnswer = {
        query,
        normalized,
        total: 0,
        top: [],
        groups: [],
        didYouMean: null,
      };
      if (normalized.length < 2) return empty;
      const scored = await candidates(query, false);
      if (scored.length === 0) {
        return { ...empty, didYouMean: await matching((tx) => didYouMean(tx, normalized)) };
      }
      const top = scored.slice(0, TOP_RESULTS).map((s) => toSearchResult(s.row));
      const groups = new Map<string, SearchGroup>();
      for (const { row } of scored.slice(TOP_RESULTS)) {
        const group = groups.get(row.doc_class) ?? {
          doc_class: row.doc_class,
          label: DOC_CLASS_LABELS[row.doc_class] ?? row.doc_class,
          results: [],
        };
        if (group.results.length >= SEARCH_GROUP_LIMIT) continue;
        group.results.push(toSearchResult(row));
        groups.set(row.doc_class, group);
      }
      const order = (c: string) => {
        const i = DOC_CLASS_ORDER.indexOf(c);
        return i < 0 ? DOC_CLASS_ORDER.length : i;
      };
      const listed = [...groups.values()].reduce((n, g) => n + g.results.length, top.length);
      return {
        ...empty,
        total: listed,
        top,
        groups: [...groups.values()].sort((a, b) => order(a.doc_class) - order(b.doc_class)),
      };
    },
  };
}

/** Each document once, at its best score; best first, then by title. */
function best(scored: readonly Scored[]): Scored[] {
  const byKey = new Map<string, Scored>();
  for (const s of scored) {
    const key = `${s.row.doc_class}:${s.row.source_id}`;
    const seen = byKey.get(key);
    if (!seen || s.score > seen.score) byKey.set(key, s);
  }
  return [...byKey.values()].sort(
    (a, b) => b.score - a.score || a.row.title.localeCompare(b.row.title),
  );
}

export type SearchService = ReturnType<typeof createSearchService>;
