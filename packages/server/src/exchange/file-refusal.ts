/**
 * Why a file is refused as a whole (not XML, too large, a spreadsheet without a header): a key of the
 * domain's messages (`Marc.…`, `Spreadsheet.…`) with its values, which the import job fails with.
 */
export class FileRefusal extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
