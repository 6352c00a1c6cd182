/**
 * @module
 * Content negotiation on the `Accept` header (RFC 9110 §12.5.1).
 */

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  return header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [range, ...params] = part.split(';').map((piece) => piece.trim());
      const [type = '', subtype = ''] = range.toLowerCase().split('/');
      const qParam = params.find((param) => /^q=/i.test(param));
      // A malformed weight is read as the default rather than as a refusal.
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return {
        type,
        subtype,
        q: Number.isFinite(q) && qParam?.slice(2).trim() !== '' ? Math.min(1, Math.max(0, q)) : 1,
      };
    });
}

/** How much a header admits a media type: the q of its most specific range, 0 when none. */
function quality(ranges: MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.split('/');
  let best = { specificity: -1, q: 0 };
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*'
            ? 0
            : -1;
    if (specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best.q;
}

/**
 * The type to answer in among `produces` (the default first), or undefined
 * when the header admits none. No header, or an empty one, admits anything.
 */
export function negotiate(accept: string | undefined, produces: readonly string[]): string | undefined {
  if (!accept || accept.trim() === '') return produces[0];
  const ranges = parseAccept(accept);
  let chosen: { type: string; q: number } | undefined;
  for (const type of produces) {
    const q = quality(ranges, type);
    if (q > 0 && (!chosen || q > chosen.q)) chosen = { type, q };
  }
  return chosen?.type;
}
