import { vi } from 'vitest';

/**
 * The files the page hands the browser to save (`lib/download.ts`), caught so nothing is saved:
 * each name and text. Other clicks go through. Undo with `vi.restoreAllMocks()`.
 */
export function catchDownloads() {
  const blobs = vi.spyOn(URL, 'createObjectURL');
  const click = HTMLElement.prototype.click;
  const names: string[] = [];
  vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
    if (this instanceof HTMLAnchorElement && this.download) names.push(this.download);
    else click.call(this);
  });
  return {
    names,
    text: (index: number) => (blobs.mock.calls[index]![0] as Blob).text(),
  };
}
