/**
 * A file that is not what its extension says, or holds what no upload may carry (a macro, an executable, a
 * script). `reason` is for the log and the tests; the caller answers 400 `validation.file_content_mismatch`.
 */
export class ContentRefused extends Error {
  constructor(readonly reason: string) {
    super(`content refused: ${reason}`);
    this.name = 'ContentRefused';
  }
}

export function refuse(reason: string): never {
  throw new ContentRefused(reason);
}

/** Runs a parser; whatever it throws (a malformed file) becomes a refusal with this reason. */
export function parsed<T>(reason: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ContentRefused) throw error;
    refuse(`${reason}: ${(error as Error).message ?? String(error)}`);
  }
}
