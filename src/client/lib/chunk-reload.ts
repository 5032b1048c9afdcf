import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** A stale or failed chunk reloads the page at most once per minute, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

/** Reloads the page unless it already did so within the guard time; returns whether it reloaded. */
export function reloadForStaleChunk(
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(readStorage('session', STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  writeStorage('session', STORAGE_KEYS.chunkReloadAt, String(now));
  reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk with this event; reload to get the new build. */
export function watchChunkLoadFailures(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk()) event.preventDefault();
  });
}
