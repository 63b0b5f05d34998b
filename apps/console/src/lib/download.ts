/**
 * Hands `text` to the browser as a file download named `fileName`, through a link to a blob. The
 * blob's address is let go after the click's task: Chromium reads it after `click()` returns.
 */
export function downloadText(fileName: string, text: string, type = 'application/json') {
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
