/**
 * @module
 * Long replies cut for platforms with a size limit per message or block.
 */

/** Splits text at paragraph, then line, then word boundaries, each part within `max` characters. */
export function splitText(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut =
      [window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), window.lastIndexOf(' ')].find(
        (index) => index > max / 2,
      ) ?? max;
    parts.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}
