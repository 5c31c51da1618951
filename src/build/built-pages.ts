// After the build, changes made to every page Astro wrote (dist/**/*.html), as one integration that
// reads, parses and writes each page once. Each change is a function over the parsed page (the
// nodes of ultrahtml, the parser Astro itself depends on), not a pattern over its text: none of them
// depends on how Astro spells a tag, the order of its attributes or its whitespace. They run in the
// order given, over the same document, and the page is written once.
// What a change leaves alone is written back as Astro wrote it: an element's tags from the page's
// own text (attributes as written: `ssr`, not `ssr=""`), text and comments as they were. So a page
// nothing changes comes out the same bytes, and the CSP's hashes of inline text hold.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { startCompressor } from './precompress.ts';
import {
  COMMENT_NODE,
  DOCTYPE_NODE,
  DOCUMENT_NODE,
  ELEMENT_NODE,
  TEXT_NODE,
  parse,
  type CommentNode,
  type DoctypeNode,
  type DocumentNode,
  type ElementNode,
  type TextNode,
} from 'ultrahtml';

export type { DocumentNode, ElementNode } from 'ultrahtml';
type PageNode = DocumentNode | ElementNode | TextNode | CommentNode | DoctypeNode;
type ParentNode = DocumentNode | ElementNode;

/** A built page as each rewrite gets it: parsed, and the folder the site was built into. */
export interface BuiltPage {
  readonly document: DocumentNode;
  readonly dist: string;
}

/** One change to a built page, made on its nodes through the helpers below. */
export type PageRewrite = (page: BuiltPage) => void;

/** Elements whose text is not HTML: taken as written. */
const RAW_TEXT = new Set(['script', 'style']);
/** Elements without an end tag, for those a rewrite creates (a parsed element keeps its own). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Each element's tags as written, kept for writing the page back. Where ultrahtml skips text (the
 * text just before a comment, and React writes `<!-- -->` between the texts it renders; an end tag
 * that closes nothing open), it is put back as text; a script's or style's text is taken from the
 * page whole (ultrahtml can repeat part of a script that holds a `<script` of its own).
 */
function keepAsWritten(parent: ParentNode, from: number, html: string): void {
  let at = from;
  for (let index = 0; index < parent.children.length; index++) {
    const child = parent.children[index] as PageNode;
    if (child.type === TEXT_NODE) {
      at += child.value.length;
      continue;
    }
    const [open, close] = child.loc;
    if (open.start > at) {
      parent.children.splice(index, 0, { type: TEXT_NODE, value: html.slice(at, open.start), parent } as TextNode);
      index++;
    }
    if (child.type === ELEMENT_NODE) {
      child.startTag = html.slice(open.start, open.end);
      if (close && close !== open) child.endTag = html.slice(close.start, close.end);
      if (!RAW_TEXT.has(child.name)) keepAsWritten(child, open.end, html);
      else if (close) child.children = [{ type: TEXT_NODE, value: html.slice(open.end, close.start), parent: child } as TextNode];
    }
    at = (close ?? open).end;
  }
}

/** The page's document; `serialise` gives back `html` itself until a rewrite changes it. */
export function parsePage(html: string): DocumentNode {
  const document = parse(html) as DocumentNode;
  keepAsWritten(document, 0, html);
  return document;
}

