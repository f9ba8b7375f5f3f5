import { GENESIS_HASH, recomputeChain, type LotChain } from '@portal/contracts/bidding';

/** SHA-256 of a UTF-8 text, in hex, by the browser's own WebCrypto (the server is not asked). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** WebCrypto's digest exists only in a secure context (HTTPS, or localhost). */
export const canRecompute = () => typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';

/** How a receipt's hash stands against the recomputed chain. */
export type ReceiptAgainstChain =
  /** The link at the receipt's seq recomputes and carries exactly the receipt's hash. */
  | 'MATCHES'
  /** It recomputes, with another hash. */
  | 'DIFFERS'
  /** The ledger has no bid at that seq. */
  | 'ABSENT'
  /** The link is at or after the break: its hash could not be recomputed. */
  | 'UNVERIFIED';

export type ChainCheckHere = {
  /** Every link recomputes, seqs 1..n, and the last hash is the lot's head. */
  holds: boolean;
  /** The last seq that recomputes (with every seq before it). */
  holdsUpTo: number;
  /** The first seq that does not recompute, is missing, or does not reach the lot's head; null when the chain holds. */
  brokenAt: number | null;
  receipt: ReceiptAgainstChain;
};

/**
 * Recomputes a lot's public chain here (contracts `recomputeChain`, the formula of docs/ledger.md) and weighs a
 * receipt against it. A chain whose links all recompute but stop short of the lot's head, or end in another hash
 * than the head, breaks at the seq after its last link.
 */
export async function checkChainHere(
  chain: LotChain,
  receipt: { seq: number; hash: string },
  sha256: (text: string) => Promise<string> = sha256Hex,
): Promise<ChainCheckHere> {
  const result = await recomputeChain(chain.lotId, chain.links, sha256);
  const reachesHead = chain.links.length === chain.headSeq && result.lastHash === (chain.headHash ?? GENESIS_HASH);
  const brokenAt = result.brokenAt ?? (reachesHead ? null : chain.links.length + 1);
  const link = chain.links.find((l) => l.seq === receipt.seq);
  const standing: ReceiptAgainstChain = !link
    ? 'ABSENT'
    : receipt.seq > result.holdsUpTo
      ? 'UNVERIFIED'
      : link.hash === receipt.hash
        ? 'MATCHES'
        : 'DIFFERS';
  return { holds: brokenAt === null, holdsUpTo: result.holdsUpTo, brokenAt, receipt: standing };
}
