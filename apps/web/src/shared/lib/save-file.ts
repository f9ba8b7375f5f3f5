/** Hands data to the browser as a downloaded file (the export needs the token header, so no plain link). */
export function saveFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked later: some browsers read the URL after the click has returned.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