const writeStartTag = (element: ElementNode) =>
  `<${element.name}${Object.entries(element.attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value}"`))
    .join('')}>`;

export function serialise(node: PageNode): string {
  const parts: string[] = [];
  write(node, parts);
  return parts.join('');
}

/** `node` as text onto `parts`: one list for the whole page, not a string per element. */
function write(node: PageNode, parts: string[]): void {
  switch (node.type) {
    case DOCUMENT_NODE:
      for (const child of node.children as PageNode[]) write(child, parts);
      return;
    case TEXT_NODE:
      parts.push(node.value);
      return;
    case COMMENT_NODE:
      parts.push(`<!--${node.value}-->`);
      return;
    case DOCTYPE_NODE:
      parts.push(`<!${node.value}>`);
      return;
    case ELEMENT_NODE: {
      parts.push(node.startTag ?? writeStartTag(node));
      const parsed = node.loc !== undefined;
      if (parsed ? node.isSelfClosingTag : VOID.has(node.name)) return;
      for (const child of node.children as PageNode[]) write(child, parts);
      parts.push(parsed ? (node.endTag ?? '') : `</${node.name}>`);
    }
  }
}

/** Every element under `root` that `test` accepts, in document order. */
export function elements(root: ParentNode, test: (element: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of parent.children as PageNode[]) {
      if (child.type !== ELEMENT_NODE) continue;
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** The first element named `name` (a page's <head>, its <body>), if there is one. */
export function firstElement(root: ParentNode, name: string): ElementNode | undefined {
  for (const child of root.children as PageNode[]) {
    if (child.type !== ELEMENT_NODE) continue;
    const found = child.name === name ? child : firstElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/** A new element, written with its attributes in the order given (an empty value as the bare name) and `text` as it is. */
export function createElement(name: string, attributes: Record<string, string>, text = ''): ElementNode {
  const element = { type: ELEMENT_NODE, name, attributes, children: [] } as unknown as ElementNode;
  if (!VOID.has(name)) setText(element, text);
  return element;
}

/** The text of an element holding only text (a script, a style), as written. */
export const textOf = (element: ElementNode): string =>
  (element.children as PageNode[]).map((child) => (child.type === TEXT_NODE ? child.value : '')).join('');

export function setText(element: ElementNode, text: string): void {
  element.children = [{ type: TEXT_NODE, value: text, parent: element } as TextNode];
}

/** Sets an attribute; the element's start tag is then written from its attributes. */
export function setAttribute(element: ElementNode, name: string, value: string): void {
  element.attributes[name] = value;
  delete element.startTag;
}

/** Removes an attribute; the element's start tag is then written from its attributes. */
export function removeAttribute(element: ElementNode, name: string): void {
  delete element.attributes[name];
  delete element.startTag;
}

export function remove(node: ElementNode): void {
  const siblings = node.parent.children as PageNode[];
  siblings.splice(siblings.indexOf(node), 1);
}

/** `nodes` into `parent`'s children at `index` (at the end without one). */
export function insert(parent: ParentNode, nodes: ElementNode[], index = parent.children.length): void {
  for (const node of nodes) node.parent = parent as ElementNode;
  parent.children.splice(index, 0, ...nodes);
}

export function replaceWith(node: ElementNode, replacement: ElementNode): void {
  const parent = node.parent as ParentNode;
  insert(parent, [replacement], parent.children.indexOf(node));
  remove(node);
}

/** `html` passed through `rewrites` in order, for the site built into `dist`. */
export function rewritePage(html: string, rewrites: readonly PageRewrite[], dist: string): string {
  const document = parsePage(html);
  for (const rewrite of rewrites) rewrite({ document, dist });
  return serialise(document);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** Pages in hand at once: while one is rewritten, others are read, written or compressed. */
const PAGES_AT_ONCE = 6;

/**
 * An integration that passes every built page through `rewrites` in order, writing back those they
 * change, after writing `files` (paths relative to dist/) that the rewritten pages may refer to.
 * Each page's compressed copies are written by other processes as soon as the page is final
 * (precompress.ts), while this one goes on with the next pages.
 */
export function rewriteBuiltPages(name: string, rewrites: readonly PageRewrite[], files: ReadonlyArray<{ path: string; text: string }> = []): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        for (const file of files) await writeFile(join(dist, file.path), file.text);
        const pages = await htmlFiles(dist);
        const compressor = startCompressor();
        // Each page is let go once compressed, so a page waits in memory only while it is in hand.
        const next = async (): Promise<void> => {
          for (let file = pages.pop(); file; file = pages.pop()) {
            const html = await readFile(file, 'utf8');
            const rewritten = rewritePage(html, rewrites, dist);
            if (rewritten !== html) await writeFile(file, rewritten);
            await compressor.compress(file, rewritten);
          }
        };
        try {
          await Promise.all(Array.from({ length: PAGES_AT_ONCE }, next));
        } finally {
          await compressor.close();
        }
      },
    },
  };
}
