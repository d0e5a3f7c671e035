/**
 * Hands a blob to the browser as a download. Files behind our bearer token (media, receipts) cannot be plain links,
 * so they are fetched through the api client and saved from memory.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob after the click returns: release it a good while later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
