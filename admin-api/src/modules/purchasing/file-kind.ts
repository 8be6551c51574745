// What an uploaded purchase file is, before it is read as CSV: a workbook or a PDF renamed to .csv
// is said to be one (the CSV parser would echo its bytes back), and the text must be UTF-8. A file
// in another encoding (Latin-1, Windows-1252 from an old Excel) is refused, not guessed at: a guess
// would store wrong product names without a word, and every spreadsheet can save "CSV UTF-8".
import { IMPORT_FILE_PROBLEM, type ImportFileProblem, type ImportRowError } from '../../contract/purchasing';

export const IMPORT_FILE_MESSAGES: Record<ImportFileProblem, string> = {
  [IMPORT_FILE_PROBLEM.workbook]:
    'This is an Excel workbook (or another zipped file), not a CSV file. Save it as "CSV UTF-8" and upload that.',
  [IMPORT_FILE_PROBLEM.pdf]: 'This is a PDF, not a CSV file. Upload the sales file as CSV (UTF-8).',
  [IMPORT_FILE_PROBLEM.binary]: 'This is not a text file. Upload the sales file as CSV (UTF-8).',
  [IMPORT_FILE_PROBLEM.notUtf8]:
    'The file is not UTF-8 text (perhaps Latin-1 or Windows-1252). Save it as "CSV UTF-8" and upload it again.',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** ZIP (xlsx, ods, docx), the old Excel format (OLE2), PDF; then NUL bytes: no CSV has them. */
function binaryKind(bytes: Uint8Array): ImportFileProblem | null {
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  )
    return IMPORT_FILE_PROBLEM.workbook;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return IMPORT_FILE_PROBLEM.pdf;
  if (bytes.subarray(0, 8192).includes(0)) return IMPORT_FILE_PROBLEM.binary;
  return null;
}

const problem = (code: ImportFileProblem): ImportRowError => ({
  line: 1,
  column: '',
  message: IMPORT_FILE_MESSAGES[code],
  code,
});

/** The file's text, or why it is no CSV file we read. */
export function decodePurchaseFile(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; error: ImportRowError } {
  const kind = binaryKind(bytes);
  if (kind) return { ok: false, error: problem(kind) };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, error: problem(IMPORT_FILE_PROBLEM.notUtf8) };
  }
}
