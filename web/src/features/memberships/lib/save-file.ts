/** Hands a downloaded blob to the browser as a file (the download needed our bearer token, so no plain link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: revoke a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
