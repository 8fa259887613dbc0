/**
 * Saves text the page holds as a file of the visitor's (the browser's download, with the file's name):
 * a link to an object URL, clicked once, then let go. The URL is revoked on the next task, after the
 * browser has started the download.
 */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
