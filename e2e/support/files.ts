/** A 1×1 PNG: the admin API checks an image's bytes, not just its name. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/**
 * The cells of a workbook's first sheet as text, row by row: shared strings resolved, numbers and
 * dates as their stored values, empty cells left out (write-excel-file writes none for them).
 * Enough to read back an export; not a general xlsx reader.
 */
export function xlsxRows(files: Record<string, Uint8Array>): string[][] {
  const text = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : '');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((item) =>
    unescapeXml([...item[1]!.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((run) => run[1]).join('')),
  );
  return [...text('xl/worksheets/sheet1.xml').matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attributes, body]) => {
      const value = /<v>([^<]*)<\/v>/.exec(body ?? '')?.[1] ?? '';
      return /\bt="s"/.test(attributes!) ? (shared[Number(value)] ?? '') : unescapeXml(value);
    }),
  );
}
