import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, ledgerText, type ChainLink, type LotChain } from '@portal/contracts/bidding';
import { checkChainHere, sha256Hex } from './chain-check';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A lot's public chain of `n` bids as the server publishes it. */
function chainOf(n: number): LotChain {
  const links: ChainLink[] = [];
  let previousHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const serverTime = new Date(Date.UTC(2026, 4, 12, 10, 0, seq, 125)).toISOString();
    const link = { seq, amount: 1000 + seq * 50.25, bidderNumber: 1 + (seq % 2), kind: 'MANUAL' as const, serverTime };
    previousHash = nodeSha256(ledgerText({ ...link, previousHash, lotId: 42, serverTime: new Date(serverTime) }));
    links.push({ ...link, hash: previousHash });
  }
  return {
    lotId: 42,
    lotCode: 'L-2026-0042',
    auctionId: 7,
    auctionNumber: 'A-2026-0007',
    status: 'SOLD',
    closed: true,
    genesisHash: GENESIS_HASH,
    headSeq: n,
    headHash: n ? previousHash : null,
    links,
    nextAfter: null,
  };
}

describe('recomputing a lot chain in the browser', () => {
  it('hashes with WebCrypto exactly as the server does', async () => {
    for (const text of ['', 'abc', `${GENESIS_HASH}|1|1|1|1000.00|2026-05-12T10:00:00.000Z|MANUAL`, 'Lot ë ç']) {
      expect(await sha256Hex(text)).toBe(nodeSha256(text));
    }
  });

  it('says the chain holds up to its head, and whether the receipt is the recomputed hash of its bid', async () => {
    const chain = chainOf(4);
    expect(await checkChainHere(chain, { seq: 2, hash: chain.links[1].hash })).toEqual({
      holds: true,
      holdsUpTo: 4,
      brokenAt: null,
      receipt: 'MATCHES',
    });
    expect((await checkChainHere(chain, { seq: 2, hash: chain.links[0].hash })).receipt).toBe('DIFFERS');
    expect((await checkChainHere(chain, { seq: 9, hash: chain.links[0].hash })).receipt).toBe('ABSENT');
    expect(await checkChainHere(chainOf(0), { seq: 1, hash: 'a'.repeat(64) })).toMatchObject({
      holds: true,
      holdsUpTo: 0,
      receipt: 'ABSENT',
    });
  });

  it('says where the chain breaks: a changed bid, a missing one, a head it does not reach', async () => {
    const changed = chainOf(4);
    changed.links[2] = { ...changed.links[2], amount: changed.links[2].amount + 1 };
    expect(await checkChainHere(changed, { seq: 4, hash: changed.links[3].hash })).toEqual({
      holds: false,
      holdsUpTo: 2,
      brokenAt: 3,
      receipt: 'UNVERIFIED',
    });
    const missingLast = chainOf(4);
    missingLast.links.pop();
    expect(await checkChainHere(missingLast, { seq: 1, hash: missingLast.links[0].hash })).toEqual({
      holds: false,
      holdsUpTo: 3,
      brokenAt: 4,
      receipt: 'MATCHES',
    });
    const otherHead = { ...chainOf(3), headHash: 'b'.repeat(64) };
    expect((await checkChainHere(otherHead, { seq: 1, hash: otherHead.links[0].hash })).brokenAt).toBe(4);
  });
});
