import { csvHeader, csvRow } from './csv';
import type { FeedbackFilter, FeedbackStore } from './store';

/** Rows per query: each batch is read and written in one turn of the event loop, well under 50 ms. */
export const CSV_BATCH_ROWS = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The CSV export as a stream. The first batch is read before this resolves, so a failing database
 * is answered with an error status rather than a 200 whose body stops. Later batches are read one
 * per pull, each after yielding to the event loop: a PGlite query resolves without giving other
 * requests a turn, so without the yield an 11,644-row export held the server for 299 ms (#45).
 */
export async function csvExportStream(
  store: Pick<FeedbackStore, 'list'>,
  filter: FeedbackFilter,
  { batchRows = CSV_BATCH_ROWS, onError }: { batchRows?: number; onError?: (error: unknown) => void } = {},
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let page = await store.list(filter, { limit: batchRows });
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (first) {
          first = false;
          controller.enqueue(encoder.encode(csvHeader() + page.items.map(csvRow).join('')));
        } else {
          await nextTurn();
          page = await store.list(filter, { limit: batchRows, cursor: page.nextCursor ?? undefined });
          controller.enqueue(encoder.encode(page.items.map(csvRow).join('')));
        }
        if (!page.nextCursor) controller.close();
      } catch (error) {
        onError?.(error);
        controller.error(error);
      }
    },
  });
}
