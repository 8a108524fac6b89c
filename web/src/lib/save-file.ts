/**
 * Saves a file the page already holds as a download (a CSV template made in the page, or a
 * CSV the API answered: a plain link could not send the ID token).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
