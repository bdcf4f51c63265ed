/**
 * A shared exercise as a file (issue 31): a small web page that sends the browser to the
 * exercise's link (and shows that link, for a browser that does not follow the refresh). Nothing
 * but the link is in it; opening it needs no server but the app's own address.
 */

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The page's text: `title` as its title and heading, `linkText` the words of the link to `url`. */
export function exerciseFile(url: string, title: string, linkText: string, lang: string): string {
  const href = escapeHtml(url);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p><a href="${href}">${escapeHtml(linkText)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The link a file made by `exerciseFile` sends to, or null when the text is not one. */
export function linkInExerciseFile(text: string): string | null {
  const found = /<a href="([^"]*)">/.exec(text);
  return found ? found[1]!.replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&lt;', '<').replaceAll('&amp;', '&') : null;
}
