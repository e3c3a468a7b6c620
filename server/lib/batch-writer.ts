/**
 * Rows written in batches off the request path (decision 0153): `push` only queues; the queue
 * is written when it holds `maxRows` rows or `flushMs` after the first queued row, whichever
 * comes first, and by `flush()` (shutdown, or a reader that must see every row). One write at a
 * time; a failed write is logged and its rows are dropped (analytics never takes a page down),
 * and the queue is bounded so a database outage cannot exhaust memory.
 */
export interface BatchWriterOptions<Row> {
  write(rows: Row[]): Promise<void>;
  flushMs?: number;
  maxRows?: number;
  /** Rows kept while writes fail or lag; beyond it new rows are dropped. */
  maxQueued?: number;
  onError?(error: unknown, dropped: number): void;
}

export function createBatchWriter<Row>(options: BatchWriterOptions<Row>) {
  const flushMs = options.flushMs ?? 1_000;
  const maxRows = options.maxRows ?? 200;
  const maxQueued = options.maxQueued ?? 10_000;
  let queue: Row[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  const writeQueued = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(async () => {
      while (queue.length > 0) {
        const rows = queue.slice(0, maxRows);
        queue = queue.slice(rows.length);
        try {
          await options.write(rows);
        } catch (error) {
          options.onError?.(error, rows.length);
        }
      }
    });
    return writing;
  };

  return {
    push(row: Row): void {
      if (queue.length >= maxQueued) {
        dropped += 1;
        return;
      }
      queue.push(row);
      if (queue.length >= maxRows) {
        void writeQueued();
      } else if (!timer) {
        timer = setTimeout(() => void writeQueued(), flushMs);
        // A pending batch never keeps the process alive; shutdown calls flush().
        timer.unref?.();
      }
    },
    /** Writes everything queued so far; resolves when it is in the database (or dropped). */
    flush: (): Promise<void> => writeQueued(),
    stats: () => ({ queued: queue.length, dropped }),
  };
}

export type BatchWriter<Row> = ReturnType<typeof createBatchWriter<Row>>;
