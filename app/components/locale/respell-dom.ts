/**
 * Respells rendered Markdown in place. Both spellings of a page have the same markup, so instead
 * of replacing the HTML (which makes the browser parse and restyle the whole article), only the
 * text nodes whose words differ are rewritten. The words come from the source HTML (US English,
 * as written), so switching back and forth is exact; code and preformatted text keep their words.
 */
const textNodes = (root: Node): Text[] => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
};

const inCode = (node: Text) => node.parentElement?.closest("code, pre") != null;

/** Makes `root`'s text read as `sourceHtml` spelled by `spell`; returns how many text nodes changed. */
export function respellDom(root: HTMLElement, sourceHtml: string, spell: (text: string) => string): number {
  const source = document.createElement("template");
  source.innerHTML = sourceHtml;
  const wanted = textNodes(source.content);
  const live = textNodes(root);
  if (wanted.length !== live.length) {
    // Not the same markup (something else changed the article): write it whole.
    for (const node of wanted) if (!inCode(node)) node.data = spell(node.data);
    root.replaceChildren(source.content);
    return wanted.length;
  }
  let changed = 0;
  wanted.forEach((node, i) => {
    const text = inCode(node) ? node.data : spell(node.data);
    if (live[i]!.data !== text) {
      live[i]!.data = text;
      changed++;
    }
  });
  return changed;
}
