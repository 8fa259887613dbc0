/**
 * Saves a file the page holds as the visitor's download, under `fileName`: a link to an object URL,
 * clicked once, then let go. The URL is revoked on the next task, after the browser has started the
 * download.
 */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
