// Islands write <style> elements where they render, inside <body>, where HTML does not allow them:
// Astro its one island rule (`astro-island { display: contents }`) before the page's first island,
// and React 19 a component's hoisted <style precedence> (the sign-in form's on /login-register).
// After the build this moves each of them into <head>, unchanged and in order: the page's CSP
// hashes them as they are, the rules apply before any island is parsed, and React, hydrating,
// finds its own in <head> by their data-href.
const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;

/** The page with every <style> of its body at the end of its head; otherwise as it was. */
export function moveIslandStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body', headEnd);
  if (headEnd === -1 || bodyStart === -1) return html;
  const moved: string[] = [];
  const body = html.slice(bodyStart).replace(STYLE, (element) => {
    moved.push(element);
    return '';
  });
  if (moved.length === 0) return html;
  return html.slice(0, headEnd) + moved.join('') + html.slice(headEnd, bodyStart) + body;
}
