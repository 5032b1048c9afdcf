/**
 * The longest the event loop went without a turn while `work` ran, in milliseconds: the largest gap
 * between the ticks of a 1 ms timer. While one request holds the loop, every other request waits.
 */
export async function longestStall(work: () => Promise<void>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
    // A few more ticks, so a stall at the very end counts too.
    await new Promise((resolve) => setTimeout(resolve, 5));
  } finally {
    clearInterval(ticks);
  }
  return longest;
}

/**
 * The longest stall `work` causes, as the best of a few attempts: a stall the input causes shows in
 * every attempt, one a busy test machine causes does not. Stops early once an attempt is under
 * `bound`.
 */
export async function stallOf(work: () => Promise<void>, bound: number, attempts = 3): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < attempts && best >= bound; attempt++) {
    best = Math.min(best, await longestStall(work));
  }
  return best;
}
