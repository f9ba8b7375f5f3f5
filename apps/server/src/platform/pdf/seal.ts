/**
 * The authority's electronic seal on the PDFs it issues. One sealer per process, configured when the app starts
 * (`configureSeal`); `sealPdf` seals a finished PDF's bytes and answers the sealed bytes.
 *
 * (Interface only: the PAdES sealer is being added.)
 */
export type SealInfo = {
  /** The subject of the seal's certificate (who sealed). */
  subject: string;
  /** True for the self-signed demo seal a fresh data folder gets. */
  demo: boolean;
};

export type Sealer = { info: SealInfo; seal: (pdf: Buffer) => Promise<Buffer> };

let current: Sealer | null = null;

export function configureSeal(sealer: Sealer | null): void {
  current = sealer;
}

/** The PDF sealed with the configured seal (unchanged while none is configured). */
export async function sealPdf(pdf: Buffer): Promise<Buffer> {
  return current ? current.seal(pdf) : pdf;
}

/** About the configured seal, or null. */
export function sealInfo(): SealInfo | null {
  return current?.info ?? null;
}
