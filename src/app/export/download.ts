/**
 * The browser's download of a file the app makes (exports, the exercise report, the shared
 * exercise file): a small DOM helper outside `export/ui`, so that panels which download import
 * it without the Export menu and what the menu draws.
 */
/** Save `parts` as a file named `name` (the browser's download). */
export function download(name: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once it started; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
