import ExcelJS from "exceljs";

/**
 * Rows as an Excel workbook of one sheet, its header bold and frozen. Every value is written as
 * a value (a text or a number), never as a formula, whatever it begins with.
 */
export async function workbookOf(sheetName: string, rows: (string | number)[][]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
