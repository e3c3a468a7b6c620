import type { AuthenticatedUser } from "../../../common/roles";

/** A signed-in user as a verified session cookie gave it, with what ends the entry. */
export interface CachedSession {
  user: AuthenticatedUser;
  /** better-auth's session token (the cookie's value before its signature). */
  token: string;
  /** When the session itself ends: no entry outlives it. */
  expiresAt: Date;
}

/** What other processes are told to forget (the channel's message, decision 0221). */
export interface SessionForgetting {
  tokens?: string[];
  users?: string[];
}

export interface SessionCacheOptions {
  /** How long an entry is trusted without the database: the ceiling on a missed forgetting. */
  ttlMs: number;
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry extends CachedSession {
  /** The Cookie header's session-cookie values this entry was verified for. */
  key: string;
  until: number;
}

/**
 * Session → user, per process (decision 0221): the session lookup is most of what a signed-in
 * page costs over an anonymous one. An entry is keyed by the exact signed cookie values
 * better-auth verified, so a hit never skips a signature check a miss would have made.
 * Ending a session (sign-out, revocation) and changing a user forget their entries here and,
 * through `onForget`, in the other processes; `ttlMs` bounds how long a forgetting lost on the
 * way (a process disconnected from the channel) can leave one behind.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit makes it an LRU.
  const entries = new Map<string, Entry>();
  const listeners = new Set<(forgetting: SessionForgetting) => void>();
  // Moves on every forgetting: a lookup that began before one may have read what it ended, and
  // is not kept (a sign-out racing a page load on another process).
  let generation = 0;

  function drop(entry: Entry) {
    entries.delete(entry.key);
  }

  function forgetLocally({ tokens = [], users = [] }: SessionForgetting): number {
    if (tokens.length === 0 && users.length === 0) return 0;
    generation++;
    const tokenSet = new Set(tokens);
    const userSet = new Set(users);
    let dropped = 0;
    for (const entry of entries.values()) {
      if (tokenSet.has(entry.token) || userSet.has(entry.user.id)) {
        drop(entry);
        dropped++;
      }
    }
    return dropped;
  }

  return {
    enabled: ttlMs > 0,

    get(key: string): AuthenticatedUser | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now()) {
        drop(entry);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.user;
    },

    /** Where forgetting stands: taken before a lookup, handed to `set` after it. */
    generation: () => generation,

    /** Keeps what a lookup begun at `since` (a `generation()`) found, unless forgotten since. */
    set(key: string, session: CachedSession, since: number) {
      if (ttlMs <= 0 || since !== generation) return;
      const until = Math.min(now() + ttlMs, session.expiresAt.getTime());
      if (until <= now()) return;
      entries.delete(key);
      entries.set(key, { ...session, key, until });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },

    /** Forgets sessions or users here and tells the listeners (the broadcast to the others). */
    forget(forgetting: SessionForgetting) {
      forgetLocally(forgetting);
      for (const listener of listeners) listener(forgetting);
    },

    /** A forgetting from another process: here only. */
    received: forgetLocally,

    onForget(listener: (forgetting: SessionForgetting) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** All of it: the channel reconnected and forgettings may have been missed. */
    clear() {
      generation++;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
