/**
 * Slack's Block Kit limits, checked as Slack checks them: a view or a message
 * with one text too long is refused whole (`invalid_arguments`). The fake
 * Slack applies this to what it is sent, and tests use it directly.
 */

/** Every text of a view against the limit of where it sits. */
export function overLimits(node: unknown, where = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => overLimits(child, `${where}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const text = (value: unknown) => (value as { text?: string } | undefined)?.text ?? '';
  const check = (name: string, limit: number) => {
    if (text(record[name]).length > limit) problems.push(`${where}.${name}: ${text(record[name]).length} > ${limit}`);
  };
  for (const name of ['title', 'submit', 'close']) check(name, 24);
  for (const name of ['label', 'hint']) check(name, 2000);
  if (record.type === 'section') check('text', 3000);
  if (record.type === 'button') {
    check('text', 75);
    if (typeof record.url === 'string' && record.url.length > 3000) problems.push(`${where}.url`);
    if (typeof record.value === 'string' && record.value.length > 2000) problems.push(`${where}.value`);
  }
  if (record.type === 'actions' && Array.isArray(record.elements) && record.elements.length > 25)
    problems.push(`${where}.elements`);
  if (
    Array.isArray(record.blocks) &&
    record.blocks.length > (record.type === 'home' || record.type === 'modal' ? 100 : 50)
  )
    problems.push(`${where}.blocks: ${record.blocks.length}`);
  if (Array.isArray(record.options))
    record.options.forEach(
      (option, i) => text((option as { text: unknown }).text).length > 75 && problems.push(`${where}.options[${i}]`),
    );
  if (
    record.initial_option &&
    Array.isArray(record.options) &&
    !record.options.some((option) => JSON.stringify(option) === JSON.stringify(record.initial_option))
  )
    problems.push(`${where}.initial_option`);
  return [...problems, ...Object.entries(record).flatMap(([key, value]) => overLimits(value, `${where}.${key}`))];
}
