# Writes old-excel-statement.xls, the Excel 97-2003 statement the tests import: the shape of a
# State Bank of India download (the account's details above the table, days as date cells and as
# text, amounts as numbers, blank debit cells), written by xlwt, a BIFF8 writer independent of
# the reader the site uses. Run with Debian's python3-xlwt: /usr/bin/python3 old-excel-statement.py
import datetime
import os

import xlwt

book = xlwt.Workbook(encoding="utf-8")
sheet = book.add_sheet("Statement")
day = xlwt.easyxf(num_format_str="DD MMM YYYY")
money = xlwt.easyxf(num_format_str="#,##0.00")
rows = [
    ["Account Name", ":", "SEVA TRUST"],
    ["Account Number", ":", "00000012345678901"],
    ["IFSC Code", ":", "SBIN0001234"],
    [],
    ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
    [datetime.date(2026, 4, 2), datetime.date(2026, 4, 2), "BY TRANSFER-UPI/CR/612345678901/RAMESH KUMAR/SBIN/ramesh@ybl/Donation", "TRANSFER FROM 612345678901", None, 5001.0, 105001.0],
    [datetime.date(2026, 4, 3), datetime.date(2026, 4, 3), "TO TRANSFER-NEFT ELECTRICITY BILL", "TRANSFER TO 400012", 1200.0, None, 103801.0],
    ["5 Apr 2026", "5 Apr 2026", "BY TRANSFER-NEFT*HDFC0000123*N095260012345*SITA DEVI", "N095260012345", None, 2500.0, 106301.0],
    [],
    ["**This is a computer generated statement and does not require a signature."],
]
for r, cells in enumerate(rows):
    for c, value in enumerate(cells):
        if value is None:
            continue
        if isinstance(value, datetime.date):
            sheet.write(r, c, value, day)
        elif isinstance(value, float):
            sheet.write(r, c, value, money)
        else:
            sheet.write(r, c, value)
book.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "old-excel-statement.xls"))
