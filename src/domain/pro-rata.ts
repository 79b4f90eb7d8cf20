// Splitting an amount between parts in proportion to their sizes, exactly to the cent, when the
// amount is taken in several steps (partial refunds). Decision 035 explains the rule:
//
// After each step the CUMULATIVE amount taken so far is apportioned, not the step alone, so a
// refund in three parts ends where one full refund would: every part taken back exactly. Each
// part's cumulative share stays between the floor and the ceiling of its exact pro-rata share
// (so never above the part itself), and never goes down from one step to the next (so no step
// gives a party a cent back). From the previous shares, a part gets at least the floor of its
// exact share; the cents left over go one each to the parts with the largest fraction of a cent
// outstanding, ties to the earlier part in the list.
//
// Products can pass 2^53 (a $10M part × a $10M amount), so the arithmetic is in BigInt.

export class ProRataError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'ProRataError';
  }
}

/**
 * The cumulative shares of `parts` once `takenCents` in all has been taken, given the shares
 * after the previous steps (`before`, all zero on the first step).
 */
export function proRataShares(
  parts: readonly number[],
  takenCents: number,
  before: readonly number[] = parts.map(() => 0),
): number[] {
  const total = parts.reduce((s, p) => s + p, 0);
  if (parts.some((p) => !Number.isSafeInteger(p) || p < 0))
    throw new ProRataError('parts must be whole cents, not negative');
  if (!Number.isSafeInteger(takenCents) || takenCents < 0 || takenCents > total)
    throw new ProRataError('the amount taken must be whole cents from 0 to the total');
  if (before.length !== parts.length) throw new ProRataError('one previous share per part');
  const alreadyTaken = before.reduce((s, b) => s + b, 0);
  if (alreadyTaken > takenCents) throw new ProRataError('the amount taken cannot go down');
  if (total === 0) return parts.map(() => 0);

  const T = BigInt(total);
  const x = BigInt(takenCents);
  const exact = parts.map((p) => BigInt(p) * x);
  const shares = exact.map((e, i) => Math.max(before[i]!, Number(e / T)));
  let left = takenCents - shares.reduce((s, v) => s + v, 0);
  if (left < 0) throw new ProRataError('previous shares are not a pro-rata split');
  // Parts still below the ceiling of their exact share, largest outstanding fraction first.
  const candidates = exact
    .map((e, i) => ({ i, outstanding: e - BigInt(shares[i]!) * T }))
    .filter((c) => c.outstanding > 0n)
    .sort((a, b) =>
      a.outstanding === b.outstanding ? a.i - b.i : a.outstanding > b.outstanding ? -1 : 1,
    );
  for (const c of candidates) {
    if (left === 0) break;
    shares[c.i] = shares[c.i]! + 1;
    left -= 1;
  }
  if (left !== 0) throw new ProRataError('previous shares are not a pro-rata split');
  return shares;
}
