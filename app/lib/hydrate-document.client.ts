import { HydratedRouter } from "react-router/dom";

/**
 * Two things React does for a hydrating document that Preact does not (decision 020).
 *
 * React Router's `HydratedRouter` decodes the page's data asynchronously and, on its first
 * render, throws the decoding promise: React waits for it at the root, Preact reports it as an
 * error. Calling the component once before hydrating starts the decoding; it throws before it
 * touches any hook, and once the promise settles the real render finds the data decoded.
 */
export async function decodeRouterData(): Promise<void> {
  try {
    (HydratedRouter as unknown as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

/**
 * Preact renders into a document's `<html>` rather than the document, so hydrating the
 * document would put a second `<html>` inside the first. The root's `<html>` hydrates from a
 * parent whose only child is the document's. Preact only reads it: it inserts nothing while
 * the markup matches, and the server rendered the same tree.
 */
export function documentParent(): Element {
  const html = document.documentElement;
  return {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  } as unknown as Element;
}
