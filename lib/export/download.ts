/** Saves a Blob as a file through a temporary link: the browser's own download, no server round trip. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the Blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
